import type { Currency } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { StoneCard } from '@facet/contracts/stones';
import { type Database, queryRows } from '@facet/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { cardOf, type SearchRow } from './stone-listing.service.ts';
import { stoneColumns, stoneJoins } from './stone-rows.ts';

/*
 * Similar stones: the stone page's "Similar stones" and a gone stone's alternatives (decision
 * 019), the available stones nearest to one stone, as cards priced in the shopper's currency.
 * Carats are stored in hundredths; cost in paise.
 */

const SIMILAR_COUNT = 8;

/** The stone that similar stones are near to: its shape, category, carat (hundredths) and cost (paise). */
interface NearTo {
  id: number;
  shapeId: number;
  categoryId: number;
  carat: number;
  cost: number;
}

/** Rows of available stones of the stone's shape and category (not the stone), with their first picture. */
function similarCandidates(stone: NearTo, condition: SQL, order: SQL, limit: number): SQL {
  return sql`select ${stoneColumns}, pic.key as image_key, pic.width as image_width, pic.height as image_height, 0 as total
          from stones s ${stoneJoins}
          left join lateral (select m.key, m.width, m.height
                               from stone_media sm join media m on m.id = sm.media_id
                              where sm.stone_id = s.id
                              order by sm.position, m.create_date limit 1) pic on true
         where s.state = 'available' and s.stone_shape_id = ${stone.shapeId}
           and s.stone_category_id = ${stone.categoryId} and s.id <> ${stone.id} and ${condition}
         order by ${order}
         limit ${limit}::int`;
}

/**
 * How far a stone is from another, the one definition of "nearest" for similar stones and a gone
 * stone's alternatives: the relative difference in carat plus the relative difference in price
 * (|carat − c| / c + |price − p| / p). A stone's price is its cost times factors every stone
 * shares (decision 009), so the relative difference in price is that in cost. Ties go to the
 * lower id.
 */
function distanceFrom(stone: NearTo): SQL {
  const carat = Math.max(stone.carat, 1);
  const cost = Math.max(stone.cost, 1);
  return sql`abs(s.carat - ${stone.carat}::int)::float8 / ${carat}::int
             + abs(s.cost - ${stone.cost}::bigint)::float8 / ${cost}::bigint, s.id`;
}

/**
 * Up to eight available stones like this one: same shape and category, nearest first
 * (`distanceFrom`). Those within half to twice the price come first, so the (shape, cost)
 * index bounds the work on a large inventory; when fewer than eight are there, the stones
 * nearest in price outside that band (eight cheaper, eight dearer: two index walks) fill the
 * list, nearest first, so a stone of an unusual size or price still has alternatives.
 */
export async function listSimilarStones(
  db: Database,
  stone: NearTo,
  rates: StoredPricingParameters,
  currency: Currency,
): Promise<StoneCard[]> {
  const low = Math.floor(stone.cost / 2);
  const high = stone.cost * 2;
  const near = await queryRows<SearchRow>(
    db,
    similarCandidates(
      stone,
      sql`s.cost between ${low}::bigint and ${high}::bigint`,
      distanceFrom(stone),
      SIMILAR_COUNT,
    ),
  );
  let rows = near;
  if (near.length < SIMILAR_COUNT) {
    const outside = await queryRows<SearchRow>(
      db,
      sql`select * from (
            (${similarCandidates(stone, sql`s.cost < ${low}::bigint`, sql`s.cost desc, s.id`, SIMILAR_COUNT)})
            union all
            (${similarCandidates(stone, sql`s.cost > ${high}::bigint`, sql`s.cost asc, s.id`, SIMILAR_COUNT)})
          ) s
          order by ${distanceFrom(stone)}
          limit ${SIMILAR_COUNT - near.length}::int`,
    );
    rows = [...near, ...outside];
  }
  return rows.map((row) => cardOf(row, rates, currency));
}
