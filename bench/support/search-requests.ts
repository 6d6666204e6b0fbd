import { metals, stoneClarities, stoneColours, stoneShapes } from '@facet/contracts/lookups';
import { pieceWords, styleWords } from './product-data.ts';
import { prng } from './stone-requests.ts';

/*
 * Header searches as shoppers type them, each kind a list of different terms drawn by a seeded
 * PRNG: exact product names (from the generated catalogue), prefixes while typing ("s", "so",
 * "sol"…, or a name's first words and the start of the next), typos of known words (the famous
 * ones and single-letter slips of the vocabulary's words), several words ("oval lab 1.5",
 * "white gold halo"), stock and certificate numbers and their prefixes.
 */

export const searchKinds = ['exact name', 'prefix while typing', 'typo', 'multi-word', 'stock number'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** How often a shopper's header search is of each kind (the mix). */
export const kindWeights: Record<SearchKind, number> = {
  'exact name': 15,
  'prefix while typing': 35,
  typo: 15,
  'multi-word': 25,
  'stock number': 10,
};

export interface SearchTerm {
  kind: SearchKind;
  term: string;
}

/** What the generated data holds, for terms that find something. */
export interface SearchData {
  /** Product names as generated (a sample). */
  names: readonly string[];
  /** Every word search_words knows (the server's vocabulary), lower case. */
  vocabulary: readonly string[];
  /** How many bench stones there are (stock numbers B-1…B-n; certificates B1…Bn). */
  stones: number;
}

/** Misspellings shoppers make, for words the shop uses. */
const knownTypos = `
  solitare solitiare soliteire emrald emerld moisanite moissonite mossanite platnum platinium braclet bracelete
  neckless necklase pendent pendat earing earings diamnod daimond marquis marqise cushon princes asscer ashcer
  radient saphire eternaty etenity engagment engagemnt anniversery weding tenis bangels huggys studds
`
  .trim()
  .split(/\s+/);

/** Each letter and the keys beside it ("aqs": a's neighbours are q and s). */
const keyboardNeighbours = new Map(
  'aqs bvn cxv dsf ewr fdg gfh hgj iuo jhk kjl lk mn nbm oip po qw ret sad try uyi vcb wqe xzc ytu zx'
    .split(' ')
    .map((keys) => [keys[0]!, keys.slice(1)] as const),
);

/** One slip of a word: a letter left out, two swapped, a neighbour key hit, or a letter doubled. */
function slip(random: () => number, word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  const r = random();
  if (r < 0.35) return word.slice(0, at) + word.slice(at + 1);
  if (r < 0.6 && at < word.length - 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (r < 0.85) {
    const near = keyboardNeighbours.get(word[at]!) ?? 'e';
    return word.slice(0, at) + near[Math.floor(random() * near.length)] + word.slice(at + 1);
  }
  return word.slice(0, at) + word[at] + word.slice(at);
}

const metalNames = metals.map((m) => m.name.toLowerCase());
const shapes = stoneShapes.map((s) => s.toLowerCase());
const categoryWords = ['lab', 'lab grown', 'natural', 'moissanite', 'lab diamond', 'natural diamond'];
const carats = ['0.5', '0.7', '0.75', '0.9', '1', '1.2', '1.25', '1.5', '1.75', '2', '2.5', '3'];

interface Known {
  /** Whether a term is a known word or the start of one. */
  isPrefixOfKnown(term: string): boolean;
  /** The vocabulary's words long enough to misspell. */
  typoWords: readonly string[];
}

function oneTerm(random: () => number, kind: SearchKind, data: SearchData, known: Known): string | null {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  switch (kind) {
    case 'exact name': {
      const name = pick(data.names);
      return random() < 0.5 ? name.toLowerCase() : name;
    }
    case 'prefix while typing': {
      const words = pick(data.names).toLowerCase().split(' ');
      // Half the time the first word being typed; else some words typed and the next begun.
      const at = random() < 0.5 ? 0 : 1 + Math.floor(random() * (words.length - 1));
      const word = words[Math.min(at, words.length - 1)]!;
      const letters = 1 + Math.floor(random() * Math.min(6, word.length));
      return [...words.slice(0, at), word.slice(0, letters)].join(' ');
    }
    case 'typo': {
      if (random() < 0.2) return pick(knownTypos);
      const word = pick(known.typoWords);
      const typo = slip(random, word);
      // A slip that is a known word, or the start of one, is no misspelling: try another.
      if (typo.length < 4 || known.isPrefixOfKnown(typo)) return null;
      const r = random();
      if (r < 0.6) return typo;
      if (r < 0.8) return `${pick(metalNames)} ${typo}`;
      return `${typo} ${pick(pieceWords).toLowerCase()}`;
    }
    case 'multi-word': {
      const r = random();
      const colour = pick(stoneColours).toLowerCase();
      const clarity = pick(stoneClarities).toLowerCase();
      if (r < 0.25) return `${pick(shapes)} ${pick(categoryWords)} ${pick(carats)}`;
      if (r < 0.4) return `${pick(shapes)} ${pick(['natural', 'lab'])} ${pick(carats)} ct ${colour} ${clarity}`;
      if (r < 0.6) return `${pick(metalNames)} ${pick(styleWords).toLowerCase()}`;
      if (r < 0.75) return `${pick(metalNames)} ${pick(pieceWords).toLowerCase()}`;
      if (r < 0.85) return `${pick(shapes)} ${pick(styleWords).toLowerCase()} ${pick(pieceWords).toLowerCase()}`;
      if (r < 0.93) return `${pick(data.names).split(' ')[0]!.toLowerCase()} ${pick(metalNames)}`;
      return `${pick(categoryWords)} ${pick(shapes)} ${pick(['ring', 'studs', 'pendant'])}`;
    }
    case 'stock number': {
      const n = 1 + Math.floor(random() * data.stones);
      const r = random();
      if (r < 0.35) return `B-${n}`;
      if (r < 0.6) return `B-${String(n).slice(0, 2 + Math.floor(random() * 4))}`;
      if (r < 0.8) return `B${n}`;
      if (r < 0.9) return `B${String(n).slice(0, 3 + Math.floor(random() * 3))}`;
      const demo = pick([
        ['ND', 10_001, 160],
        ['LG', 20_001, 130],
        ['MO', 30_001, 70],
      ] as const);
      const number = `${demo[0]}-${demo[1] + Math.floor(random() * demo[2])}`;
      return random() < 0.5 ? number : number.slice(0, 4 + Math.floor(random() * (number.length - 3)));
    }
  }
}

/**
 * `count` different terms of one kind (fewer if the kind runs out of different ones: the
 * caller says so). Seeded: every run asks the same.
 */
export function searchTerms(kind: SearchKind, count: number, data: SearchData, seed = 11): SearchTerm[] {
  const random = prng(seed + searchKinds.indexOf(kind) * 7919);
  const sorted = [...data.vocabulary].sort();
  const isPrefixOfKnown = (term: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low < sorted.length && sorted[low]!.startsWith(term);
  };
  const known = { isPrefixOfKnown, typoWords: sorted.filter((w) => w.length >= 5 && /^[a-z]+$/.test(w)) };
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (let misses = 0; terms.length < count && misses < 20 * count;) {
    const term = oneTerm(random, kind, data, known);
    if (term === null || seen.has(term)) {
      misses += 1;
      continue;
    }
    seen.add(term);
    terms.push({ kind, term });
  }
  return terms;
}

/** Interleaves the kinds' lists in their mix shares (each term used once). */
export function mixTerms(lists: Record<SearchKind, SearchTerm[]>, count: number, seed = 12): SearchTerm[] {
  const random = prng(seed);
  const total = searchKinds.reduce((sum, kind) => sum + kindWeights[kind], 0);
  const taken = Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  const mixed: SearchTerm[] = [];
  while (mixed.length < count) {
    let left = random() * total;
    let kind: SearchKind = searchKinds[0];
    for (const candidate of searchKinds) {
      if (left < kindWeights[candidate]) {
        kind = candidate;
        break;
      }
      left -= kindWeights[candidate];
    }
    const list = lists[kind];
    if (taken[kind] >= list.length) {
      if (searchKinds.every((k) => taken[k] >= lists[k].length)) break;
      continue;
    }
    mixed.push(list[taken[kind]++]!);
  }
  return mixed;
}
