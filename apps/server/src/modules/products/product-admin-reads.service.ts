import { fromBasisPoints, fromMilligrams, fromMinor } from '@facet/contracts/money';
import type { ProductForUpdate, ProductIdParams, ProductListQuery, ProductListRecord } from '@facet/contracts/products';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import {
  countListedProducts,
  findProductForEditor,
  listEditorVariantRows,
  listProductRows,
} from './product-admin.queries.ts';
import { listProductMedia } from './product-pictures.service.ts';
import { variantCombinationOf } from './variant-rows.ts';

/*
 * The back-office's reads of jewellery (Jewelleries area): the list with its search and
 * filters, and one product as the editor and the detail page need it — listed or not, with
 * its costs, both currencies' prices and the combinations dropped earlier.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/product/forUpdate/{id}: a product as the editor needs it. */
export async function getProductForUpdate(db: Database, input: ProductIdParams): Promise<ProductForUpdate> {
  const { id } = input;
  const product = await findProductForEditor(db, id);
  if (!product) throw new AppError('not-found', 'There is no such product.');
  const variants = await listEditorVariantRows(db, id);
  const pictures = await listProductMedia(db, [id]);
  return {
    productId: product.id,
    productName: product.name,
    productDescription: product.description,
    jewelleryType: product.jewelleryType,
    jewellerySubType: product.subType,
    stoneCategory: product.stoneCategory,
    stoneColor: product.stoneColor,
    stoneClarity: product.stoneClarity,
    stoneCut: product.stoneCut,
    baseWeight: fromMilligrams(product.baseWeight),
    gender: product.gender,
    countryOfOrigin: product.countryOfOrigin,
    discountId: product.discountId,
    hasAttachedStone: product.hasAttachedStone,
    isListed: product.isListed,
    huidExemptReason: product.huidExemptReason,
    ...product.attributes,
    productVarients: variants
      .filter((v) => v.is_active)
      .map((v) => ({
        ...variantCombinationOf(v),
        weight: fromMilligrams(v.weight),
        stoneCost: fromMinor(Number(v.stone_cost)),
        discount: fromBasisPoints(v.discount),
        price: fromMinor(Number(v.price_inr)),
        listPrice: fromMinor(Number(v.list_price_inr)),
        priceUsd: fromMinor(Number(v.price_usd)),
      })),
    droppedVariants: variants.filter((v) => !v.is_active).map(variantCombinationOf),
    productMedias: pictures.get(id) ?? [],
    createDate: iso(product.createDate),
    updateDate: iso(product.updateDate),
  };
}

/** GET /api/product: the back-office list, newest change first. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ records: ProductListRecord[]; totalRecords: number }> {
  const rows = await listProductRows(db, query);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.pageNo > 1) total = await countListedProducts(db, query);
  const pictures = await listProductMedia(
    db,
    rows.map((row) => row.id),
  );
  return {
    totalRecords: total,
    records: rows.map((row) => ({
      id: row.id,
      name: row.name,
      jewelleryType: row.jewellery_type,
      jewellerySubType: row.sub_type,
      isListed: row.is_listed,
      variantCount: Number(row.variant_count ?? 0),
      metals: row.metals ?? [],
      priceFrom: row.price_from === null ? null : fromMinor(Number(row.price_from)),
      priceTo: row.price_to === null ? null : fromMinor(Number(row.price_to)),
      image: pictures.get(row.id)?.[0]?.url ?? null,
      updateDate: iso(row.update_date),
    })),
  };
}
