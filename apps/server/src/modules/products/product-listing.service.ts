import { metalByName, type StoneShapeName } from '@facet/contracts/lookups';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { isSetting } from '@facet/contracts/ring-builder';
import { type Currency, fromBasisPoints, fromMinor, toMinor } from '@facet/contracts/money';
import { gendersMatching, type ProductFilters, type ProductSort } from '@facet/contracts/product-filters';
import type { ProductCard, ProductCardPage } from '@facet/contracts/products';
import { type Database, queryRows, queryRowsPrepared } from '@facet/db/client';
import { inList } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { listProductMedia, type ProductPicture } from './product-pictures.service.ts';

/*
 * The storefront's listing (GET /api/product/for-customer): one card per listed product,
 * showing its representative variant — the cheapest variant that matches the filters, of the
 * filtered metal or else of the first metal (metals' `position`: white gold, yellow gold, rose
 * gold, platinum, silver). "Cheapest" is by the INR price, the shop's own currency. Sorting uses
 * that variant's price in the shopper's currency; the total counts products.
 *
 * Two ways to answer, the same answer (product-listing.test.ts compares them over many filter
 * combinations):
 *   - from `product_cards`, the database-kept table of each listed product's cheapest variant per
 *     metal, when the filters are product attributes, a metal and at most a budget ceiling (the
 *     cheapest variant of a metal is under the ceiling whenever any of them is): an index walk
 *     over one narrow row per product, whatever the number of variants;
 *   - from the variants themselves, when a filter picks among a metal's variants (style, centre
 *     stone shape, carat, a budget floor): every matching variant is read.
 * Decision record: docs/decisions/008-listing-from-product-cards.md.
 */

export interface ListingRequest {
  filters: ProductFilters;
  sort: ProductSort;
  pageNo: number;
  pageSize: number;
  currency: Currency;
  /** Leave this product out (related products on a product page). */
  excludeProductId?: number;
}

const priceColumn: Record<Currency, SQL> = { INR: sql.raw('price_inr'), USD: sql.raw('price_usd') };
const listPriceColumn: Record<Currency, SQL> = { INR: sql.raw('list_price_inr'), USD: sql.raw('list_price_usd') };

/** Whether `product_cards` can answer: no filter chooses among one metal's variants. */
export function answeredByCards(filters: ProductFilters): boolean {
  return (
    filters.style === undefined &&
    filters.stoneShape === undefined &&
    filters.minCarat === undefined &&
    filters.maxCarat === undefined &&
    filters.minBudget === undefined
  );
}

/** Conditions on the product's own attributes, for `product_cards` under the alias given. */
function productConditions(request: ListingRequest, alias: 't' | 'c'): SQL[] {
  const f = request.filters;
  const t = sql.raw(alias);
  const conditions: SQL[] = [];
  if (f.subType)
    conditions.push(sql`${t}.sub_type_id = (select id from jewellery_sub_types where name = ${f.subType})`);
  if (f.jewelleryType) {
    conditions.push(sql`${t}.jewellery_type_id = (select id from jewellery_types where name = ${f.jewelleryType})`);
  }
  const genders = gendersMatching(f.gender);
  if (genders) conditions.push(sql`${t}.gender_id in (select id from genders where name in (${inList(genders)}))`);
  if (f.stoneCategory) {
    conditions.push(sql`${t}.stone_category_id = (select id from stone_categories where name = ${f.stoneCategory})`);
  }
  if (f.color) conditions.push(sql`${t}.stone_color = ${f.color}`);
  if (f.clarity) conditions.push(sql`${t}.stone_clarity = ${f.clarity}`);
  if (f.cut) conditions.push(sql`${t}.stone_cut = ${f.cut}`);
  if (f.hasAttachedStone !== undefined) conditions.push(sql`${t}.has_attached_stone = ${f.hasAttachedStone}`);
  if (request.excludeProductId !== undefined) conditions.push(sql`${t}.product_id <> ${request.excludeProductId}`);
  return conditions;
}

function metalCondition(filters: ProductFilters): SQL[] {
  return filters.metal ? [sql`t.metal_id = (select id from metals where name = ${filters.metal})`] : [];
}

function budgetConditions(request: ListingRequest): SQL[] {
  const price = sql`t.${priceColumn[request.currency]}`;
  const f = request.filters;
  const conditions: SQL[] = [];
  if (f.minBudget !== undefined) conditions.push(sql`${price} >= ${toMinor(f.minBudget)}`);
  if (f.maxBudget !== undefined) conditions.push(sql`${price} <= ${toMinor(f.maxBudget)}`);
  return conditions;
}

/** The variants' own conditions (style, shape, carat), for `product_variants t`. */
function variantConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.style) conditions.push(sql`t.ring_style_id = (select id from ring_styles where name = ${filters.style})`);
  if (filters.stoneShape) {
    conditions.push(sql`t.center_stone_shape_id = (select id from stone_shapes where name = ${filters.stoneShape})`);
  }
  // A piece's carat weight is its centre stone's, or else its total.
  if (filters.minCarat !== undefined) {
    conditions.push(sql`coalesce(t.center_stone_carat, t.total_carat) >= ${Math.round(filters.minCarat * 100)}`);
  }
  if (filters.maxCarat !== undefined) {
    conditions.push(sql`coalesce(t.center_stone_carat, t.total_carat) <= ${Math.round(filters.maxCarat * 100)}`);
  }
  return conditions;
}

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * The matching cards as rows with the card's columns (`product_id`, `metal_id`, `sku`, prices,
 * `discount`, `has_centre_stone`, `create_date`): one per product.
 */
function matchingCards(request: ListingRequest): SQL {
  const f = request.filters;
  if (answeredByCards(f)) {
    const conditions = [...productConditions(request, 't'), ...metalCondition(f), ...budgetConditions(request)];
    if (f.metal || f.maxBudget === undefined) {
      if (!f.metal) conditions.push(sql`t.is_first_metal`);
      return sql`select * from product_cards t where ${and(conditions)}`;
    }
    // A ceiling without a metal: the first metal with a card under it.
    return sql`select distinct on (t.product_id) * from product_cards t where ${and(conditions)}
                order by t.product_id, t.metal_position, t.price_inr, t.variant_id`;
  }
  // A filter among one metal's variants: the cards say which products may match (listed, their
  // attributes), the variants which of their variants do.
  return sql`
    select distinct on (t.product_id)
           t.product_id, t.metal_id, t.sku, t.price_inr, t.list_price_inr, t.price_usd, t.list_price_usd,
           t.discount, t.center_stone_shape_id is not null as has_centre_stone, t.center_stone_shape_id, c.create_date
      from product_variants t
      join product_cards c on c.product_id = t.product_id and c.is_first_metal
      join metals m on m.id = t.metal_id
     where t.is_active and ${and([
       ...productConditions(request, 'c'),
       ...metalCondition(f),
       ...variantConditions(f),
       ...budgetConditions(request),
     ])}
     order by t.product_id, m.position, t.price_inr, t.id`;
}

function orderOf(sort: ProductSort, currency: Currency): SQL {
  const price = priceColumn[currency];
  if (sort === 'price-asc') return sql`r.${price} asc, r.product_id asc`;
  if (sort === 'price-desc') return sql`r.${price} desc, r.product_id asc`;
  return sql`r.create_date desc, r.product_id desc`;
}

/** A card as the listing query reads it (and the gone pages' alternatives, `product-alternatives.service.ts`). */
export interface CardRow {
  product_id: number;
  sku: string;
  price: string | number;
  list_price: string | number;
  discount: number;
  name: string;
  sub_type: string;
  jewellery_type: string;
  has_attached_stone: boolean;
  has_centre_stone: boolean;
  metal: string;
  center_stone_shape: StoneShapeName | null;
  total: string | number;
  swatches: { name: string; sku: string }[];
}

/**
 * The listing query itself — one statement: the page of cards with its products' names, the
 * metal swatches, and the total — shared with the benchmark that runs it bare.
 */
export function listingQuery(request: ListingRequest): SQL {
  const { currency } = request;
  const matching = matchingCards(request);
  // From the cards, the page is an index walk and the count another: each reads little. From
  // the variants, the matching set is costly: it is made once and both read it.
  const fromCards = answeredByCards(request.filters);
  const source = fromCards ? sql`(${matching}) r` : sql`matching r`;
  const counted = fromCards ? sql`(${matching}) counted` : sql`matching`;
  return sql`
    with ${fromCards ? sql`` : sql`matching as materialized (${matching}),`}
    page as (
      select * from ${source}
       order by ${orderOf(request.sort, currency)}
       limit ${request.pageSize} offset ${(request.pageNo - 1) * request.pageSize}
    )
    select r.product_id, r.sku, r.${priceColumn[currency]} as price, r.${listPriceColumn[currency]} as list_price,
           r.discount, r.has_centre_stone, p.name, st.name as sub_type, jt.name as jewellery_type,
           p.has_attached_stone, m.name as metal, ss.name as center_stone_shape,
           (select count(*) from ${counted}) as total,
           (select json_agg(json_build_object('name', sm.name, 'sku', s.sku) order by sm.position, sm.id)
              from product_cards s join metals sm on sm.id = s.metal_id
             where s.product_id = r.product_id) as swatches
      from page r
      join products p on p.id = r.product_id
      join jewellery_sub_types st on st.id = p.sub_type_id
      join jewellery_types jt on jt.id = st.jewellery_type_id
      join metals m on m.id = r.metal_id
      left join stone_shapes ss on ss.id = r.center_stone_shape_id
     order by ${orderOf(request.sort, currency)}`;
}

function countQuery(request: ListingRequest): SQL {
  return sql`select count(*) as total from (${matchingCards(request)}) counted`;
}

export async function listProductCards(db: Database, request: ListingRequest): Promise<ProductCardPage> {
  const rows = await queryRowsPrepared<CardRow>(db, listingQuery(request));
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && request.pageNo > 1) {
    const [count] = await queryRows<{ total: string | number }>(db, countQuery(request));
    totalRecords = Number(count?.total ?? 0);
  }
  return { currency: request.currency, totalRecords, records: await cardsOfRows(db, rows, request.currency) };
}

/** Cards of rows read as `CardRow` (price columns in `currency`), with their pictures in the card's metal. */
export async function cardsOfRows(
  db: Database,
  rows: readonly Omit<CardRow, 'total'>[],
  currency: Currency,
): Promise<ProductCard[]> {
  const pictures = await listProductMedia(
    db,
    rows.map((row) => row.product_id),
  );
  const picture = (p: ProductPicture | undefined) => (p ? { url: p.url, width: p.width, height: p.height } : null);
  return rows.map((row) => {
    const shown = picturesForVariant(pictures.get(row.product_id) ?? [], {
      metal: row.metal,
      centerStoneShape: row.center_stone_shape,
    });
    return {
      id: row.product_id,
      name: row.name,
      jewelleryType: row.jewellery_type,
      jewellerySubType: row.sub_type,
      hasAttachedStone: row.has_attached_stone,
      isSetting: isSetting({
        hasAttachedStone: row.has_attached_stone,
        jewellerySubType: row.sub_type,
        hasCentreStone: row.has_centre_stone,
      }),
      sku: row.sku,
      metal: row.metal,
      price: fromMinor(Number(row.price)),
      listPrice: fromMinor(Number(row.list_price)),
      discount: fromBasisPoints(row.discount),
      currency,
      image: picture(shown[0]),
      hoverImage: picture(shown[1]),
      metals: (row.swatches ?? []).map((swatch) => ({
        name: swatch.name,
        swatch: metalByName(swatch.name)?.swatch ?? '#d9d9d9',
        sku: swatch.sku,
      })),
    };
  });
}

/** The canonical page of every listed product, for sitemap.xml: the variant listings show without a filter. */
export async function listCanonicalProductPages(db: Database): Promise<{ sku: string; updateDate: string }[]> {
  const rows = await queryRows<{ sku: string; update_date: Date | string }>(
    db,
    sql`select c.sku, p.update_date
          from product_cards c join products p on p.id = c.product_id
         where c.is_first_metal
         order by c.product_id`,
  );
  return rows.map((row) => ({ sku: row.sku, updateDate: new Date(row.update_date).toISOString() }));
}
