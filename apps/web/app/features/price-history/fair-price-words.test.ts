import type { FairPriceBand } from '@facet/contracts/price-history';
import { describe, expect, it } from 'vitest';
import { fairPriceWords } from './fair-price-words.ts';

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
const band = (fields: Partial<FairPriceBand>): FairPriceBand => ({
  compared: 12,
  percentile: 40,
  low: 1000,
  high: 2000,
  lowest: 800,
  highest: 2600,
  ...fields,
});

describe('the fair-price band in words', () => {
  it('places the price among enough stones like it, with the middle half', () => {
    expect(fairPriceWords(band({}), rupees)).toBe(
      'Priced above 40 % of the 12 similar stones we have (same shape and kind, carat within 10 %, colour and clarity within one grade). The middle half of them cost ₹1,000 to ₹2,000.',
    );
  });

  it('says when none costs less rather than "above 0 %"', () => {
    expect(fairPriceWords(band({ percentile: 0 }), rupees)).toMatch(
      /^None of the 12 similar stones we have costs less \(/,
    );
  });

  it('gives no rank among fewer than five stones, only what they cost', () => {
    expect(fairPriceWords(band({ compared: 1, lowest: 12603, highest: 12603 }), rupees)).toBe(
      'We have only 1 stone like it (same shape and kind, carat within 10 %, colour and clarity within one grade) — too few to rank its price; it costs ₹12,603.',
    );
    expect(fairPriceWords(band({ compared: 4 }), rupees)).toMatch(
      /only 4 stones like it .* too few to rank its price; they cost ₹800 to ₹2,600\.$/,
    );
  });
});
