import {
  type genders,
  jewellerySubTypes,
  jewelleryTypes,
  metals,
  ringStyles,
  type StoneCategoryName,
  stoneCategories,
  stoneClarities,
  stoneColours,
  stoneCuts,
  type StoneShapeName,
  stoneShapes,
} from '@facet/contracts/lookups';
import { searchWords } from '@facet/contracts/search-terms';

/*
 * The words of the global search (decision 012): how a name or a term becomes the words it is
 * found by, which words mean something about a loose stone, and the words of the shop's own
 * lists (types, metals, styles, shapes, categories) that every product carries beside its name.
 */

/** Plural to singular, simply and the same on both sides: "rings" and "ring" are one word. */
export function stem(word: string): string {
  if (word.length >= 4 && /^\p{L}+$/u.test(word) && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/** A number as one spelling ("1.50" and "1.5" are one word). */
export function isNumberWord(word: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(word);
}

function normaliseWord(word: string): string {
  return isNumberWord(word) ? String(Number(word)) : stem(word);
}

/** The words a text is found by (a product's name, a shopper's term), in order. */
export function wordsOf(text: string): string[] {
  return searchWords(text).map(normaliseWord);
}

/** What a word can say about a loose stone. Several words of one kind narrow each other. */
export type StoneMeaning =
  | { kind: 'shape'; values: StoneShapeName[] }
  | { kind: 'category'; values: StoneCategoryName[] }
  | { kind: 'colour'; values: string[] }
  | { kind: 'clarity'; values: string[] }
  | { kind: 'cut'; values: string[] }
  /** Hundredths of a carat, both ends included. */
  | { kind: 'carat'; min: number; max: number };

const [natural, labGrown, moissanite] = stoneCategories;

function meaningsByWord(): Map<string, StoneMeaning> {
  const byWord = new Map<string, StoneMeaning>();
  const add = (word: string, meaning: StoneMeaning) => {
    const known = byWord.get(word);
    if (known && known.kind === meaning.kind && 'values' in known && 'values' in meaning) {
      byWord.set(word, { ...known, values: [...new Set([...known.values, ...meaning.values])] } as StoneMeaning);
    } else if (!known) byWord.set(word, meaning);
  };
  // "cushion" is both cushions; "elongated" only the elongated one: together, the elongated one.
  for (const shape of stoneShapes) for (const word of wordsOf(shape)) add(word, { kind: 'shape', values: [shape] });
  for (const word of ['natural', 'mined', 'earth']) add(word, { kind: 'category', values: [natural] });
  for (const word of ['lab', 'laboratory', 'grown', 'lgd', 'created', 'synthetic', 'cvd', 'hpht'])
    add(word, { kind: 'category', values: [labGrown] });
  add('diamond', { kind: 'category', values: [natural, labGrown] });
  add('moissanite', { kind: 'category', values: [moissanite] });
  for (const colour of stoneColours) add(colour.toLowerCase(), { kind: 'colour', values: [colour] });
  for (const clarity of stoneClarities) add(clarity.toLowerCase(), { kind: 'clarity', values: [clarity] });
  for (const family of ['vvs', 'vs', 'si']) {
    add(family, {
      kind: 'clarity',
      values: stoneClarities.filter((c) => c.toLowerCase().replace(/\d$/, '') === family),
    });
  }
  for (const cut of stoneCuts) for (const word of wordsOf(cut)) add(word, { kind: 'cut', values: [cut] });
  return byWord;
}

const stoneMeanings = meaningsByWord();

/** Words that say nothing to narrow loose stones by ("1.5 ct loose stone"): every stone has them. */
const stoneFillers = new Set(['ct', 'cts', 'carat', 'loose', 'stone', 'certified', 'gemstone', 'gem']);

/** The largest number read as a carat weight; larger ones are stock or certificate numbers. */
const MAX_CARAT = 30;

/**
 * What a word (as `wordsOf` spells it) says about a loose stone: a meaning, 'filler' (nothing
 * to narrow by), or null (it is not about stones). A number up to 30 is a weight: "1.5" is
 * "around 1.5 ct", within 5 % either side.
 */
export function stoneMeaningOf(word: string): StoneMeaning | 'filler' | null {
  if (stoneFillers.has(word)) return 'filler';
  if (isNumberWord(word)) {
    const carat = Number(word);
    if (carat <= 0 || carat > MAX_CARAT) return null;
    return { kind: 'carat', min: Math.round(carat * 95), max: Math.round(carat * 105) };
  }
  return stoneMeanings.get(word) ?? null;
}

/** Every word that means something about stones: part of the vocabulary typos are matched to. */
export const stoneVocabulary: readonly string[] = [...stoneMeanings.keys(), ...stoneFillers];

/**
 * A stock number ("LG-20001") or certificate number ("2141438157") being typed: a word with a
 * digit, at least four characters, that is not a carat weight.
 */
export function isStockOrCertificateWord(word: string): boolean {
  return word.length >= 4 && /\d/.test(word) && !(isNumberWord(word) && Number(word) <= MAX_CARAT);
}

const typeOfSubType = new Map<string, string>(jewellerySubTypes.map((s) => [s.name, s.type]));
const genderWords: Record<(typeof genders)[number], string[]> = {
  Female: ['women', 'woman', 'ladies', 'lady', 'female', 'her'],
  Male: ['men', 'man', 'mens', 'gent', 'male', 'him'],
  Unisex: ['unisex'],
};

/** What a product is, in the shop's own lists: each becomes words it is found by besides its name. */
export interface ProductFacts {
  subType: string;
  gender: string | null;
  stoneCategory: string | null;
  metals: readonly string[];
  ringStyles: readonly string[];
  centreStoneShapes: readonly string[];
  /** Centre-stone and total carats, as numbers (1.5). */
  carats: readonly number[];
  /** The grades of its stones ("G", "VS1", "Excellent"), where staff gave them. */
  grades: readonly (string | null)[];
}

/**
 * The words of the shop's list names ("White Gold", "Hidden Halo"), remembered: there are few
 * of them and every product repeats them (a million and a half readings at 100,000 products).
 */
const listTextWords = new Map<string, readonly string[]>();
function wordsOfListText(text: string): readonly string[] {
  let words = listTextWords.get(text);
  if (!words) {
    if (listTextWords.size >= 10_000) listTextWords.clear();
    words = wordsOf(text);
    listTextWords.set(text, words);
  }
  return words;
}

/** The words of a product's type, sub type, metals, styles, shapes, stone category, audience and carats. */
export function productFactWords(facts: ProductFacts): string[] {
  const words = new Set<string>();
  const addText = (text: string | null | undefined) => {
    if (text) for (const word of wordsOfListText(text)) words.add(word);
  };
  addText(facts.subType);
  addText(typeOfSubType.get(facts.subType));
  addText(facts.stoneCategory);
  if (facts.stoneCategory === labGrown) words.add('lgd');
  for (const metal of facts.metals) {
    addText(metal);
    const purity = metals.find((m) => m.name === metal)?.purity;
    addText(purity);
  }
  for (const style of facts.ringStyles) addText(style);
  for (const shape of facts.centreStoneShapes) addText(shape);
  for (const carat of facts.carats) words.add(String(carat));
  for (const grade of facts.grades) addText(grade);
  if (facts.gender) for (const word of genderWords[facts.gender as keyof typeof genderWords] ?? []) words.add(word);
  // "band" is what shoppers call a wedding band or any plain ring; "jewellery" and "jewelry" every piece.
  if (typeOfSubType.get(facts.subType) === 'Ring') words.add('band');
  words.add('jewellery');
  words.add('jewelry');
  return [...words];
}

/** The words of the shop's lists, whether or not a product uses them yet. */
export const listVocabulary: readonly string[] = [
  ...new Set(
    [...jewelleryTypes, ...jewellerySubTypes.map((s) => s.name), ...metals.map((m) => m.name), ...ringStyles].flatMap(
      wordsOf,
    ),
  ),
];
