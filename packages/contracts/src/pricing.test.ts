import { describe, expect, it } from 'vitest';
import { toBasisPoints, toConversionUnits, toMilligrams, toMinor } from './money.ts';
import { bestDiscount, breakDownPrice, priceJewellery, priceStone, type StoredPricingParameters } from './pricing.ts';

/*
 * Hand-worked examples. The ring: 4.2 g of 18K yellow gold at ₹9,650/g with
 * ₹900/g making, ₹45,000 of diamonds, 32 % markup, 3 % GST, 88.45 ₹/$, 10 % off.
 *   metal 40,530 + making 3,780 + stones 45,000 = cost 89,310
 *   list = 89,310 × 1.32 × 1.03 = 1,21,425.876      → ₹1,21,426
 *   sale = list × 0.90          = 1,09,283.2884     → ₹1,09,283
 *   in USD: 1,09,283.2884 / 88.45 = 1,235.5374…     → $1,236 (list 1,372.819… → $1,373)
 * Prices are whole rupees and dollars, rounded once, half up, and kept in minor units.
 */

const rates: StoredPricingParameters = {
  conversion: toConversionUnits(88.45),
  charge: toBasisPoints(3),
  shopDiscount: 0,
  profitRate: toBasisPoints(32),
};

const ring = {
  weightMg: toMilligrams(4.2),
  metal: { pricePerUnit: toMinor(9650), labour: toMinor(900) },
  stoneCost: toMinor(45_000),
};

describe('priceJewellery', () => {
  it('prices the worked ring example in rupees and dollars', () => {
    const price = priceJewellery(ring, rates, toBasisPoints(10));
    expect(price.inr).toEqual({ price: 109_283_00, listPrice: 121_426_00 });
    expect(price.usd).toEqual({ price: 1_236_00, listPrice: 1_373_00 });
  });

  it('has list equal to price when nothing is off', () => {
    const price = priceJewellery(ring, rates, 0);
    expect(price.inr.price).toBe(price.inr.listPrice);
    expect(price.inr.price).toBe(121_426_00);
  });

  it('rounds once, at the end, to a whole rupee or dollar: ₹968.715 becomes ₹969', () => {
    // 2.5 g of silver at ₹160 + ₹140 making = ₹750; × 1.32 × 1.03 × 0.95 (5 % off the shop) = 968.715
    const silver = { weightMg: 2_500, metal: { pricePerUnit: 160_00, labour: 140_00 }, stoneCost: 0 };
    const price = priceJewellery(silver, { ...rates, shopDiscount: toBasisPoints(5) });
    expect(price.inr.price).toBe(969_00);
    // 968.715 / 88.45 = $10.952…
    expect(price.usd.price).toBe(11_00);
    // 750 × 1.32 × 1.03 = 1,019.70
    expect(price.inr.listPrice).toBe(1_020_00);
  });

  it('rounds half a unit up and anything less down, in both currencies', () => {
    const plain = { conversion: toConversionUnits(100), charge: 0, shopDiscount: 0, profitRate: 0 };
    expect(priceStone(toMinor(100.5), plain).inr.price).toBe(101_00);
    expect(priceStone(toMinor(100.49), plain).inr.price).toBe(100_00);
    // ₹250 at ₹100 per dollar is $2.50 → $3; ₹249.99 is $2.4999 → $2
    expect(priceStone(toMinor(250), plain).usd.price).toBe(3_00);
    expect(priceStone(toMinor(249.99), plain).usd.price).toBe(2_00);
  });

  it('gives every price and list price in whole units of both currencies', () => {
    for (let i = 1; i <= 300; i += 1) {
      const cost = { weightMg: 211 * i, metal: { pricePerUnit: 9_650_37 + i, labour: 900_11 }, stoneCost: i * 9_871 };
      const r = { ...rates, profitRate: 37 * i, shopDiscount: 3 * i, conversion: 880_001 + i * 17 };
      const price = priceJewellery(cost, r, (i * 41) % 4_000);
      for (const figure of [price.inr.price, price.inr.listPrice, price.usd.price, price.usd.listPrice]) {
        expect(figure % 100).toBe(0);
      }
      expect(price.inr.price).toBeLessThanOrEqual(price.inr.listPrice);
      expect(price.usd.price).toBeLessThanOrEqual(price.usd.listPrice);
    }
  });

  it('applies the shop discount and the piece discount one after the other', () => {
    const both = priceJewellery(ring, { ...rates, shopDiscount: toBasisPoints(5) }, toBasisPoints(10));
    // 1,21,425.876 × 0.95 × 0.90 = 1,03,819.12398
    expect(both.inr.price).toBe(103_819_00);
  });

  it('refuses a conversion of zero rather than dividing by it', () => {
    expect(() => priceJewellery(ring, { ...rates, conversion: 0 })).toThrow(RangeError);
  });

  it('prices a loose stone through the same chain', () => {
    // ₹2,00,000 × 1.32 × 1.03 = 2,71,920
    expect(priceStone(toMinor(200_000), rates).inr.price).toBe(271_920_00);
  });

  it('stays exact for a heavy, costly piece beyond floating point', () => {
    const heavy = { weightMg: 95_000, metal: { pricePerUnit: 987_654, labour: 123_456 }, stoneCost: 9_876_543_21 };
    const price = priceJewellery(heavy, { ...rates, profitRate: toBasisPoints(45.5) }, toBasisPoints(12.5));
    // (95 × 9,876.54 + 95 × 1,234.56 + 98,76,543.21) × 1.455 × 1.03 × 0.875, exactly:
    // cost 1,09,32,097.71 → sale 1,43,35,464.7039… → ₹1,43,35,465 (worked with exact fractions)
    expect(price.inr.price).toBe(1_433_546_500);
  });
});

describe('breakDownPrice', () => {
  it('splits the ring into metal, making, stones and tax at selling price, adding up to the price', () => {
    const { price, lines } = breakDownPrice(ring, rates, toBasisPoints(10), 'INR');
    // factor 1.32 × 0.9 = 1.188: metal 48,149.64, making 4,490.64, stones 53,460.00, tax 3,183.0084
    // floors 48,149 + 4,490 + 53,460 + 3,183 = 1,09,282; the rupee left goes to the first .64
    expect(lines).toEqual({ metal: 48_150_00, making: 4_490_00, stones: 53_460_00, tax: 3_183_00 });
    expect(price).toBe(109_283_00);
    expect(lines.metal + lines.making + lines.stones + lines.tax).toBe(price);
  });

  it('gives the leftover dollars to the largest remainders', () => {
    const { price, lines } = breakDownPrice(ring, rates, toBasisPoints(10), 'USD');
    // exact: $544.37128 | 50.77038 | 604.40927 | 35.98653 → floors 1,233, price 1,236: tax, making, stones +1
    expect(lines).toEqual({ metal: 544_00, making: 51_00, stones: 605_00, tax: 36_00 });
    expect(price).toBe(priceJewellery(ring, rates, toBasisPoints(10)).usd.price);
  });

  it('always adds up, whatever the figures', () => {
    for (let i = 1; i <= 200; i += 1) {
      const cost = {
        weightMg: 137 * i,
        metal: { pricePerUnit: 9_650_00 + i * 7, labour: 900_00 + i },
        stoneCost: i * 12_345,
      };
      const r = { ...rates, profitRate: 100 * (i % 60), shopDiscount: 7 * i, conversion: 880_000 + i * 13 };
      for (const currency of ['INR', 'USD'] as const) {
        const { price, lines } = breakDownPrice(cost, r, (i * 37) % 5_000, currency);
        expect(lines.metal + lines.making + lines.stones + lines.tax).toBe(price);
        for (const line of Object.values(lines)) expect(line % 100).toBe(0);
        const stored = priceJewellery(cost, r, (i * 37) % 5_000);
        expect(price).toBe(currency === 'INR' ? stored.inr.price : stored.usd.price);
      }
    }
  });
});

describe('bestDiscount', () => {
  it('takes the larger of the product’s and the style’s discount', () => {
    expect(bestDiscount(1_000, 1_500)).toBe(1_500);
    expect(bestDiscount(null, undefined)).toBe(0);
    expect(bestDiscount(500, null)).toBe(500);
  });
});
