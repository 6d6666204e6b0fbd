import { metalByName } from '@facet/contracts/lookups';
import { type Currency, fromMinor } from '@facet/contracts/money';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import type { ProductSearchRecord } from '@facet/contracts/search';
import type { SearchVariantKey } from '@facet/contracts/search-terms';
import type { Database } from '@facet/db/client';
import { type KeptInStep, keptInStep } from '../../lib/kept-in-step.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { type ProductSearchEntry, ProductSearchIndex } from './product-search-index.ts';
import {
  listSearchCardRows,
  listSearchEntryRows,
  readCatalogueWordsFigures,
  type SearchCardRow,
} from './product-search.queries.ts';
import { syncVocabulary } from './search-vocabulary.service.ts';
import { listVocabulary, productFactWords, stoneVocabulary, wordsOf } from './search-words.ts';

/*
 * The global search's products: the index of every listed product's words (product-search-
 * index.ts), kept in step with the catalogue (the reference cache's 'catalogue' group), and
 * the records of the products a page shows, read from the database (listed ones only).
 */

const LOAD_CHUNK = 20_000;

/** Every listed product (one with a storefront card) as index entries, read in chunks of ids. */
export async function loadProductSearchEntries(db: Database): Promise<ProductSearchEntry[]> {
  const entries: ProductSearchEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await listSearchEntryRows(db, after, LOAD_CHUNK);
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
  const row = await readCatalogueWordsFigures(db);
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
  const [rows, pictures] = await Promise.all([listSearchCardRows(db, ids, currency), listProductMedia(db, ids)]);
  const cardsOf = new Map<number, SearchCardRow[]>();
  for (const row of rows) cardsOf.set(row.id, [...(cardsOf.get(row.id) ?? []), row]);
  return ids.flatMap((id): ProductSearchRecord[] => {
    const cards = cardsOf.get(id);
    if (!cards) return [];
    const variants: Record<SearchVariantKey, SearchCardRow | null> = {
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
    const sku = (card: SearchCardRow | null) => (card ? { sku: card.sku } : null);
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
