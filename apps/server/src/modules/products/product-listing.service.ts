import { metalByName, type MediaCategoryName, metals as metalList } from '@facet/contracts/lookups';
import { type Currency, fromBasisPoints, fromMinor, toMinor } from '@facet/contracts/money';
import { gendersMatching, type ProductFilters, type ProductSort } from '@facet/contracts/product-filters';
import type { ProductCard, ProductCardPage } from '@facet/contracts/products';
import { type Database, queryRows } from '@facet/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { listProductMedia, type ProductPicture } from './products.service.ts';

/*
 * The storefront's listing (GET /api/product/for-customer, DESIGN §5): one card per listed
 * product, showing its representative variant — the cheapest variant that matches the
 * filters, of the filtered metal or else of the first metal in the order white gold, yellow
 * gold, rose gold, platinum, silver. Sorting uses that variant's price; the total counts
 * products. Prices are stored per currency, so the budget filter and the sort compare plain
 * columns.
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

const priceColumns: Record<Currency, { price: SQL; list: SQL }> = {
  INR: { price: sql.raw('v.price_inr'), list: sql.raw('v.list_price_inr') },
  USD: { price: sql.raw('v.price_usd'), list: sql.raw('v.list_price_usd') },
};

function filterConditions(request: ListingRequest): SQL[] {
  const f = request.filters;
  const price = priceColumns[request.currency].price;
  const conditions: SQL[] = [sql`p.is_listed`, sql`v.is_active`];
  if (f.subType) {
    conditions.push(sql`p.sub_type_id = (select id from jewellery_sub_types where name = ${f.subType})`);
  }
  if (f.jewelleryType) {
    conditions.push(sql`p.sub_type_id in (select st.id from jewellery_sub_types st
                          join jewellery_types jt on jt.id = st.jewellery_type_id where jt.name = ${f.jewelleryType})`);
  }
  if (f.metal) conditions.push(sql`v.metal_id = (select id from metals where name = ${f.metal})`);
  if (f.style) conditions.push(sql`v.ring_style_id = (select id from ring_styles where name = ${f.style})`);
  if (f.stoneShape) {
    conditions.push(sql`v.center_stone_shape_id = (select id from stone_shapes where name = ${f.stoneShape})`);
  }
  const genders = gendersMatching(f.gender);
  if (genders) {
    conditions.push(
      sql`p.gender_id in (select id from genders where name in (${sql.join(
        genders.map((g) => sql`${g}`),
        sql`, `,
      )}))`,
    );
  }
  if (f.stoneCategory) {
    conditions.push(sql`p.stone_category_id = (select id from stone_categories where name = ${f.stoneCategory})`);
  }
  if (f.color) conditions.push(sql`p.stone_color = ${f.color}`);
  if (f.clarity) conditions.push(sql`p.stone_clarity = ${f.clarity}`);
  if (f.cut) conditions.push(sql`p.stone_cut = ${f.cut}`);
  // A piece's carat weight is its centre stone's, or else its total.
  if (f.minCarat !== undefined) {
    conditions.push(sql`coalesce(v.center_stone_carat, v.total_carat) >= ${Math.round(f.minCarat * 100)}`);
  }
  if (f.maxCarat !== undefined) {
    conditions.push(sql`coalesce(v.center_stone_carat, v.total_carat) <= ${Math.round(f.maxCarat * 100)}`);
  }
  if (f.minBudget !== undefined) conditions.push(sql`${price} >= ${toMinor(f.minBudget)}`);
  if (f.maxBudget !== undefined) conditions.push(sql`${price} <= ${toMinor(f.maxBudget)}`);
  if (f.hasAttachedStone !== undefined) conditions.push(sql`p.has_attached_stone = ${f.hasAttachedStone}`);
  if (request.excludeProductId !== undefined) conditions.push(sql`p.id <> ${request.excludeProductId}`);
  return conditions;
}

function orderOf(sort: ProductSort): SQL {
  if (sort === 'price-asc') return sql`r.price asc, r.product_id asc`;
  if (sort === 'price-desc') return sql`r.price desc, r.product_id asc`;
  return sql`r.create_date desc, r.product_id desc`;
}

interface CardRow {
  product_id: number;
  sku: string;
  metal_id: number;
  price: string | number;
  list_price: string | number;
  discount: number;
  name: string;
  sub_type: string;
  jewellery_type: string;
  has_attached_stone: boolean;
  has_centre_stone: boolean;
  metal: string;
  total: string | number;
}

/** The listing query itself, shared with the benchmark that runs it bare. */
export function listingQuery(request: ListingRequest): SQL {
  const { price, list } = priceColumns[request.currency];
  const where = sql.join(filterConditions(request), sql` and `);
  return sql`
    with representative as (
      select distinct on (v.product_id)
             v.product_id, v.sku, v.metal_id, ${price} as price, ${list} as list_price, v.discount, p.create_date,
             v.center_stone_shape_id is not null as has_centre_stone
        from product_variants v
        join products p on p.id = v.product_id
        join metals m on m.id = v.metal_id
       where ${where}
       order by v.product_id, m.position, ${price}, v.id
    ),
    ranked as (
      select r.*, count(*) over () as total
        from representative r
       order by ${orderOf(request.sort)}
       limit ${request.pageSize} offset ${(request.pageNo - 1) * request.pageSize}
    )
    select r.product_id, r.sku, r.metal_id, r.price, r.list_price, r.discount, r.total, r.has_centre_stone,
           p.name, st.name as sub_type, jt.name as jewellery_type, p.has_attached_stone, m.name as metal
      from ranked r
      join products p on p.id = r.product_id
      join jewellery_sub_types st on st.id = p.sub_type_id
      join jewellery_types jt on jt.id = st.jewellery_type_id
      join metals m on m.id = r.metal_id
     order by ${orderOf(request.sort)}`;
}

function countQuery(request: ListingRequest): SQL {
  const where = sql.join(filterConditions(request), sql` and `);
  return sql`select count(distinct v.product_id) as total
               from product_variants v join products p on p.id = v.product_id
              where ${where}`;
}

const colourCategory: Record<string, MediaCategoryName> = { white: 'White', yellow: 'Yellow', rose: 'Rose' };

/** The pictures of the metal's colour first: the card shows the piece in the metal it names. */
function picturesFor(metal: string, pictures: readonly ProductPicture[]): ProductPicture[] {
  const category = colourCategory[metalByName(metal)?.colour ?? 'white'];
  const matching = pictures.filter((p) => p.mediaCategory === category);
  return matching.length > 0 ? matching : [...pictures];
}

const metalOrder = new Map<string, number>(metalList.map((m, index) => [m.name, index]));

/** Each metal a product comes in, with the SKU of its cheapest variant (the card's swatches). */
async function listSwatches(db: Database, productIds: readonly number[]): Promise<Map<number, ProductCard['metals']>> {
  const result = new Map<number, ProductCard['metals']>();
  if (productIds.length === 0) return result;
  const rows = await queryRows<{ product_id: number; name: string; sku: string }>(
    db,
    sql`select distinct on (v.product_id, v.metal_id) v.product_id, m.name, v.sku
          from product_variants v join metals m on m.id = v.metal_id
         where v.is_active and v.product_id in (${sql.join(
           productIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by v.product_id, v.metal_id, v.price_inr, v.id`,
  );
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({ name: row.name, swatch: metalByName(row.name)?.swatch ?? '#d9d9d9', sku: row.sku });
    result.set(row.product_id, list);
  }
  for (const list of result.values()) {
    list.sort((a, b) => (metalOrder.get(a.name) ?? 99) - (metalOrder.get(b.name) ?? 99));
  }
  return result;
}

export async function listProductCards(db: Database, request: ListingRequest): Promise<ProductCardPage> {
  const rows = await queryRows<CardRow>(db, listingQuery(request));
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && request.pageNo > 1) {
    const [count] = await queryRows<{ total: string | number }>(db, countQuery(request));
    totalRecords = Number(count?.total ?? 0);
  }
  const ids = rows.map((row) => row.product_id);
  const [pictures, swatches] = await Promise.all([listProductMedia(db, ids), listSwatches(db, ids)]);
  const picture = (p: ProductPicture | undefined) => (p ? { url: p.url, width: p.width, height: p.height } : null);
  return {
    currency: request.currency,
    totalRecords,
    records: rows.map((row) => {
      const shown = picturesFor(row.metal, pictures.get(row.product_id) ?? []);
      return {
        id: row.product_id,
        name: row.name,
        jewelleryType: row.jewellery_type,
        jewellerySubType: row.sub_type,
        hasAttachedStone: row.has_attached_stone,
        isSetting: !row.has_attached_stone && row.has_centre_stone,
        sku: row.sku,
        metal: row.metal,
        price: fromMinor(Number(row.price)),
        listPrice: fromMinor(Number(row.list_price)),
        discount: fromBasisPoints(row.discount),
        currency: request.currency,
        image: picture(shown[0]),
        hoverImage: picture(shown[1]),
        metals: swatches.get(row.product_id) ?? [],
      };
    }),
  };
}

/** The canonical page of every listed product, for sitemap.xml: the variant listings show without a filter. */
export async function listCanonicalProductPages(db: Database): Promise<{ sku: string; updateDate: string }[]> {
  const rows = await queryRows<{ sku: string; update_date: Date | string }>(
    db,
    sql`select distinct on (v.product_id) v.sku, p.update_date
          from product_variants v
          join products p on p.id = v.product_id
          join metals m on m.id = v.metal_id
         where p.is_listed and v.is_active
         order by v.product_id, m.position, v.price_inr, v.id`,
  );
  return rows.map((row) => ({ sku: row.sku, updateDate: new Date(row.update_date).toISOString() }));
}
