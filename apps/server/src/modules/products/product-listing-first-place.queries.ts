import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { variantCards } from '@facet/db/schema/variant-cards';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  type ListingRequest,
  type ListingValues,
  orderOf,
  UNREACHED,
} from './product-listing-conditions.queries.ts';

/*
 * A budget floor alone in price order, no metal asked for (issue 29, decision 037). The cheap
 * metals come last in the shop's order, so in price ascending their rows come first in a merge of
 * every metal's walk, and nearly all of them are hidden by their product's first card: a page of
 * "$500 and over" met 9,416 rows to show 36, the twentieth page of 60 13,754 for 1,200. In price
 * descending every metal's walk passes the dear variants of the products whose cheapest is shown
 * (each walk skipped about 10,000 index entries for a page of "$100 and over"), so walking one
 * place rather than five reads a fifth as many. A product shows a row of its first place
 * (`variant_cards.first_place`: the place of its first card) exactly when its first card has a
 * variant at or above the floor, and then nothing of a later place. So the first place's
 * rows are walked alone, in one index in price order (none of them is hidden while no two metals
 * share a place), and the later places' rows are read only for the products whose first card is
 * below the floor — by product, a few rows each — and tested in full. Those products are read once
 * per statement off the first cards' maxima (their own partial index: a low floor has few below it).
 *
 * Reading by product costs about 5 µs a product (21–32 ms for a floor above 5,048 of 5,059 first
 * cards), where a high floor has few rows above it to merge: beyond `FEW_OUTSIDE` products the
 * merge of every metal's walk answers as before, a row of a later place dropped by a hashed look-up
 * into the first cards at or above the floor. Both pages are in the statement, each gated by the
 * count (a one-time filter), and only one is run.
 */

/** The first place's rows (`t`), the rows merged (`u`), the first cards (`f`), the shop's metals (`mm`). */
const t = alias(variantCards, 't');
const u = alias(variantCards, 'u');
const f = alias(productCards, 'f');
const mm = alias(metals, 'mm');

/** Another card of the same product (`g`). */
const g = alias(productCards, 'g');

/** The most products with their first card below the floor whose other rows are read by product. */
const FEW_OUTSIDE = 500;

const FIRST_OUTSIDE = sql.identifier('first_outside');
const FIRST_INSIDE = sql.identifier('first_inside');
const PRODUCT_ID = sql.identifier('product_id');
const POSITION = sql.identifier('metal_position');

/** What the floors' statement gives the first place's page. */
export interface FirstPlaceFloor {
  /** The floor, placed, in the currency's minor units. */
  value: SQL;
  /** The card's most in the currency (its metal's dearest variant). */
  max: 'maxPriceInr' | 'maxPriceUsd';
  /** A variant row (`t`) inside the floor and the one its product shows in its metal, from the walk's index. */
  conditions: SQL[];
  /** The full test of a merged row (`u`): no other metal of its product shows before it. */
  notHidden: SQL;
  /** The merge of every metal's walk, each merged row (`u`) kept when the test given holds. */
  merged: (shown: SQL) => SQL;
}

/**
 * The page (`product_id`, `variant_id` and the sorted price): the first place's walk and the other
 * rows of the products whose first card is below the floor, merged in price order (`first_place`
 * says which), the first place's rows shown without the full test unless two metals share a place.
 * The products' rows are read by a lateral look, fenced by `offset 0`, that the planner keeps a
 * look by the table's key rather than a join over every variant; each side is ordered and limited
 * as the metals' walks are, so that the two are merged and the walk stops at the page's end.
 */
export function firstPlacePage(
  shape: { sort: ListingRequest['sort']; currency: ListingRequest['currency'] },
  values: ListingValues,
  floor: FirstPlaceFloor,
): SQL {
  const { sort, currency } = shape;
  const sorted = currency === 'INR' ? 'priceInr' : 'priceUsd';
  // What the test above the merge reads of each row, and the order: the first place's index carries them.
  const columns = [...new Set(['productId', 'variantId', 'metalId', 'priceInr', sorted, 'metalPosition'] as const)];
  const read = (place: 'true' | 'false') =>
    sql`${sql.join(
      columns.map((column) => t[column]),
      sql`, `,
    )}, ${sql.raw(place)} as ${sql.identifier('first_place')}`;
  const conditions = and(floor.conditions);
  const firstPlaceRows = sql`select ${read('true')} from ${variantCards} ${t}
                              where ${t.firstPlace} and ${conditions}
                              order by ${orderOf(sort, currency, t)} limit ${UNREACHED}`;
  const o = sql.identifier('o');
  const laterRows = sql`select ${u}.* from ${FIRST_OUTSIDE} ${o}
                          cross join lateral (select ${read('false')} from ${variantCards} ${t}
                                               where ${t.productId} = ${o}.${PRODUCT_ID}
                                                 and not ${t.firstPlace} and ${conditions} offset 0) ${u}
                         order by ${orderOf(sort, currency, u)} limit ${UNREACHED}`;
  // How many products' first card is below the floor, counted no further than the gates need.
  const outside = sql`(select count(*) from (select from ${FIRST_OUTSIDE} limit ${FEW_OUTSIDE + 1}) ${sql.identifier('x')})`;
  const unshared = placesUnshared();
  return sql`with ${FIRST_OUTSIDE} as materialized (${firstCards(floor, '<')}),
                  ${FIRST_INSIDE} as materialized (${firstCards(floor, '>=')})
             (select ${u.productId}, ${u.variantId}, ${u[sorted]}
                from (select * from ((${firstPlaceRows}) union all (${laterRows})) ${u}
                       order by ${orderOf(sort, currency, u)} offset 0) ${u}
               where ${outside} <= ${FEW_OUTSIDE} and ((${u.firstPlace} and ${unshared}) or ${floor.notHidden})
               limit ${values.limit} offset ${values.offset})
             union all
             (${floor.merged(sql`${outside} > ${FEW_OUTSIDE} and ${shownByFirstCards(floor.notHidden, unshared)}`)})`;
}

/** No two metals share a place in the shop's order (a one-time test of the statement). */
export function placesUnshared(): SQL {
  return sql`(select count(distinct ${mm.position}) = count(*) from ${metals} ${mm})`;
}

/**
 * The products with a variant at or above the floor, one row each (the count under a budget floor
 * alone with no metal, in every order): those whose first card is at or above it, off the first
 * cards' maxima's index, and those whose first card is below it but another card is not, each
 * looked at by the table's key (the look fenced by `offset 0`: unfenced, the planner hashed every
 * card for it). Beyond `FEW_OUTSIDE` of the latter, the `distinct` product of every card at or
 * above the floor (`everyCard`, its rows `product_id`: the count as before) is read instead.
 * Every branch takes the product's own conditions (`conditionsOf`, on the card read).
 */
export function firstCardsCounted(
  floor: Pick<FirstPlaceFloor, 'value' | 'max'>,
  conditionsOf: (cards: typeof f) => SQL[],
  everyCard: SQL,
): SQL {
  const x = sql.identifier('x');
  const few = sql`(select count(*) from (select from ${productCards} ${f}
                   where ${f.isFirstMetal} and ${f[floor.max]} < ${floor.value} limit ${FEW_OUTSIDE + 1}) ${x}) <= ${FEW_OUTSIDE}`;
  const firstCard = and([few, sql`${f.isFirstMetal}`, ...conditionsOf(f)]);
  return sql`(select ${f.productId} from ${productCards} ${f} where ${firstCard} and ${f[floor.max]} >= ${floor.value})
             union all
             (select ${f.productId} from ${productCards} ${f}
               where ${firstCard} and ${f[floor.max]} < ${floor.value}
                 and exists (select 1 from ${productCards} ${g}
                              where ${g.productId} = ${f.productId} and ${g[floor.max]} >= ${floor.value} offset 0))
             union all
             (select * from (${everyCard}) ${x} where not ${few})`;
}

/** The products' first cards below the floor, or at or above it (`product_id`, `metal_position`), off their maxima's index. */
function firstCards(floor: FirstPlaceFloor, test: '<' | '>='): SQL {
  return sql`select ${f.productId}, ${f.metalPosition} from ${productCards} ${f}
              where ${f.isFirstMetal} and ${f[floor.max]} ${sql.raw(test)} ${floor.value}`;
}

/**
 * Whether a row of the merge of every metal's walk shows, by its product's first card before the
 * full test (`notHidden`). A row of the first card's place shows: nothing comes before it, unless
 * metals share a place. A row of a later place is hidden when the first card has a variant at or
 * above the floor; otherwise the full test decides. The look-ups are plain `in`s (one hash table
 * each), and the `or`s are tried in their order, so the first card's rows skip the full test.
 */
function shownByFirstCards(notHidden: SQL, placesUnshared: SQL): SQL {
  const ofFirstCard = sql`(${u.productId}, ${u.metalPosition}) in (select ${PRODUCT_ID}, ${POSITION} from ${FIRST_INSIDE})`;
  const firstOutside = sql`${u.productId} not in (select ${PRODUCT_ID} from ${FIRST_INSIDE})`;
  return sql`((${ofFirstCard} and (${placesUnshared} or ${notHidden})) or (${firstOutside} and ${notHidden}))`;
}
