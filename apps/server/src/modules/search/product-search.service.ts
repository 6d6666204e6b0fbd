import { metalByName } from '@facet/contracts/lookups';
import { type Currency, fromMinor } from '@facet/contracts/money';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import type { ProductAttributes } from '@facet/contracts/product-variants';
import type { ProductSearchRecord } from '@facet/contracts/search';
import type { SearchVariantKey } from '@facet/contracts/search-terms';
import { type Database, queryRows, queryRowsPrepared } from '@facet/db/client';
import { intArray } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';
import { type KeptInStep, keptInStep } from '../../lib/kept-in-step.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { type ProductSearchEntry, ProductSearchIndex } from './product-search-index.ts';
import { syncVocabulary } from './search-vocabulary.service.ts';
import { listVocabulary, productFactWords, stoneVocabulary, wordsOf } from './search-words.ts';

/*
 * The global search's products: the index of every listed product's words (product-search-
 * index.ts), kept in step with the catalogue (the reference cache's 'catalogue' group), and
 * the records of the products a page shows, read from the database (listed ones only).
 */

const LOAD_CHUNK = 20_000;

interface EntryRow {
  id: number;
  name: string;
  sub_type: string;
  gender: string | null;
  stone_category: string | null;
  stone_color: string | null;
  stone_clarity: string | null;
  stone_cut: string | null;
  attributes: ProductAttributes;
  metals: string[];
  created: string | number;
}

/** Every listed product (one with a storefront card) as index entries, read in chunks of ids. */
export async function loadProductSearchEntries(db: Database): Promise<ProductSearchEntry[]> {
  const entries: ProductSearchEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await queryRows<EntryRow>(
      db,
      sql`select p.id, p.name, st.name as sub_type, g.name as gender, sc.name as stone_category,
                 p.stone_color, p.stone_clarity, p.stone_cut, p.attributes,
                 array_agg(m.name order by c.metal_position) as metals,
                 extract(epoch from p.create_date) * 1000 as created
            from products p
            join product_cards c on c.product_id = p.id
            join metals m on m.id = c.metal_id
            join jewellery_sub_types st on st.id = p.sub_type_id
            left join genders g on g.id = p.gender_id
            left join stone_categories sc on sc.id = p.stone_category_id
           where p.is_listed and p.id > ${after}
           group by p.id, st.name, g.name, sc.name
           order by p.id
           limit ${LOAD_CHUNK}`,
    );
    for (const row of rows) {
      const attributes = row.attributes;
      entries.push({
        id: row.id,
        created: Number(row.created),
        nameWords: wordsOf(row.name),
        factWords: productFactWords({
          subType: row.sub_type,
          gender: row.gender,
          stoneCategory: row.stone_category,
          metals: row.metals,
          ringStyles: attributes.ringStyleAttribute ?? [],
          centreStoneShapes: (attributes.centerStoneShapeAttribute ?? []).map((centre) => centre.shape),
          carats: [
            ...(attributes.centerStoneShapeAttribute ?? []).flatMap((centre) => centre.carats),
            ...(attributes.totalCaratAttribute ?? []),
          ],
          grades: [row.stone_color, row.stone_clarity, row.stone_cut],
        }),
      });
    }
    if (rows.length < LOAD_CHUNK) return entries;
    after = rows[rows.length - 1]!.id;
  }
}

export type ProductSearchIndexes = KeptInStep<ProductSearchIndex>;

/**
 * What the index is built from, in one figure per part: the listed products' cards (product
 * and metal), the last time a product was saved, the metals' names. A change of rates,
 * parameters or discounts (which announce `catalogue` too) leaves it as it was, so the index
 * is kept.
 */
async function catalogueWordsFingerprint(db: Database): Promise<string> {
  const [row] = await queryRows<{
    cards: string | number;
    mix: string | number | null;
    saved: string | null;
    metals: string | null;
  }>(
    db,
    sql`select count(*) as cards, sum(c.product_id::bigint * 37 + c.metal_id) as mix,
               max(p.update_date)::text as saved,
               (select string_agg(m.id || '=' || m.name, ',' order by m.id) from metals m) as metals
          from product_cards c join products p on p.id = c.product_id
         where p.is_listed`,
  );
  return `${row?.cards}/${row?.mix}/${row?.saved}/${row?.metals}`;
}

/**
 * One instance's product index, rebuilt after each catalogue change that touches what it is
 * built from. Each build also makes the vocabulary table hold the words it knows (with the
 * stones' and the lists' words), so pg_trgm corrects misspellings to words that lead somewhere.
 */
export function productSearchIndexes(cache: ReferenceCache, log?: (error: unknown) => void): ProductSearchIndexes {
  let vocabulary = '';
  let builtFrom = '';
  return keptInStep(
    cache,
    'catalogue',
    async (db, previous) => {
      const fingerprint = await catalogueWordsFingerprint(db);
      if (previous && fingerprint === builtFrom) return previous;
      const index = new ProductSearchIndex(await loadProductSearchEntries(db), [...listVocabulary, ...stoneVocabulary]);
      const words = index.words;
      const key = words.join(' ');
      if (key !== vocabulary) {
        await syncVocabulary(db, words);
        vocabulary = key;
      }
      builtFrom = fingerprint;
      return index;
    },
    log,
  );
}

interface CardRow {
  id: number;
  name: string;
  description: string;
  metal: string;
  sku: string;
  center_stone_shape: string | null;
  price: string | number;
  list_price: string | number;
}

const priceColumns: Record<Currency, ReturnType<typeof sql.raw>> = {
  INR: sql.raw('c.price_inr as price, c.list_price_inr as list_price'),
  USD: sql.raw('c.price_usd as price, c.list_price_usd as list_price'),
};

const variantKeyOfColour: Record<string, SearchVariantKey> = {
  white: 'whiteProductVarient',
  yellow: 'yellowProductVarient',
  rose: 'roseProductVarient',
};

/**
 * The records of these products, in the order of `ids` (one unlisted since the index was
 * built is left out). Each colour's variant is the card of the first metal of that colour;
 * the price and pictures are those of the variant a click opens (white, else yellow, else rose).
 */
export async function productSearchRecords(
  db: Database,
  ids: readonly number[],
  currency: Currency,
): Promise<ProductSearchRecord[]> {
  if (ids.length === 0) return [];
  const [rows, pictures] = await Promise.all([
    queryRowsPrepared<CardRow>(
      db,
      sql`select p.id, p.name, p.description, m.name as metal, c.sku, ss.name as center_stone_shape,
                 ${priceColumns[currency]}
            from product_cards c
            join products p on p.id = c.product_id
            join metals m on m.id = c.metal_id
            left join stone_shapes ss on ss.id = c.center_stone_shape_id
           where c.product_id = any(${intArray(ids)}::int[]) and p.is_listed
           order by c.product_id, c.metal_position`,
    ),
    listProductMedia(db, ids),
  ]);
  const cardsOf = new Map<number, CardRow[]>();
  for (const row of rows) cardsOf.set(row.id, [...(cardsOf.get(row.id) ?? []), row]);
  return ids.flatMap((id): ProductSearchRecord[] => {
    const cards = cardsOf.get(id);
    if (!cards) return [];
    const variants: Record<SearchVariantKey, CardRow | null> = {
      whiteProductVarient: null,
      yellowProductVarient: null,
      roseProductVarient: null,
    };
    for (const card of cards) {
      const key = variantKeyOfColour[metalByName(card.metal)?.colour ?? 'white']!;
      variants[key] ??= card;
    }
    const opened = variants.whiteProductVarient ?? variants.yellowProductVarient ?? variants.roseProductVarient;
    if (!opened) return [];
    const shown = picturesForVariant(pictures.get(id) ?? [], {
      metal: opened.metal,
      centerStoneShape: opened.center_stone_shape,
    });
    const sku = (card: CardRow | null) => (card ? { sku: card.sku } : null);
    return [
      {
        kind: 'product',
        id,
        product: {
          name: opened.name,
          description: opened.description,
          productMedias: shown.slice(0, 2).map((picture) => ({ url: picture.url })),
        },
        whiteProductVarient: sku(variants.whiteProductVarient),
        yellowProductVarient: sku(variants.yellowProductVarient),
        roseProductVarient: sku(variants.roseProductVarient),
        price: fromMinor(Number(opened.price)),
        listPrice: fromMinor(Number(opened.list_price)),
        currency,
      },
    ];
  });
}
