import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

/*
 * The tables the database keeps for the storefront listing (product_cards, variant_cards,
 * band_cards: decisions 008, 037 and 048), each as stored and as recomputed from scratch from the
 * variants, for the tests that hold them to what they stand for after every kind of change.
 */

/** What the table must hold, recomputed from scratch. */
export async function expectedCards(db: Database) {
  return queryRows(
    db,
    sql`select product_id, metal_id, sku, price_inr, price_usd, list_price_inr, discount, is_first_metal,
               sub_type_id, gender_id, has_attached_stone, center_stone_shape_id, ${maxima}
          from (select c.*, row_number() over (partition by c.product_id
                                                order by c.metal_position, c.price_inr, c.variant_id) = 1 as is_first_metal
                  from (select distinct on (v.product_id, v.metal_id) v.product_id, v.metal_id, m.position as metal_position,
                               v.id as variant_id, v.sku, v.price_inr, v.price_usd, v.list_price_inr, v.discount,
                               p.sub_type_id, p.gender_id, p.has_attached_stone, v.center_stone_shape_id
                          from product_variants v join products p on p.id = v.product_id join metals m on m.id = v.metal_id
                         where v.is_active and p.is_listed
                         order by v.product_id, v.metal_id, v.price_inr, v.id) c) x
          join lateral (select max(coalesce(a.center_stone_carat, a.total_carat)) as max_carat,
                               max(a.price_inr) as max_price_inr, max(a.price_usd) as max_price_usd
                          from product_variants a
                         where a.product_id = x.product_id and a.metal_id = x.metal_id and a.is_active) mx on true
         order by product_id, metal_id`,
  );
}

export async function storedCards(db: Database) {
  return queryRows(
    db,
    sql`select product_id, metal_id, sku, price_inr, price_usd, list_price_inr, discount, is_first_metal,
               sub_type_id, gender_id, has_attached_stone, center_stone_shape_id, ${maxima}
          from product_cards order by product_id, metal_id`,
  );
}

const maxima = sql.raw('max_carat, max_price_inr, max_price_usd');

/**
 * What `variant_cards` must hold, recomputed from scratch: "before" is every cheaper variant of the
 * product's metal; "seen earlier", a variant of a metal placed earlier weighing the same.
 */
export async function expectedVariantCards(db: Database) {
  return queryRows(
    db,
    sql`select v.product_id, v.metal_id, v.id as variant_id, m.position as metal_position, v.price_inr, v.price_usd,
               coalesce(v.center_stone_carat, v.total_carat) as carat,
               b.carat_before, b.price_inr_before, b.price_usd_before,
               p.sub_type_id, st.jewellery_type_id, p.gender_id, p.stone_category_id, p.stone_color, p.stone_clarity,
               p.stone_cut, p.has_attached_stone, p.create_date,
               exists (select 1 from product_variants a join metals am on am.id = a.metal_id
                        where a.product_id = v.product_id and a.is_active and am.position < m.position
                          and coalesce(a.center_stone_carat, a.total_carat) = coalesce(v.center_stone_carat, v.total_carat))
                 as carat_seen_earlier
          from product_variants v join products p on p.id = v.product_id join metals m on m.id = v.metal_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join lateral (select max(coalesce(a.center_stone_carat, a.total_carat)) as carat_before,
                               max(a.price_inr) as price_inr_before, max(a.price_usd) as price_usd_before
                          from product_variants a
                         where a.product_id = v.product_id and a.metal_id = v.metal_id and a.is_active
                           and (a.price_inr, a.id) < (v.price_inr, v.id)) b on true
         where v.is_active and p.is_listed
         order by v.product_id, v.metal_id, v.id`,
  );
}

export async function storedVariantCards(db: Database) {
  return queryRows(
    db,
    sql`select product_id, metal_id, variant_id, metal_position, price_inr, price_usd, carat,
               carat_before, price_inr_before, price_usd_before,
               sub_type_id, jewellery_type_id, gender_id, stone_category_id, stone_color, stone_clarity,
               stone_cut, has_attached_stone, create_date, carat_seen_earlier
          from variant_cards order by product_id, metal_id, variant_id`,
  );
}

/** Both tables the database keeps equal their recomputation. */
export async function expectKeptTablesExact(db: Database) {
  expect(await storedCards(db)).toEqual(await expectedCards(db));
  expect(await storedVariantCards(db)).toEqual(await expectedVariantCards(db));
  expect(await storedBandCards(db)).toEqual(await expectedBandCards(db));
}

/**
 * What `band_cards` must hold: for every kept band and listed product, the first of its active
 * variants inside the band in the order its metals are placed, then the INR price, then id.
 */
export async function expectedBandCards(db: Database) {
  return queryRows(
    db,
    sql`select distinct on (b.id, v.product_id) b.id as band_id, v.product_id, v.metal_id, v.id as variant_id,
               v.price_inr, v.price_usd, p.sub_type_id, st.jewellery_type_id, p.gender_id, p.stone_category_id,
               p.stone_color, p.stone_clarity, p.stone_cut, p.has_attached_stone, p.create_date
          from product_variants v join products p on p.id = v.product_id join metals m on m.id = v.metal_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join listing_bands b
            on (case b.kind when 'carat' then coalesce(v.center_stone_carat, v.total_carat)
                            when 'INR' then v.price_inr else v.price_usd end) between b.low and b.high
         where v.is_active and p.is_listed
         order by b.id, v.product_id, m.position, v.price_inr, v.id`,
  );
}

export async function storedBandCards(db: Database) {
  return queryRows(
    db,
    sql`select band_id, product_id, metal_id, variant_id, price_inr, price_usd, sub_type_id, jewellery_type_id,
               gender_id, stone_category_id, stone_color, stone_clarity, stone_cut, has_attached_stone, create_date
          from band_cards order by band_id, product_id`,
  );
}
