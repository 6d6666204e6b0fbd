import { describe, expect, it } from 'vitest';
import {
  MatchKind,
  NAME_IS_TERM_BONUS,
  NAME_STARTS_WITH_TERM_BONUS,
  type ProductSearchEntry,
  ProductSearchIndex,
  type WordCandidate,
  wordScore,
} from './product-search-index.ts';

/** A product made `age` minutes before a fixed moment: the smaller, the newer. */
function entry(id: number, name: string, facts: string[] = [], age = id): ProductSearchEntry {
  return { id, created: 1_800_000_000_000 - age * 60_000, nameWords: name.split(' '), factWords: facts };
}
const exact = (word: string): WordCandidate => ({ word, kind: MatchKind.Exact });
const start = (word: string): WordCandidate => ({ word, kind: MatchKind.Start });
const misspelt = (word: string): WordCandidate => ({ word, kind: MatchKind.Misspelt });

/** The ids of the whole ranking. */
function ranking(index: ProductSearchIndex, terms: WordCandidate[][], phrase = '') {
  const found = index.search(terms, phrase);
  return found.page(0, found.total);
}

describe('wordScore', () => {
  it('puts exact above start above misspelt, and a word in the name above the same match elsewhere', () => {
    const order = [
      wordScore(MatchKind.Exact, true),
      wordScore(MatchKind.Exact, false),
      wordScore(MatchKind.Start, true),
      wordScore(MatchKind.Start, false),
      wordScore(MatchKind.Misspelt, true),
      wordScore(MatchKind.Misspelt, false),
    ];
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(new Set(order).size).toBe(6);
  });
});

describe('ProductSearchIndex.search', () => {
  const index = new ProductSearchIndex([
    entry(1, 'oval halo', ['ring', 'platinum']),
    entry(2, 'round solitaire', ['ring', 'gold']),
    entry(3, 'oval drop', ['earring', 'gold']),
  ]);

  it('finds a product only when every word matches one of its words, in its name or its facts', () => {
    expect(ranking(index, [[exact('oval')]])).toEqual([1, 3]);
    expect(ranking(index, [[exact('oval')], [exact('gold')]])).toEqual([3]);
    expect(ranking(index, [[exact('oval')], [exact('ring')]])).toEqual([1]);
    expect(ranking(index, [[exact('oval')], [exact('diamond')]])).toEqual([]);
    // A word without a candidate finds nothing, whatever the others find.
    expect(ranking(index, [[exact('gold')], []])).toEqual([]);
    // A word is matched by any of its candidates.
    expect(ranking(index, [[exact('halo'), exact('drop')], [exact('oval')]])).toEqual([1, 3]);
  });

  it('scores each word by its best match, exact > start > misspelt and name > facts', () => {
    const products = new ProductSearchIndex([
      entry(1, 'misspelt name', ['x']),
      entry(2, 'a', ['start-facts']),
      entry(3, 'exact-facts', ['z']),
      entry(4, 'b', ['exact-facts']),
      entry(5, 'start-name'),
      entry(6, 'c', ['misspelt']),
    ]);
    const term = [[misspelt('misspelt'), start('start-facts'), start('start-name'), exact('exact-facts')]];
    const found = products.search(term, 'q');
    expect(found.page(0, 6)).toEqual([3, 4, 5, 2, 1, 6]);
    expect(found.scoreCounts).toEqual([
      { score: wordScore(MatchKind.Exact, true), count: 1 },
      { score: wordScore(MatchKind.Exact, false), count: 1 },
      { score: wordScore(MatchKind.Start, true), count: 1 },
      { score: wordScore(MatchKind.Start, false), count: 1 },
      { score: wordScore(MatchKind.Misspelt, true), count: 1 },
      { score: wordScore(MatchKind.Misspelt, false), count: 1 },
    ]);
    // Two candidates of one word matching one product count once, at the better.
    const both = new ProductSearchIndex([entry(1, 'halo', ['halogen'])]);
    expect(both.search([[start('halogen'), exact('halo')]], 'x').scoreCounts).toEqual([
      { score: wordScore(MatchKind.Exact, true), count: 1 },
    ]);
    // The words' scores add up.
    expect(index.search([[exact('oval')], [exact('ring')]], 'x').scoreCounts).toEqual([
      { score: wordScore(MatchKind.Exact, true) + wordScore(MatchKind.Exact, false), count: 1 },
    ]);
  });

  it('adds a bonus when the name is the term, a smaller one when it starts with it', () => {
    const products = new ProductSearchIndex([
      entry(1, 'aurora band', [], 3),
      entry(2, 'aurora', [], 2),
      entry(3, 'the aurora', [], 1),
    ]);
    const found = products.search([[exact('aurora')]], 'aurora');
    const base = wordScore(MatchKind.Exact, true);
    expect(found.page(0, 3)).toEqual([2, 1, 3]);
    expect(found.scoreCounts).toEqual([
      { score: base + NAME_IS_TERM_BONUS, count: 1 },
      { score: base + NAME_STARTS_WITH_TERM_BONUS, count: 1 },
      { score: base, count: 1 },
    ]);
    expect(NAME_IS_TERM_BONUS).toBeGreaterThan(NAME_STARTS_WITH_TERM_BONUS);
    // Without the phrase, no bonus: newest first.
    expect(products.search([[exact('aurora')]], '').page(0, 3)).toEqual([3, 2, 1]);
  });

  it('ranks products of one score newest first, the larger id first when made at the same moment', () => {
    const products = new ProductSearchIndex([
      entry(10, 'ring', [], 5),
      entry(11, 'ring', [], 1),
      entry(12, 'ring', [], 9),
      entry(13, 'ring', [], 1),
    ]);
    expect(ranking(products, [[exact('ring')]])).toEqual([13, 11, 10, 12]);
  });

  it('pages through the ranking by offset and limit', () => {
    const products = new ProductSearchIndex(
      Array.from({ length: 25 }, (_, i) => entry(i + 1, i % 2 ? 'gold ring' : 'ring', ['gold'])),
    );
    const found = products.search([[exact('gold')]], 'gold');
    const all = found.page(0, 100);
    expect(all).toHaveLength(25);
    expect(new Set(all).size).toBe(25);
    // Gold in the name (even ids) first, newest (here the smallest id) first.
    expect(all.slice(0, 3)).toEqual([2, 4, 6]);
    expect(all.slice(12, 15)).toEqual([1, 3, 5]);
    expect(found.page(0, 10)).toEqual(all.slice(0, 10));
    expect(found.page(10, 10)).toEqual(all.slice(10, 20));
    expect(found.page(20, 10)).toEqual(all.slice(20));
    expect(found.page(25, 10)).toEqual([]);
    expect(found.page(40, 10)).toEqual([]);
  });

  it('answers every product, newest first, for no words at all', () => {
    const found = index.search([], '');
    expect(found.total).toBe(3);
    expect(found.page(0, 10)).toEqual([1, 2, 3]);
    expect(found.scoreCounts).toEqual([{ score: 0, count: 3 }]);
    expect(new ProductSearchIndex([]).search([], '').total).toBe(0);
  });

  it('forgets one search before the next (its scratch space is shared)', () => {
    const first = ranking(index, [[exact('oval')], [exact('gold')]]);
    ranking(index, [[exact('ring')]]);
    ranking(index, [[exact('gold')], [exact('oval')], [exact('drop')]]);
    expect(ranking(index, [[exact('oval')], [exact('gold')]])).toEqual(first);
    expect(index.search([[exact('gold')]], 'x').scoreCounts).toEqual([
      { score: wordScore(MatchKind.Exact, false), count: 2 },
    ]);
  });

  it('agrees with a slow, obvious ranking on random products and terms', () => {
    let state = 42;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const vocabulary = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const pickWords = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(random() * 8)]!);
    const entries = Array.from({ length: 200 }, (_, i) =>
      entry(
        i + 1,
        pickWords(1 + Math.floor(random() * 3)).join(' '),
        pickWords(Math.floor(random() * 4)),
        Math.floor(random() * 20),
      ),
    );
    const products = new ProductSearchIndex(entries);
    const kinds = [MatchKind.Misspelt, MatchKind.Start, MatchKind.Exact];
    for (let round = 0; round < 100; round += 1) {
      const terms = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({
          word: vocabulary[Math.floor(random() * 8)]!,
          kind: kinds[Math.floor(random() * 3)]!,
        })),
      );
      const phrase = round % 2 ? terms.map((candidates) => candidates[0]!.word).join(' ') : '';
      const expected = entries
        .map((product) => {
          let score = 0;
          for (const candidates of terms) {
            let best = 0;
            for (const { word, kind } of candidates) {
              if (product.nameWords.includes(word)) best = Math.max(best, wordScore(kind, true));
              else if (product.factWords.includes(word)) best = Math.max(best, wordScore(kind, false));
            }
            if (best === 0) return null;
            score += best;
          }
          const name = product.nameWords.join(' ');
          if (phrase && name === phrase) score += NAME_IS_TERM_BONUS;
          else if (phrase && name.startsWith(phrase)) score += NAME_STARTS_WITH_TERM_BONUS;
          return { product, score };
        })
        .filter((found) => found !== null)
        .sort((x, y) => y.score - x.score || y.product.created - x.product.created || y.product.id - x.product.id)
        .map((found) => found.product.id);
      expect(ranking(products, terms, phrase), JSON.stringify({ terms, phrase })).toEqual(expected);
    }
  });
});

describe('ProductSearchIndex words', () => {
  it('knows the products’ words and the other words it is given', () => {
    const index = new ProductSearchIndex([entry(1, 'oval halo', ['ring'])], ['emerald']);
    for (const word of ['oval', 'halo', 'ring', 'emerald']) expect(index.knows(word), word).toBe(true);
    expect(index.knows('ova')).toBe(false);
    expect(index.words).toEqual(['emerald', 'halo', 'oval', 'ring']);
    // A word only the vocabulary knows leads to no product.
    expect(index.search([[exact('emerald')]], 'emerald').total).toBe(0);
  });

  it('lists the known words a beginning starts, without the word itself', () => {
    const index = new ProductSearchIndex(
      [entry(1, 'halo halogen', ['hal']), entry(2, 'half', ['ring'])],
      ['hallmark', 'ha'],
    );
    expect(index.wordsStartingWith('hal')).toEqual(['half', 'hallmark', 'halo', 'halogen']);
    expect(index.wordsStartingWith('halo')).toEqual(['halogen']);
    expect(index.wordsStartingWith('halogen')).toEqual([]);
    expect(index.wordsStartingWith('zzz')).toEqual([]);
    expect(index.wordsStartingWith('a')).toEqual([]);
    expect(index.wordsStartingWith('')).toEqual(['ha', 'hal', 'half', 'hallmark', 'halo', 'halogen', 'ring']);
  });

  it('gives at most 200 words for a short beginning, the shortest first', () => {
    const many = Array.from({ length: 500 }, (_, i) => `s${'x'.repeat(i % 7)}${i}`);
    const index = new ProductSearchIndex([entry(1, 'ring')], many);
    const found = index.wordsStartingWith('s');
    expect(found).toHaveLength(200);
    const lengths = found.map((word) => word.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const shortestLeftOut = Math.min(...many.filter((word) => !found.includes(word)).map((word) => word.length));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(shortestLeftOut);
    // Few enough: all of them.
    expect(index.wordsStartingWith('sxxxxxx')).toHaveLength(many.filter((w) => w.startsWith('sxxxxxx')).length);
  });
});
