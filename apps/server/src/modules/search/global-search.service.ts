import type { Currency } from '@facet/contracts/money';
import type { SearchPage, SearchRecord } from '@facet/contracts/search';
import type { StoneFilters, StoneSort } from '@facet/contracts/stone-filters';
import type { Database } from '@facet/db/client';
import type { SearchIndexFigures } from '../../lib/metrics.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { findStoneIds, findStonesByNumber, stoneCardsByIds } from '../stones/stone-listing.service.ts';
import { stoneSearchIndexes } from '../stones/stone-search.service.ts';
import {
  MatchKind,
  NAME_IS_TERM_BONUS,
  type ProductMatches,
  type ProductSearchIndex,
  type WordCandidate,
  wordScore,
} from './product-search-index.ts';
import { productSearchIndexes, productSearchRecords } from './product-search.service.ts';
import { findMisspeltCandidates, MIN_MISSPELT_LENGTH } from './search-vocabulary.service.ts';
import { isNumberWord, isStockOrCertificateWord, type StoneMeaning, stoneMeaningOf, wordsOf } from './search-words.ts';

/*
 * GET /api/globle-search: jewellery and loose stones found by the words of a term, ranked
 * together (decision 012). Products come from the product index (every word must match one
 * of a product's words); stones from the diamond search index, the words read as what they
 * say about a stone (shape, category, grades, "1.5" as a weight), or, for one word with
 * digits, from their stock or certificate numbers. One ranking: higher scores first; within a
 * score, jewellery (newest first), then stones found by number, then stones by price.
 */

export interface GlobalSearchRequest {
  search: string;
  pageNo: number;
  pageSize: number;
  currency: Currency;
}

/** Each word's candidates: itself when known, known words it starts, else pg_trgm's corrections. */
async function candidatesOf(
  db: Database,
  index: ProductSearchIndex,
  words: readonly string[],
): Promise<WordCandidate[][]> {
  // One letter typed alone is the start of a word ("e" on the way to "emerald"), not the colour grade E.
  const typingFirstLetter = words.length === 1 && words[0]!.length === 1 && !isNumberWord(words[0]!);
  const terms = words.map((word): WordCandidate[] => {
    const found: WordCandidate[] = [];
    if (!typingFirstLetter && (index.knows(word) || isNumberWord(word))) found.push({ word, kind: MatchKind.Exact });
    if (!isNumberWord(word)) {
      for (const known of index.wordsStartingWith(word)) found.push({ word: known, kind: MatchKind.Start });
    }
    return found;
  });
  // Only a word that is neither known nor the start of one is taken for a misspelling.
  const unknown = words
    .map((word, i) => ({ word, i }))
    .filter(
      ({ word, i }) => terms[i]!.length === 0 && word.length >= MIN_MISSPELT_LENGTH && !isStockOrCertificateWord(word),
    );
  if (unknown.length > 0) {
    const misspelt = await findMisspeltCandidates(
      db,
      unknown.map(({ word }) => word),
    );
    for (const candidate of misspelt) {
      terms[unknown[candidate.index]!.i]!.push({ word: candidate.word, kind: MatchKind.Misspelt });
    }
  }
  return terms;
}

interface StoneReading {
  filters: StoneFilters;
  score: number;
}

const nameKinds = new Set<StoneMeaning['kind']>(['shape', 'category', 'carat']);

/**
 * What the words say about loose stones, as the diamond search's filters: each word read by
 * its best candidates that mean something about stones; words of one kind narrow each other.
 * Null when a word says nothing about stones (the term is not about them).
 */
export function readStoneWords(terms: readonly (readonly WordCandidate[])[]): StoneReading | null {
  const filters: StoneFilters = {};
  let score = 0;
  const narrow = (current: string[] | undefined, values: readonly string[]) =>
    current ? current.filter((value) => values.includes(value)) : [...values];
  for (const candidates of terms) {
    let best: { kind: MatchKind; meanings: StoneMeaning[]; filler: boolean } | null = null;
    for (const candidate of candidates) {
      const meaning = stoneMeaningOf(candidate.word);
      if (meaning === null) continue;
      if (best === null || candidate.kind > best.kind) best = { kind: candidate.kind, meanings: [], filler: false };
      if (candidate.kind < best.kind) continue;
      if (meaning === 'filler') best.filler = true;
      else best.meanings.push(meaning);
    }
    if (best === null) return null;
    if (best.meanings.length === 0) {
      score += wordScore(best.kind, true);
      continue;
    }
    // Candidates of one word that mean different kinds of thing: the first kind is taken.
    const kind = best.meanings[0]!.kind;
    const meanings = best.meanings.filter((meaning) => meaning.kind === kind);
    score += wordScore(best.kind, nameKinds.has(kind));
    if (kind === 'carat') {
      const window = meanings[0] as Extract<StoneMeaning, { kind: 'carat' }>;
      filters.minCarat = Math.max(filters.minCarat ?? 0, window.min / 100);
      filters.maxCarat = Math.min(filters.maxCarat ?? Infinity, window.max / 100);
      continue;
    }
    const values = [...new Set(meanings.flatMap((meaning) => ('values' in meaning ? meaning.values : [])))];
    const key = (
      {
        shape: 'stoneShapes',
        category: 'stoneCategories',
        colour: 'colors',
        clarity: 'clarities',
        cut: 'cuts',
      } as const
    )[kind];
    filters[key] = narrow(filters[key], values);
  }
  return { filters, score };
}

/** A run of the ranking: one score's products, stones found by number, or stones found by their words. */
type Run =
  | { score: number; kind: 'products'; count: number; firstRank: number }
  | { score: number; kind: 'numbers'; ids: number[] }
  | { score: number; kind: 'stones'; filters: StoneFilters; sort: StoneSort };

const runOrder = { products: 0, numbers: 1, stones: 2 } as const;

export interface GlobalSearch {
  search(db: Database, request: GlobalSearchRequest): Promise<SearchPage>;
  /** Builds the indexes now rather than at the first search (a listening server calls it). */
  warmUp(db: Database): Promise<void>;
  /** Each index as last built, for the metrics; null while it has not been built. */
  indexFigures(): Record<'products' | 'stones', SearchIndexFigures | null>;
}

function figuresOf(built: { value: { size: number }; builtAt: number; buildMs: number } | null) {
  return built && { documents: built.value.size, builtAt: built.builtAt, buildMs: built.buildMs };
}

/** One instance's global search: its product index and the diamond search's stone index. */
export function globalSearch(cache: ReferenceCache, log?: (error: unknown) => void): GlobalSearch {
  const products = productSearchIndexes(cache, log);
  const stones = stoneSearchIndexes(cache, log);
  const rates = (db: Database) => cachedPricingParameters(cache, db);

  /** The ranking's runs, in order, and the products' ranking they refer to. */
  async function runsOf(
    db: Database,
    index: ProductSearchIndex,
    term: string,
  ): Promise<{ runs: Run[]; found: ProductMatches | null }> {
    if (term === '') {
      // Nothing typed: what a shopper would browse — the newest jewellery, then stones from the lowest price.
      const found = index.search([], '');
      const runs: Run[] = [
        { score: 0, kind: 'products', count: found.total, firstRank: 0 },
        { score: 0, kind: 'stones', filters: {}, sort: 'price-asc' },
      ];
      return { runs, found };
    }
    const words = wordsOf(term);
    // Only signs (%, _, quotes…): nothing to search by, so nothing is found.
    if (words.length === 0) return { runs: [], found: null };
    const terms = await candidatesOf(db, index, words);
    const found = index.search(terms, words.join(' '));
    const runs: Run[] = [];
    let rank = 0;
    for (const { score, count } of found.scoreCounts) {
      runs.push({ score, kind: 'products', count, firstRank: rank });
      rank += count;
    }
    if (words.length === 1 && isStockOrCertificateWord(words[0]!)) {
      const numbered = await findStonesByNumber(db, words[0]!);
      const exact = numbered.filter((stone) => stone.exact).map((stone) => stone.id);
      const starting = numbered.filter((stone) => !stone.exact).map((stone) => stone.id);
      if (exact.length)
        runs.push({ score: wordScore(MatchKind.Exact, true) + NAME_IS_TERM_BONUS, kind: 'numbers', ids: exact });
      if (starting.length) runs.push({ score: wordScore(MatchKind.Start, true), kind: 'numbers', ids: starting });
    } else {
      const reading = readStoneWords(terms);
      if (reading) runs.push({ score: reading.score, kind: 'stones', filters: reading.filters, sort: 'price-asc' });
    }
    // Stable: products keep their ranking within the run order.
    runs.sort((a, b) => b.score - a.score || runOrder[a.kind] - runOrder[b.kind]);
    return { runs, found };
  }

  return {
    async warmUp(db) {
      await Promise.all([products.ready(db), stones.ready(db)]);
    },

    indexFigures() {
      return { products: figuresOf(products.lastBuilt()), stones: figuresOf(stones.lastBuilt()) };
    },

    async search(db, request) {
      const [index, parameters] = await Promise.all([products.ready(db), rates(db)]);
      const { runs, found } = await runsOf(db, index, request.search.trim());
      const pageStart = (request.pageNo - 1) * request.pageSize;
      const pageEnd = pageStart + request.pageSize;
      const shown: { kind: 'product' | 'stone'; id: number }[] = [];
      let place = 0;
      for (const run of runs) {
        let count: number;
        const from = Math.max(pageStart - place, 0);
        if (run.kind === 'products') {
          count = run.count;
          const to = Math.min(pageEnd - place, count);
          if (to > from && found) {
            for (const id of found.page(run.firstRank + from, to - from)) shown.push({ kind: 'product', id });
          }
        } else if (run.kind === 'numbers') {
          count = run.ids.length;
          const to = Math.min(pageEnd - place, count);
          for (const id of run.ids.slice(from, Math.max(to, from))) shown.push({ kind: 'stone', id });
        } else {
          const limit = Math.max(0, Math.min(pageEnd - place - from, request.pageSize));
          const found = await findStoneIds(
            db,
            run.filters,
            run.sort,
            { offset: from, limit },
            await stones.current(db),
          );
          count = found.total;
          for (const id of found.ids) shown.push({ kind: 'stone', id });
        }
        place += count;
      }
      const productIds = shown.filter((item) => item.kind === 'product').map((item) => item.id);
      const stoneIds = shown.filter((item) => item.kind === 'stone').map((item) => item.id);
      const [productRecords, stoneCards] = await Promise.all([
        productSearchRecords(db, productIds, request.currency),
        stoneCardsByIds(db, stoneIds, parameters, request.currency),
      ]);
      const productById = new Map(productRecords.map((record) => [record.id, record]));
      const stoneById = new Map(stoneCards.map((card) => [card.id, card]));
      const records = shown.flatMap((item): SearchRecord[] => {
        if (item.kind === 'product') {
          const record = productById.get(item.id);
          return record ? [record] : [];
        }
        const card = stoneById.get(item.id);
        if (!card) return [];
        return [
          {
            kind: 'stone',
            id: card.id,
            sku: card.sku,
            name: card.name,
            stoneShape: card.stoneShape,
            productMedias: card.image ? [{ url: card.image.url }] : [],
            price: card.price,
            listPrice: card.listPrice,
            currency: card.currency,
          },
        ];
      });
      return { records, totalRecords: place, currency: request.currency };
    },
  };
}
