import { metals as shopMetals } from '@facet/contracts/lookups';
import type { ProductFilters } from '@facet/contracts/product-filters';
import { metals } from '@facet/db/schema/metals';
import { productCards } from '@facet/db/schema/product-cards';
import { products, productVariants } from '@facet/db/schema/products';
import { variantCards } from '@facet/db/schema/variant-cards';
import { type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  and,
  idNamed,
  type ListingRequest,
  type ListingValues,
  metalCondition,
  orderOf,
  productConditions,
  sortColumn,
  UNREACHED,
} from './product-listing-conditions.queries.ts';
import { keptBandCounted, keptBandPage } from './product-listing-bands.queries.ts';
import { firstCardsCounted, firstPlacePage, placesUnshared } from './product-listing-first-place.queries.ts';

/*
 * The listing under a carat or budget floor, when it is the only filter among one metal's
 * variants (decision 037). A product shows its metal's cheapest variant at or above the floor;
 * `variant_cards` keeps, for every variant, the most those of its metal before it (cheapest
 * first) weigh and cost, so a variant is the one shown exactly when it is at or above the floor
 * and that most is below it: a walk of the metal's variants in the listing's order keeps one row
 * per product without comparing them. The count reads the cards' maxima, one row per product.
 * A band (the floor with its own ceiling, as the storefront's price and carat bands ask) walks
 * the same way, keeping the rows inside it that have no cheaper variant of their metal inside it.
 */

/**
 * The variants' cards walked (`t`), the page of them (`k`), the cards of other metals (`e`, the
 * first ones `f`) and their variants (`w`), the cards counted (`c`).
 */
const t = alias(variantCards, 't');
const k = alias(variantCards, 'k');
const e = alias(productCards, 'e');
const w = alias(variantCards, 'w');
const w2 = alias(variantCards, 'w2');
const c = alias(productCards, 'c');
const v = alias(productVariants, 'v');
const kp = alias(products, 'kp');
const mm = alias(metals, 'mm');
const u = alias(variantCards, 'u');

/** The cards a floor's maxima are read from. */
type Cards = typeof e | typeof c;

/** Which floor is asked: a carat floor, or a budget floor. */
export type FloorKind = 'carat' | 'budget';

/** What decides the floor statement's text besides which values are present. */
export interface FloorShape {
  floor: FloorKind;
  sort: ListingRequest['sort'];
  currency: ListingRequest['currency'];
  /** A band the listing keeps cards for, with no metal asked for (keptBandOf): read from `band_cards`. */
  kept: boolean;
}

/** Where the floor is read. */
interface Floor {
  /** The floor (a placed value), in the column's units (hundredths of a carat, or minor units of the currency). */
  value: SQL;
  /** The band's ceiling (a placed value, in the same units), when a ceiling is asked with the floor. */
  ceiling?: SQL;
  /** The variant's figure, and the most of those of its metal before it. */
  of: (cards: typeof t | typeof w | typeof w2) => { figure: AnyPgColumn; before: AnyPgColumn };
  /** The card's most: its metal's variants' greatest figure. */
  max: (cards: Cards) => AnyPgColumn;
}

/**
 * The floor asked, when it is the only filter among one metal's variants, with or without its own
 * ceiling (a band: "0.75–1.49 ct", "₹50,000–₹1,00,000"), or a carat ceiling alone, read as the band
 * from nothing. A budget ceiling alone is the cards' (answeredByCards: the card's own price), but
 * for one the storefront offers (keptBandOf).
 */
export function floorKindOf(filters: ProductFilters): FloorKind | undefined {
  const f = filters;
  if (f.style !== undefined || f.stoneShape !== undefined) return undefined;
  // A carat ceiling alone ("Under 0.50 ct") is the band from nothing up to it.
  const carat = f.minCarat !== undefined || f.maxCarat !== undefined;
  const budget = f.minBudget !== undefined || f.maxBudget !== undefined;
  if (carat && !budget) return 'carat';
  if (f.minBudget !== undefined && f.minCarat === undefined && f.maxCarat === undefined) return 'budget';
  return undefined;
}

/** The floor of a shape, its value placed from the values (hundredths of a carat, or minor units). */
function floorOf(shape: FloorShape, values: ListingValues): Floor {
  if (shape.floor === 'carat') {
    return {
      // No floor with a ceiling: the band from nothing up to it (weights are never negative).
      value: values.minCarat === undefined ? sql`0` : sql`${values.minCarat}`,
      ...(values.maxCarat !== undefined ? { ceiling: sql`${values.maxCarat}` } : {}),
      of: (cards) => ({ figure: cards.carat, before: cards.caratBefore }),
      max: (cards) => cards.maxCarat,
    };
  }
  const inr = shape.currency === 'INR';
  return {
    value: sql`${values.minPrice}`,
    ...(values.maxPrice !== undefined ? { ceiling: sql`${values.maxPrice}` } : {}),
    of: (cards) =>
      inr
        ? { figure: cards.priceInr, before: cards.priceInrBefore }
        : { figure: cards.priceUsd, before: cards.priceUsdBefore },
    max: (cards) => (inr ? cards.maxPriceInr : cards.maxPriceUsd),
  };
}

/** A variant's figure inside the floor, and the band's ceiling when there is one. */
function inside(floor: Floor, cards: typeof t): SQL {
  const { figure } = floor.of(cards);
  return floor.ceiling === undefined
    ? sql`${figure} >= ${floor.value}`
    : sql`${figure} >= ${floor.value} and ${figure} <= ${floor.ceiling}`;
}

/**
 * The same test for the variants looked up by their product and metal (a few rows, by the table's
 * key), written so that no index on the figure can serve it: given a range of figures to read,
 * the planner walked the whole band of the metal's price (or carat) index for every row it looked
 * back from (0.1 ms each, 0.5 s for a page of price-descending dollar bands).
 */
function insideByKey(floor: Floor, cards: typeof w | typeof w2): SQL {
  const { figure } = floor.of(cards);
  const above = sql`${figure} - ${floor.value}::bigint`;
  return floor.ceiling === undefined
    ? sql`${above} >= 0`
    : sql`${above} between 0 and ${floor.ceiling}::bigint - ${floor.value}::bigint`;
}

/**
 * Whether a variant inside the floor (or band) is the one its product shows in its metal: none
 * of the metal's variants before it (cheaper, by the INR price then id) is inside. Under a floor
 * alone the most of those before it says so. In a band it says so too when it is below the
 * floor, or when it is at or above the floor but no more than the row's own figure (the variant
 * with that most lies between the floor and this row, so inside the band: the row is not shown)
 * — always so for an INR budget band, nearly always for a carat band, where the heavier
 * variants cost more. Only when a cheaper variant outweighs (or, in dollars, outprices) the row
 * are the variants before it looked at (a few rows, by the table's key).
 */
function shownInItsMetal(floor: Floor): SQL {
  const { figure, before } = floor.of(t);
  const belowFloor = sql`(${before} is null or ${before} < ${floor.value})`;
  if (floor.ceiling === undefined) return belowFloor;
  return sql`(${belowFloor} or (${before} > ${figure} and not exists (
    select 1 from ${variantCards} ${w}
     where ${w.productId} = ${t.productId} and ${w.metalId} = ${t.metalId}
       and (${w.priceInr}, ${w.variantId}) < (${t.priceInr}, ${t.variantId}) and ${insideByKey(floor, w)})))`;
}

/**
 * With no metal asked for, under a carat floor or band: a row whose weight a variant of an earlier
 * metal (of its product) has too is never shown, the earlier one being inside as well. Left out
 * by a condition the partial indexes share, the walks read only the rows that can show (nearly
 * all of the first metal's, few of the others'); the rest are still tested in full.
 */
function notSeenEarlier(shape: FloorShape, values: ListingValues): SQL[] {
  return shape.floor === 'carat' && values.metal === undefined ? [sql`not ${t.caratSeenEarlier}`] : [];
}

/** Whether `variant_cards` answers: a carat or a budget floor is the only filter among one metal's variants. */
export function answeredByVariantCards(filters: ProductFilters): boolean {
  return floorKindOf(filters) !== undefined;
}

/**
 * The page under a floor, its rows named as the cards' (`product_id`, `metal_id`, `sku`, prices,
 * `discount`, `has_centre_stone`, `center_stone_shape_id`, `create_date`).
 */
export function floorPage(shape: FloorShape, values: ListingValues): SQL {
  const { sort, currency } = shape;
  const floor = floorOf(shape, values);
  const conditions = [
    ...notSeenEarlier(shape, values),
    ...productConditions(values, t),
    inside(floor, t),
    shownInItsMetal(floor),
  ];
  // What the walk reads besides its conditions: with a price order, the index alone.
  const walked = sql`${t.productId}, ${t.variantId}, ${sortColumn(sort, currency, t)}`;
  let page: SQL;
  if (shape.kept) {
    page = keptBandPage(shape, values);
  } else if (values.metal !== undefined) {
    page = sql`select ${walked} from ${variantCards} ${t}
                where ${and([...metalCondition(values, t), ...conditions])}
                order by ${orderOf(sort, currency, t)} limit ${values.limit} offset ${values.offset}`;
  } else {
    page = firstMetalsPage(shape, values, floor, conditions);
  }
  return sql`
    select ${v.productId}, ${v.metalId}, ${v.sku}, ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.listPriceUsd},
           ${v.discount}, ${v.centerStoneShapeId} is not null as has_centre_stone, ${v.centerStoneShapeId}, ${kp.createDate}
      from (${page}) ${k}
      join ${productVariants} ${v} on ${v.id} = ${k.variantId}
      join ${products} ${kp} on ${kp.id} = ${v.productId}`;
}

const BAND_FIRST = sql.identifier('band_first');
const PRODUCT_ID = sql.identifier('product_id');
const POSITION = sql.identifier('metal_position');

/**
 * A budget band in price ascending with no metal asked for reads, before its page, which place
 * each product shows (`band_first`, `floorBefore`). The cheap metals come last in the shop's order, so in price
 * ascending their rows inside the band come first in the merge, and nearly all are hidden by an
 * earlier metal: a page of "$500–$999" merged 7,074 rows to show 36, each tested by a look at its
 * product's variants (27–37 ms a page). A band's count reads every metal's band anyway.
 */
function readsBandFirst(shape: FloorShape, values: ListingValues): boolean {
  return (
    !shape.kept &&
    shape.floor === 'budget' &&
    shape.sort === 'price-asc' &&
    values.maxPrice !== undefined &&
    values.metal === undefined
  );
}

/**
 * What the floor statement reads before its page: for `readsBandFirst`, each product's first place
 * with a variant inside the band (`band_first`: `product_id`, `metal_position`), grouped from each
 * metal's rows inside it off the metal's price index. The count counts its rows, and the page's
 * merge keeps a row when it is of its product's place there: a hashed look-up, not a look at the
 * product's variants.
 */
export function floorBefore(shape: FloorShape, values: ListingValues): SQL {
  if (!readsBandFirst(shape, values)) return sql``;
  const floor = floorOf(shape, values);
  const conditions = [...productConditions(values, t), inside(floor, t)];
  return sql`${BAND_FIRST} as materialized (
    select ${u.productId} as ${PRODUCT_ID}, min(${u.metalPosition}) as ${POSITION}
      from ((${sql.join(metalWalks([t.productId], conditions), sql`) union all (`)})) ${u}
     group by ${u.productId}),`;
}

/** What the floor statement counts: the products of `band_first` when it is read before the page, else `floorCounted`'s. */
export function floorCountedIn(shape: FloorShape, values: ListingValues): SQL {
  if (shape.kept) return sql`(${keptBandCounted(shape, values)}) counted`;
  return readsBandFirst(shape, values) ? sql`${BAND_FIRST}` : sql`(${floorCounted(shape, values)}) counted`;
}

/**
 * With no metal asked for, the page: the product's first metal (in the shop's order) with a
 * variant at or above the floor (inside the band) shows; metals sharing a place show the cheaper
 * variant. Each metal's rows that show in their own metal (`conditions`: inside, no cheaper
 * variant of the metal inside, read from its index alone) are merged in the listing's order — a
 * Merge Append of one index walk per metal — and only then is each tested against the product's
 * earlier metals, above the merge. A product has one such row per metal at most and exactly one
 * shows, so the merge reads about (offset + limit) × the product's metals inside the band, rather
 * than each later metal's walk reading its whole band to find the few rows no earlier metal hides.
 * The page is the merge's first rows that pass, in the merge's order, and two fences keep it so:
 * the merge's `offset 0` keeps the test from being pushed back into the walks, and the test's
 * keeps the planner from turning it into an anti join (which re-sorted the merge by product). No
 * order is asked above the merge: that would have it planned for the whole band, sorted. The
 * statement around the page orders its rows. In price order, a budget floor alone walks each
 * product's first place apart instead (product-listing-first-place.queries.ts), and in price
 * ascending a budget band tests the merged rows against the places read before the page
 * (`floorBefore`).
 */
function firstMetalsPage(shape: FloorShape, values: ListingValues, floor: Floor, conditions: SQL[]): SQL {
  const notHidden = sql`not exists (${earlierMetalShows(floor)} offset 0)`;
  if (readsBandFirst(shape, values)) {
    // Where two metals share a place, `band_first` cannot tell them apart: the full test decides.
    const ofFirstPlace = sql`(${u.productId}, ${u.metalPosition}) in (select ${PRODUCT_ID}, ${POSITION} from ${BAND_FIRST})`;
    const shown = sql`((${placesUnshared()} and ${ofFirstPlace}) or (not ${placesUnshared()} and ${notHidden}))`;
    return mergedPage(shape, values, conditions, shown);
  }
  const priceOrder = shape.sort === 'price-asc' || shape.sort === 'price-desc';
  if (priceOrder && shape.floor === 'budget' && floor.ceiling === undefined) {
    const merged = (shown: SQL) => mergedPage(shape, values, conditions, shown);
    const max = shape.currency === 'INR' ? 'maxPriceInr' : 'maxPriceUsd';
    return firstPlacePage(shape, values, { value: floor.value, max, conditions, notHidden, merged });
  }
  return mergedPage(shape, values, conditions, notHidden);
}

/** The merge of every metal's walk, each row kept when `shown` (a test of the merged row, `u`). */
function mergedPage(shape: FloorShape, values: ListingValues, conditions: SQL[], shown: SQL): SQL {
  const { sort, currency } = shape;
  const sorted: keyof typeof u.$inferSelect =
    sort === 'newest' ? 'createDate' : currency === 'INR' ? 'priceInr' : 'priceUsd';
  // What the test above the merge reads of each row, and the order: each metal's index carries them.
  const merged = [...new Set(['productId', 'variantId', 'metalId', 'priceInr', sorted] as const)];
  const walks = metalWalks(
    merged.map((column) => t[column]),
    conditions,
    sql`order by ${orderOf(sort, currency, t)} limit ${UNREACHED}`,
  );
  return sql`select ${u.productId}, ${u.variantId}, ${u[sorted]}
               from (select * from ((${sql.join(walks, sql`) union all (`)})) ${u}
                      order by ${orderOf(sort, currency, u)} offset 0) ${u}
              where ${shown}
              limit ${values.limit} offset ${values.offset}`;
}

/**
 * One walk of `variant_cards` per metal of the shop (the contract's metals, which the reference
 * data seeds and no route adds to), each giving `columns` and its metal's place in the shop's
 * order (`metal_position`, read once per walk from `metals`, not from the table beside the index).
 */
function metalWalks(columns: AnyPgColumn[], conditions: SQL[], tail: SQL = sql``): SQL[] {
  return shopMetals.map(
    (metal) =>
      sql`select ${sql.join(columns, sql`, `)},
                 (select ${mm.position} from ${metals} ${mm} where ${mm.name} = ${metal.name}) as ${sql.identifier('metal_position')}
            from ${variantCards} ${t} where ${t.metalId} = ${idNamed(metals, metal.name)} and ${and(conditions)} ${tail}`,
  );
}

/**
 * Another metal of the merged row's (`u`) product shows before it: an earlier metal with a variant
 * at or above the floor (inside the band), or a metal sharing its place with a cheaper one. Under
 * a floor alone the cards' maxima say which metals have one; in a band the product's variants are
 * looked at, all metals in one look by the table's key (product first).
 */
function earlierMetalShows(floor: Floor): SQL {
  const before = (cards: typeof e | typeof w) =>
    sql`(${cards.metalPosition} < ${u.metalPosition}
         or (${cards.metalPosition} = ${u.metalPosition} and ${cards.metalId} <> ${u.metalId}
             and exists (select 1 from ${variantCards} ${w2}
                          where ${w2.productId} = ${cards.productId} and ${w2.metalId} = ${cards.metalId}
                            and ${insideByKey(floor, w2)}
                            and (${w2.priceInr}, ${w2.variantId}) < (${u.priceInr}, ${u.variantId}))))`;
  if (floor.ceiling === undefined) {
    return sql`select 1 from ${productCards} ${e}
                where ${e.productId} = ${u.productId} and ${floor.max(e)} >= ${floor.value} and ${before(e)}`;
  }
  return sql`select 1 from ${variantCards} ${w}
              where ${w.productId} = ${u.productId} and ${insideByKey(floor, w)} and ${before(w)}`;
}

/** The products that have a variant at or above the floor, or inside the band (of the metal asked for), one row each. */
export function floorCounted(shape: FloorShape, values: ListingValues): SQL {
  if (shape.kept) return keptBandCounted(shape, values);
  const floor = floorOf(shape, values);
  const seenEarlier = notSeenEarlier(shape, values);
  if (floor.ceiling !== undefined || seenEarlier.length > 0) {
    // A band: one maximum cannot say whether a variant lies inside it, so the variants inside it
    // are read (by the metal's price index for a budget band, its carat index for a carat band),
    // and of those only the one each product shows in its metal is kept, by the page's own test:
    // one row per product and metal, no comparison of a product's variants. A carat floor with no
    // metal asked for is counted so too: the product's first metal with a variant at or above it
    // has one no earlier metal weighs, and the rows of those alone are few beside every card's.
    const conditions = [
      ...seenEarlier,
      ...productConditions(values, t),
      ...metalCondition(values, t),
      inside(floor, t),
      shownInItsMetal(floor),
    ];
    if (values.metal !== undefined) return sql`select 1 from ${variantCards} ${t} where ${and(conditions)}`;
    // With no metal asked for, each metal's band is read on its own index, not the whole index
    // for the band's range of each metal in turn, and each product counted once.
    return sql`select distinct ${u.productId} from ((${sql.join(metalWalks([t.productId], conditions), sql`) union all (`)})) ${u}`;
  }
  const conditions = [
    ...productConditions(values, c),
    ...metalCondition(values, c),
    sql`${floor.max(c)} >= ${floor.value}`,
  ];
  // One card per product and metal: with no metal asked for, the product is counted once — from
  // its first card's maxima when few first cards are below a budget floor (issue 29).
  if (values.metal !== undefined) return sql`select 1 from ${productCards} ${c} where ${and(conditions)}`;
  const everyCard = sql`select distinct ${c.productId} from ${productCards} ${c} where ${and(conditions)}`;
  if (shape.floor !== 'budget') return everyCard;
  const max = shape.currency === 'INR' ? 'maxPriceInr' : 'maxPriceUsd';
  return firstCardsCounted({ value: floor.value, max }, (cards) => productConditions(values, cards), everyCard);
}
