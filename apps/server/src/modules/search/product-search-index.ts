/*
 * The global search's product index: every listed product's words, in memory (decision 012).
 * A product is found when each word of the term matches one of its words — exactly, as the
 * start of one, or as a misspelling pg_trgm found for it — in its name or in what it is (type,
 * metal, style, shape…). Its score adds each word's best match (exact above start above
 * misspelt; in the name above elsewhere) and a bonus when the name is the term or starts
 * with it. Products come newest first within one score. Pure data: loading, freshness and
 * misspellings are product-search.service.ts's and search-vocabulary.service.ts's.
 */

export interface ProductSearchEntry {
  id: number;
  /** Milliseconds since the epoch: newer first within one score. */
  created: number;
  /** The name's words as `wordsOf` spells them. */
  nameWords: readonly string[];
  /** The words of what it is (`productFactWords`). */
  factWords: readonly string[];
}

/** How a word of the term matched a word the index knows. */
export const MatchKind = { Misspelt: 1, Start: 2, Exact: 3 } as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

export interface WordCandidate {
  word: string;
  kind: MatchKind;
}

export interface ProductMatches {
  total: number;
  /** How many products have each score, highest score first. */
  scoreCounts: { score: number; count: number }[];
  /** The ids of the products in places [offset, offset + limit) of the ranking. */
  page(offset: number, limit: number): number[];
}

/** The score of one word of the term matching one word of a product. */
export function wordScore(kind: MatchKind, inName: boolean): number {
  return kind * 2 + (inName ? 1 : 0);
}
/** Added when the product's name is the term itself, or starts with it. */
export const NAME_IS_TERM_BONUS = 8;
export const NAME_STARTS_WITH_TERM_BONUS = 4;

/** Words starting with a short beginning are many: these many are enough to search by. */
const MAX_START_CANDIDATES = 200;

interface Postings {
  name: Int32Array;
  facts: Int32Array;
}

const EMPTY = new Int32Array(0);

export class ProductSearchIndex {
  readonly size: number;
  /** Every word the search knows (the products' and `otherWords`), sorted: what was typed starts one. */
  readonly words: readonly string[];
  private readonly known: Set<string>;
  private readonly ids: Int32Array;
  private readonly names: string[];
  private readonly postings = new Map<string, Postings>();
  // Scratch space for one search at a time (searches are synchronous).
  private readonly best: Uint8Array;
  private readonly matched: Uint8Array;
  private readonly scores: Uint16Array;
  private readonly touched: Int32Array;

  /** `otherWords`: words that lead to no product but that the search knows (stones', the shop's lists'). */
  constructor(entries: readonly ProductSearchEntry[], otherWords: readonly string[] = []) {
    const ordered = [...entries].sort((a, b) => b.created - a.created || b.id - a.id);
    const n = ordered.length;
    this.size = n;
    this.ids = Int32Array.from(ordered, (entry) => entry.id);
    this.names = ordered.map((entry) => entry.nameWords.join(' '));
    const lists = new Map<string, { name: number[]; facts: number[] }>();
    const listOf = (word: string) => {
      let list = lists.get(word);
      if (!list) lists.set(word, (list = { name: [], facts: [] }));
      return list;
    };
    ordered.forEach((entry, slot) => {
      const inName = new Set(entry.nameWords);
      for (const word of inName) listOf(word).name.push(slot);
      for (const word of new Set(entry.factWords)) if (!inName.has(word)) listOf(word).facts.push(slot);
    });
    for (const [word, list] of lists) {
      this.postings.set(word, {
        name: list.name.length ? Int32Array.from(list.name) : EMPTY,
        facts: list.facts.length ? Int32Array.from(list.facts) : EMPTY,
      });
    }
    this.known = new Set([...lists.keys(), ...otherWords]);
    this.words = [...this.known].sort();
    this.best = new Uint8Array(n);
    this.matched = new Uint8Array(n);
    this.scores = new Uint16Array(n);
    this.touched = new Int32Array(n);
  }

  /** Whether the search knows this word (as a product's or another). */
  knows(word: string): boolean {
    return this.known.has(word);
  }

  /** Known words that start with `start` (not the word itself), fewest letters first. */
  wordsStartingWith(start: string): string[] {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < start) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < this.words.length && this.words[i]!.startsWith(start); i += 1) {
      if (this.words[i] !== start) found.push(this.words[i]!);
    }
    if (found.length <= MAX_START_CANDIDATES) return found;
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, MAX_START_CANDIDATES);
  }

  /**
   * The products matching every word of the term (each word given as its candidates), ranked.
   * `phrase` is the term's words joined by spaces, for the name bonus. No words: every product.
   */
  search(terms: readonly (readonly WordCandidate[])[], phrase: string): ProductMatches {
    const n = this.size;
    const { best, matched, scores, touched } = this;
    matched.fill(0);
    scores.fill(0);
    for (let i = 0; i < terms.length; i += 1) {
      let count = 0;
      for (const candidate of terms[i]!) {
        const list = this.postings.get(candidate.word);
        if (!list) continue;
        for (const [slots, inName] of [
          [list.name, true],
          [list.facts, false],
        ] as const) {
          const score = wordScore(candidate.kind, inName);
          for (let j = 0; j < slots.length; j += 1) {
            const slot = slots[j]!;
            if (matched[slot] !== i) continue;
            if (best[slot] === 0) touched[count++] = slot;
            if (score > best[slot]!) best[slot] = score;
          }
        }
      }
      for (let j = 0; j < count; j += 1) {
        const slot = touched[j]!;
        matched[slot] = i + 1;
        scores[slot] = scores[slot]! + best[slot]!;
        best[slot] = 0;
      }
    }
    // Survivors in slot order (newest first), then a stable counting sort by score.
    const words = terms.length;
    let total = 0;
    const countByScore = new Map<number, number>();
    for (let slot = 0; slot < n; slot += 1) {
      if (matched[slot] !== words) continue;
      if (phrase && words > 0) {
        const name = this.names[slot]!;
        if (name === phrase) scores[slot] = scores[slot]! + NAME_IS_TERM_BONUS;
        else if (name.startsWith(phrase)) scores[slot] = scores[slot]! + NAME_STARTS_WITH_TERM_BONUS;
      }
      touched[total++] = slot;
      countByScore.set(scores[slot]!, (countByScore.get(scores[slot]!) ?? 0) + 1);
    }
    const scoreCounts = [...countByScore].map(([score, count]) => ({ score, count })).sort((a, b) => b.score - a.score);
    const startOf = new Map<number, number>();
    let at = 0;
    for (const { score, count } of scoreCounts) {
      startOf.set(score, at);
      at += count;
    }
    const ranked = new Int32Array(total);
    for (let j = 0; j < total; j += 1) {
      const slot = touched[j]!;
      const place = startOf.get(scores[slot]!)!;
      ranked[place] = slot;
      startOf.set(scores[slot]!, place + 1);
    }
    const ids = this.ids;
    return {
      total,
      scoreCounts,
      page: (offset, limit) => Array.from(ranked.subarray(offset, offset + limit), (slot) => ids[slot]!),
    };
  }
}
