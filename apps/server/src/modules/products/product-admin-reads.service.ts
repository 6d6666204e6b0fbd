import { fromBasisPoints, fromMilligrams, fromMinor } from '@facet/contracts/money';
import type { ProductAttributes } from '@facet/contracts/product-variants';
import type { ProductForUpdate, ProductIdParams, ProductListQuery, ProductListRecord } from '@facet/contracts/products';
import { type Database, queryRows } from '@facet/db/client';
import { containsPattern } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { listProductMedia } from './product-pictures.service.ts';
import { variantCombinationOf, variantNameColumns, variantNameJoins, type VariantNameRow } from './variant-rows.ts';

/*
 * The back-office's reads of jewellery (Jewelleries area): the list with its search and
 * filters, and one product as the editor and the detail page need it — listed or not, with
 * its costs, both currencies' prices and the combinations dropped earlier.
 */

interface ProductRow {
  id: number;
  name: string;
  description: string;
  sub_type: string;
  jewellery_type: string;
  stone_category: string | null;
  stone_color: string | null;
  stone_clarity: string | null;
  stone_cut: string | null;
  base_weight: number;
  gender: string;
  discount_id: number | null;
  has_attached_stone: boolean;
  country_of_origin: string;
  is_listed: boolean;
  huid_exempt_reason: string | null;
  attributes: ProductAttributes;
  create_date: Date | string;
  update_date: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/product/forUpdate/{id}: a product as the editor needs it. */
export async function getProductForUpdate(db: Database, input: ProductIdParams): Promise<ProductForUpdate> {
  const { id } = input;
  const [product] = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.name, p.description, st.name as sub_type, jt.name as jewellery_type,
               sc.name as stone_category, p.stone_color, p.stone_clarity, p.stone_cut, p.base_weight,
               g.name as gender, p.discount_id, p.has_attached_stone, p.is_listed, p.huid_exempt_reason, p.attributes,
               p.country_of_origin,
               p.create_date, p.update_date
          from products p
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
          join genders g on g.id = p.gender_id
          left join stone_categories sc on sc.id = p.stone_category_id
         where p.id = ${id}`,
  );
  if (!product) throw new AppError('not-found', 'There is no such product.');
  const variants = await queryRows<
    VariantNameRow & {
      weight: number;
      stone_cost: string | number;
      discount: number;
      price_inr: string | number;
      list_price_inr: string | number;
      price_usd: string | number;
      is_active: boolean;
    }
  >(
    db,
    sql`select ${variantNameColumns}, v.weight, v.stone_cost, v.discount,
               v.price_inr, v.list_price_inr, v.price_usd, v.is_active
          from product_variants v
          ${variantNameJoins}
         where v.product_id = ${id}
         order by v.position, v.id`,
  );
  const pictures = await listProductMedia(db, [id]);
  return {
    productId: product.id,
    productName: product.name,
    productDescription: product.description,
    jewelleryType: product.jewellery_type,
    jewellerySubType: product.sub_type,
    stoneCategory: product.stone_category,
    stoneColor: product.stone_color,
    stoneClarity: product.stone_clarity,
    stoneCut: product.stone_cut,
    baseWeight: fromMilligrams(product.base_weight),
    gender: product.gender,
    countryOfOrigin: product.country_of_origin,
    discountId: product.discount_id,
    hasAttachedStone: product.has_attached_stone,
    isListed: product.is_listed,
    huidExemptReason: product.huid_exempt_reason,
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
    createDate: iso(product.create_date),
    updateDate: iso(product.update_date),
  };
}

/** GET /api/product: the back-office list, newest change first. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ records: ProductListRecord[]; totalRecords: number }> {
  const conditions = [sql`true`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(p.name ilike ${pattern} or exists (select 1 from product_variants sv where sv.product_id = p.id and sv.sku ilike ${pattern}))`,
    );
  }
  if (query.jewelleryType) conditions.push(sql`jt.name = ${query.jewelleryType}`);
  if (query.subType) conditions.push(sql`st.name = ${query.subType}`);
  if (query.listed !== 'all') conditions.push(sql`p.is_listed = ${query.listed === 'listed'}`);
  const where = sql.join(conditions, sql` and `);
  const rows = await queryRows<{
    id: number;
    name: string;
    sub_type: string;
    jewellery_type: string;
    is_listed: boolean;
    variant_count: string | number;
    metals: string[] | null;
    price_from: string | number | null;
    price_to: string | number | null;
    update_date: Date | string;
    total: string | number;
  }>(
    db,
    sql`select p.id, p.name, st.name as sub_type, jt.name as jewellery_type, p.is_listed, p.update_date,
               agg.variant_count, agg.metals, agg.price_from, agg.price_to, count(*) over () as total
          from products p
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
          left join lateral (
            select count(*) as variant_count, min(v.price_inr) as price_from, max(v.price_inr) as price_to,
                   array(select m.name from metals m
                          where exists (select 1 from product_variants mv
                                         where mv.product_id = p.id and mv.is_active and mv.metal_id = m.id)
                          order by m.position) as metals
              from product_variants v where v.product_id = p.id and v.is_active
          ) agg on true
         where ${where}
         order by p.update_date desc, p.id desc
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.pageNo > 1) {
    const [count] = await queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from products p
            join jewellery_sub_types st on st.id = p.sub_type_id
            join jewellery_types jt on jt.id = st.jewellery_type_id
           where ${where}`,
    );
    total = Number(count?.total ?? 0);
  }
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
