import { describe, expect, it } from 'vitest';
import { readStoneWords } from './global-search.service.ts';
import { MatchKind, type WordCandidate, wordScore } from './product-search-index.ts';
import {
  isNumberWord,
  isStockOrCertificateWord,
  listVocabulary,
  productFactWords,
  stoneMeaningOf,
  stoneVocabulary,
  wordsOf,
} from './search-words.ts';

const exact = (word: string): WordCandidate => ({ word, kind: MatchKind.Exact });
const start = (word: string): WordCandidate => ({ word, kind: MatchKind.Start });
const misspelt = (word: string): WordCandidate => ({ word, kind: MatchKind.Misspelt });

describe('wordsOf', () => {
  it('lower-cases, drops accents and folds compatibility forms', () => {
    expect(wordsOf('Solitaire Grace')).toEqual(['solitaire', 'grace']);
    expect(wordsOf('Solitaíre')).toEqual(['solitaire']);
    expect(wordsOf('Solitai\u0301re')).toEqual(['solitaire']);
    expect(wordsOf('ＲＩＮＧ')).toEqual(['ring']);
  });

  it('reads a weight or width written with its unit as the number and the unit', () => {
    expect(wordsOf('oval 1.5ct')).toEqual(['oval', '1.5', 'ct']);
    expect(wordsOf('2mm band 1CTS')).toEqual(['2', 'mm', 'band', '1', 'cts']);
    expect(wordsOf('18k gold')).toEqual(['18k', 'gold']);
  });

  it('makes plurals singular, but not words that only end in s', () => {
    expect(wordsOf('Rings Diamonds earrings')).toEqual(['ring', 'diamond', 'earring']);
    expect(wordsOf('glass chorus iris cts')).toEqual(['glass', 'chorus', 'iris', 'cts']);
    expect(wordsOf('Huggies & Hoops')).toEqual(['huggie', 'hoop']);
  });

  it('spells a number one way and keeps stock numbers whole', () => {
    expect(wordsOf('1.50')).toEqual(['1.5']);
    expect(wordsOf('1.00 01.5 2')).toEqual(['1', '1.5', '2']);
    expect(wordsOf('LG-20001')).toEqual(['lg-20001']);
    expect(wordsOf('2141438157')).toEqual(['2141438157']);
    expect(wordsOf('lab-grown')).toEqual(['lab', 'grown']);
    expect(wordsOf('oval. lab, 1.5!')).toEqual(['oval', 'lab', '1.5']);
  });

  it('finds no words in signs alone, and reads at most eight', () => {
    expect(wordsOf('% _ \\ \' " ; -- ')).toEqual([]);
    expect(wordsOf('')).toEqual([]);
    expect(wordsOf('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('tells numbers from other words', () => {
    expect(['1', '1.5', '30', '2141438157'].every(isNumberWord)).toBe(true);
    expect(['1.', '.5', 'lg-2', '1e3', 'one'].some(isNumberWord)).toBe(false);
  });
});

describe('stoneMeaningOf', () => {
  it('reads shapes, "cushion" as both cushions and "elongated" as the one', () => {
    expect(stoneMeaningOf('oval')).toEqual({ kind: 'shape', values: ['Oval'] });
    expect(stoneMeaningOf('emerald')).toEqual({ kind: 'shape', values: ['Emerald'] });
    expect(stoneMeaningOf('cushion')).toEqual({ kind: 'shape', values: ['Cushion', 'Elongated Cushion'] });
    expect(stoneMeaningOf('elongated')).toEqual({ kind: 'shape', values: ['Elongated Cushion'] });
  });

  it('reads categories: lab, grown, lgd; natural; diamond as both diamonds; moissanite', () => {
    for (const word of ['lab', 'grown', 'lgd', 'created', 'synthetic']) {
      expect(stoneMeaningOf(word), word).toEqual({ kind: 'category', values: ['Lab Grown Diamond'] });
    }
    for (const word of ['natural', 'mined', 'earth']) {
      expect(stoneMeaningOf(word), word).toEqual({ kind: 'category', values: ['Natural Diamond'] });
    }
    expect(stoneMeaningOf('diamond')).toEqual({ kind: 'category', values: ['Natural Diamond', 'Lab Grown Diamond'] });
    expect(stoneMeaningOf('moissanite')).toEqual({ kind: 'category', values: ['Moissanite'] });
  });

  it('reads colour, clarity (one grade or a family) and cut grades', () => {
    expect(stoneMeaningOf('f')).toEqual({ kind: 'colour', values: ['F'] });
    expect(stoneMeaningOf('k')).toEqual({ kind: 'colour', values: ['K'] });
    expect(stoneMeaningOf('vs1')).toEqual({ kind: 'clarity', values: ['VS1'] });
    expect(stoneMeaningOf('vs')).toEqual({ kind: 'clarity', values: ['VS1', 'VS2'] });
    expect(stoneMeaningOf('vvs')).toEqual({ kind: 'clarity', values: ['VVS1', 'VVS2'] });
    expect(stoneMeaningOf('si')).toEqual({ kind: 'clarity', values: ['SI1', 'SI2'] });
    expect(stoneMeaningOf('excellent')).toEqual({ kind: 'cut', values: ['Excellent'] });
    expect(stoneMeaningOf('good')).toEqual({ kind: 'cut', values: ['Very Good', 'Good'] });
  });

  it('reads a number up to 30 as a weight within 5 % either side, in hundredths', () => {
    expect(stoneMeaningOf('1.5')).toEqual({ kind: 'carat', min: 143, max: 158 });
    expect(stoneMeaningOf('1')).toEqual({ kind: 'carat', min: 95, max: 105 });
    expect(stoneMeaningOf('0.5')).toEqual({ kind: 'carat', min: 48, max: 53 });
    expect(stoneMeaningOf('30')).toEqual({ kind: 'carat', min: 2850, max: 3150 });
    // Larger numbers are stock or certificate numbers; nothing weighs nothing.
    expect(stoneMeaningOf('31')).toBeNull();
    expect(stoneMeaningOf('2141438157')).toBeNull();
    expect(stoneMeaningOf('0')).toBeNull();
  });

  it('takes words every stone has for fillers, and words about other things for nothing', () => {
    for (const word of ['ct', 'cts', 'carat', 'loose', 'stone', 'certified', 'gem']) {
      expect(stoneMeaningOf(word), word).toBe('filler');
    }
    for (const word of ['ring', 'platinum', 'halo', 'solitaire', 'lg-20001', 'ovals']) {
      expect(stoneMeaningOf(word), word).toBeNull();
    }
  });

  it('puts every word that means something about stones in the vocabulary typos are matched to', () => {
    for (const word of ['oval', 'elongated', 'lab', 'moissanite', 'vvs', 'excellent', 'ct', 'loose']) {
      expect(stoneVocabulary, word).toContain(word);
    }
    for (const word of ['solitaire', 'platinum', 'engagement', 'ring', 'halo']) {
      expect(listVocabulary, word).toContain(word);
    }
  });
});

describe('isStockOrCertificateWord', () => {
  it('is a word of four or more characters with a digit that is not a weight', () => {
    for (const word of ['lg-20001', 'lg-2', '2141438157', '1234', '30.5', 'n-30001', 'ab12']) {
      expect(isStockOrCertificateWord(word), word).toBe(true);
    }
    for (const word of ['lg2', '1.5', '30', '25.5', '0.75', 'ring', 'oval', '12']) {
      expect(isStockOrCertificateWord(word), word).toBe(false);
    }
  });
});

describe('productFactWords', () => {
  it('gives a product the words of its type, metals and purities, styles, shapes, category, audience and carats', () => {
    const words = productFactWords({
      subType: 'Engagement Ring',
      gender: 'Female',
      stoneCategory: 'Lab Grown Diamond',
      metals: ['Platinum', 'Yellow Gold'],
      ringStyles: ['Three Stone'],
      centreStoneShapes: ['Elongated Cushion'],
      carats: [1.5],
      grades: ['G', 'VS1', 'Very Good'],
    });
    for (const word of [
      'engagement',
      'ring',
      'band',
      'lab',
      'grown',
      'diamond',
      'lgd',
      'platinum',
      'pt950',
      'yellow',
      'gold',
      '18k',
      'three',
      'stone',
      'elongated',
      'cushion',
      '1.5',
      'women',
      'g',
      'vs1',
      'very',
      'good',
      'jewellery',
      'jewelry',
    ]) {
      expect(words, word).toContain(word);
    }
    expect(words).not.toContain('men');
    const pendant = productFactWords({
      subType: 'Diamond Pendant',
      gender: 'Male',
      stoneCategory: 'Natural Diamond',
      metals: ['White Gold'],
      ringStyles: [],
      centreStoneShapes: [],
      carats: [],
      grades: [null, null, null],
    });
    expect(pendant).toContain('pendant');
    expect(pendant).toContain('men');
    expect(pendant).not.toContain('band');
    expect(pendant).not.toContain('lgd');
  });
});

describe('readStoneWords', () => {
  const name = wordScore(MatchKind.Exact, true);

  it('narrows shape words by each other: "elongated cushion" is the elongated one only', () => {
    expect(readStoneWords([[exact('elongated')], [exact('cushion')]])).toEqual({
      filters: { stoneShapes: ['Elongated Cushion'] },
      score: 2 * name,
    });
    expect(readStoneWords([[exact('cushion')]])?.filters).toEqual({ stoneShapes: ['Cushion', 'Elongated Cushion'] });
    // Two shapes that share nothing: no stone is both.
    expect(readStoneWords([[exact('oval')], [exact('round')]])?.filters).toEqual({ stoneShapes: [] });
  });

  it('reads "oval lab 1.5" as oval lab-grown stones of 1.43 to 1.58 ct', () => {
    expect(readStoneWords([[exact('oval')], [exact('lab')], [exact('1.5')]])).toEqual({
      filters: { stoneShapes: ['Oval'], stoneCategories: ['Lab Grown Diamond'], minCarat: 1.43, maxCarat: 1.58 },
      score: 3 * name,
    });
    expect(readStoneWords([[exact('lab')], [exact('grown')], [exact('diamond')]])?.filters).toEqual({
      stoneCategories: ['Lab Grown Diamond'],
    });
    // Two weights: only what both windows hold.
    expect(readStoneWords([[exact('1.5')], [exact('1.55')]])?.filters).toEqual({ minCarat: 1.47, maxCarat: 1.58 });
  });

  it('reads grades, and scores grades below the words a stone’s name holds', () => {
    expect(readStoneWords([[exact('f')], [exact('vs')], [exact('excellent')]])).toEqual({
      filters: { colors: ['F'], clarities: ['VS1', 'VS2'], cuts: ['Excellent'] },
      score: 3 * wordScore(MatchKind.Exact, false),
    });
  });

  it('lets filler words through without narrowing', () => {
    expect(readStoneWords([[exact('1.5')], [exact('ct')], [exact('loose')], [exact('oval')]])).toEqual({
      filters: { minCarat: 1.43, maxCarat: 1.58, stoneShapes: ['Oval'] },
      score: 4 * name,
    });
  });

  it('is null when a word says nothing about stones', () => {
    expect(readStoneWords([[exact('ring')]])).toBeNull();
    expect(readStoneWords([[exact('oval')], [exact('halo')]])).toBeNull();
    expect(readStoneWords([[exact('oval')], []])).toBeNull();
    expect(readStoneWords([[exact('31')]])).toBeNull();
  });

  it('reads a word by its best candidates that mean something, scored by how they matched', () => {
    // "ova" starts "oval" and "ovation": only the shape means something.
    expect(readStoneWords([[start('oval'), start('ovation')]])).toEqual({
      filters: { stoneShapes: ['Oval'] },
      score: wordScore(MatchKind.Start, true),
    });
    // An exact candidate wins over a misspelt one; candidates of one match kind add up.
    expect(readStoneWords([[misspelt('round'), exact('oval')]])?.filters).toEqual({ stoneShapes: ['Oval'] });
    expect(readStoneWords([[start('pear'), start('princess')]])?.filters).toEqual({
      stoneShapes: ['Pear', 'Princess'],
    });
    // "emrald" corrected: a misspelt shape.
    expect(readStoneWords([[misspelt('emerald')]])).toEqual({
      filters: { stoneShapes: ['Emerald'] },
      score: wordScore(MatchKind.Misspelt, true),
    });
    // Candidates meaning different kinds of thing: the first kind is taken.
    expect(readStoneWords([[start('elongated'), start('excellent')]])?.filters).toEqual({
      stoneShapes: ['Elongated Cushion'],
    });
  });
});
