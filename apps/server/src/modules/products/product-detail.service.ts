import { type Currency, fromBasisPoints, fromMilligrams, fromMinor } from '@facet/contracts/money';
import { breakDownPrice } from '@facet/contracts/pricing';
import type { GoneProduct } from '@facet/contracts/gone-pages';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import type { CustomerVariant, ProductCard, ProductVariantDetail } from '@facet/contracts/products';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { listProductCards } from './product-listing.service.ts';
import { listProductAlternatives } from './product-alternatives.service.ts';
import { listProductMedia, type ProductPicture } from './product-pictures.service.ts';
import {
  type AskedRow,
  findAskedVariant,
  findPageProduct,
  listVariantPriceBasisRows,
  priceBasisOf,
  type VariantPriceBasisRow,
} from './product-detail.queries.ts';
import { variantCombinationOf } from './variant-rows.ts';

/*
 * The product page's data (GET /api/product-varients/{sku}), listed or not: the variant asked
 * for, every other variant of the product (for the metal, style, stone, width and carat
 * selectors), the pictures, the price breakdown and related pieces. Rates and stored prices are
 * read in one statement, so the breakdown always adds up to the price shown. A variant no longer
 * made, or one of an unlisted product, also has its gone page's answer (contracts/gone-pages.ts).
 */

function toCustomerVariant(row: VariantPriceBasisRow, currency: Currency): CustomerVariant {
  return {
    ...variantCombinationOf(row),
    weight: fromMilligrams(row.weight),
    price: fromMinor(Number(currency === 'INR' ? row.price_inr : row.price_usd)),
    listPrice: fromMinor(Number(currency === 'INR' ? row.list_price_inr : row.list_price_usd)),
    discount: fromBasisPoints(row.discount),
  };
}

const RELATED_COUNT = 4;

/** Pieces of the same sub type, newest first; then of the same kind of jewellery, to fill the row. */
async function listRelatedCards(
  db: Database,
  product: { id: number; subType: string; jewelleryType: string },
  currency: Currency,
): Promise<ProductCard[]> {
  const base = { sort: 'newest', pageNo: 1, currency, excludeProductId: product.id } as const;
  const same = await listProductCards(db, { ...base, filters: { subType: product.subType }, pageSize: RELATED_COUNT });
  if (same.records.length >= RELATED_COUNT) return same.records;
  const kin = await listProductCards(db, {
    ...base,
    filters: { jewelleryType: product.jewelleryType },
    pageSize: RELATED_COUNT * 2,
  });
  const seen = new Set(same.records.map((card) => card.id));
  return [...same.records, ...kin.records.filter((card) => !seen.has(card.id))].slice(0, RELATED_COUNT);
}

/**
 * A product page's answer. `detail` is the page of an active variant — of an unlisted product
 * too, which staff only may see: the answer is cached whoever asked, and who may see it is
 * decided on every request (catalogue-reads.service.ts). `gone` is what a variant no longer made
 * answers to everyone, and an unlisted product's variant to everyone but staff: 410 with the
 * piece asked for and the pieces on sale nearest to it (product-alternatives.service.ts).
 */
export interface VariantPageResult {
  detail: ProductVariantDetail | null;
  isListed: boolean;
  gone: GoneProduct | null;
}

/** The gone piece and its alternatives. */
async function goneProductOf(
  db: Database,
  asked: AskedRow,
  pictures: readonly ProductPicture[],
  currency: Currency,
): Promise<GoneProduct> {
  const combination = variantCombinationOf(asked);
  const alternatives = await listProductAlternatives(
    db,
    {
      id: asked.id,
      productId: asked.product_id,
      isListed: asked.is_listed,
      subTypeId: asked.sub_type_id,
      jewelleryTypeId: asked.jewellery_type_id,
      metalId: asked.metal_id,
      ringStyleId: asked.ring_style_id,
      centerStoneShapeId: asked.center_stone_shape_id,
      centerStoneCarat: asked.center_stone_carat,
      width: asked.width,
      totalCarat: asked.total_carat,
      priceInr: Number(asked.price_inr),
    },
    currency,
  );
  const picture = picturesForVariant(pictures, combination)[0];
  return {
    kind: 'product',
    reason: asked.is_listed ? 'discontinued' : 'unlisted',
    product: {
      sku: combination.sku,
      name: asked.product_name,
      jewelleryType: asked.jewellery_type,
      jewellerySubType: asked.sub_type,
      jewellerySubTypeSlug: asked.sub_type_slug,
      metal: combination.metal,
      ringStyle: combination.ringStyle,
      centerStoneShape: combination.centerStoneShape,
      centerStoneCarat: combination.centerStoneCarat,
      width: combination.width,
      totalCarat: combination.totalCarat,
      image: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
    },
    alternatives,
    currency,
  };
}

export async function getVariantDetail(
  db: Database,
  input: { sku: string; currency: Currency },
): Promise<VariantPageResult> {
  const { sku, currency } = input;
  const asked = await findAskedVariant(db, sku);
  if (!asked) throw new AppError('not-found', 'There is no such product.');
  const pictures = (await listProductMedia(db, [asked.product_id])).get(asked.product_id) ?? [];
  const gone = asked.is_active && asked.is_listed ? null : await goneProductOf(db, asked, pictures, currency);
  // A combination no longer made has no page, for staff either: its product's other variants have.
  if (!asked.is_active) return { detail: null, isListed: asked.is_listed, gone };
  const variants = (await listVariantPriceBasisRows(db, asked.product_id)).filter((row) => row.is_active);
  const product = await findPageProduct(db, asked.product_id);
  const current = variants.find((row) => row.id === asked.id);
  if (!product || !current) throw new AppError('not-found', 'There is no such product.');

  const basis = priceBasisOf(current);
  const { price, lines } = breakDownPrice(basis.cost, basis.rates, current.discount, currency);
  // Variants come ordered by metal, then the attributes' order: the canonical one is the
  // cheapest of the first metal, as on listings without a metal filter.
  const firstMetal = variants[0]!.metal;
  const canonical = variants
    .filter((row) => row.metal === firstMetal)
    .reduce((best, row) => (Number(row.price_inr) < Number(best.price_inr) ? row : best));
  const related = await listRelatedCards(db, product, currency);
  const variant = toCustomerVariant(current, currency);
  return {
    isListed: product.isListed,
    gone,
    detail: {
      product: {
        id: product.id,
        name: product.name,
        description: product.description,
        jewelleryType: product.jewelleryType,
        jewellerySubType: product.subType,
        jewellerySubTypeSlug: product.subTypeSlug,
        stoneCategory: product.stoneCategory,
        stoneColor: product.stoneColor,
        stoneClarity: product.stoneClarity,
        stoneCut: product.stoneCut,
        gender: product.gender,
        countryOfOrigin: product.countryOfOrigin,
        hasAttachedStone: product.hasAttachedStone,
        canonicalSku: canonical.sku,
      },
      variant: {
        ...variant,
        // The breakdown is computed from the same rates as the stored price; they agree.
        price: fromMinor(price),
        breakdown: {
          metal: fromMinor(lines.metal),
          making: fromMinor(lines.making),
          stones: fromMinor(lines.stones),
          tax: fromMinor(lines.tax),
        },
      },
      productVarients: variants.map((row) => toCustomerVariant(row, currency)),
      productMedias: pictures,
      related,
      currency,
    },
  };
}
