import { describe, expect, it } from 'vitest';
import { includedTax, inRupees, panRequired, spread, taxOrder, toWholeUnit, zeroRated } from './tax.ts';

describe('GST inside a tax-inclusive amount', () => {
  it('works back two equal halves at the rate, to the paisa', () => {
    // ₹1,03,000 at 3 %: ₹1,00,000 taxable, ₹1,500 CGST + ₹1,500 SGST.
    expect(includedTax(1_03_000_00, 300)).toBe(3_000_00);
    // ₹6,55,429 at 3 %: 655429 × 1.5 / 103 = ₹9,545.08… per half → ₹19,090.16.
    expect(includedTax(6_55_429_00, 300)).toBe(19_090_16);
    // 1.5 % on ₹1,015: ₹7.50 per half → ₹15.
    expect(includedTax(1_015_00, 150)).toBe(15_00);
    expect(includedTax(1_000_00, 0)).toBe(0);
    expect(includedTax(0, 300)).toBe(0);
  });

  it('is always even, so CGST and SGST are equal halves, and never more than the amount', () => {
    for (let amount = 1; amount < 5_000; amount += 7) {
      for (const rate of [0, 25, 150, 300, 500, 1_200, 1_800, 2_800]) {
        const tax = includedTax(amount, rate);
        expect(tax % 2).toBe(0);
        expect(tax).toBeLessThanOrEqual(amount);
        // Within a paisa per half of the exact share.
        expect(Math.abs(tax - (amount * rate) / (10_000 + rate))).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('spreading an amount over lines', () => {
  it('shares in proportion and adds up exactly, the leftover to the largest remainders', () => {
    expect(spread(230_00, [1_800_00, 500_00])).toEqual([180_00, 50_00]);
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 7])).toEqual([0, 0]);
    for (let total = 0; total < 400; total += 13) {
      const shares = spread(total, [7, 0, 19, 3]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares[1]).toBe(0);
    }
  });
});

describe('an order’s tax, line by line', () => {
  const lines = [
    { amount: 1_800_00, rateBp: 300 }, // jewellery
    { amount: 500_00, rateBp: 150 }, // a loose diamond in a class at 1.5 %
  ];

  it('spreads the coupon, taxes each line at its own class, and shipping at the principal line’s', () => {
    const order = taxOrder(lines, 230_00, 500_00);
    expect(order.lines.map((line) => line.amount)).toEqual([1_620_00, 450_00]);
    expect(order.lines.map((line) => line.rateBp)).toEqual([300, 150]);
    expect(order.lines[0]!.tax).toBe(includedTax(1_620_00, 300));
    expect(order.lines[1]!.tax).toBe(includedTax(450_00, 150));
    expect(order.shipping).toMatchObject({ amount: 500_00, rateBp: 300, principal: 0 });
    // The lines' tax adds up to the order's to the paisa; taxable + tax = amount on every line.
    expect(order.tax).toBe(order.lines[0]!.tax + order.lines[1]!.tax + order.shipping.tax);
    for (const line of [...order.lines, order.shipping]) expect(line.taxable + line.tax).toBe(line.amount);
  });

  it('zero-rates an export: the whole-unit GST comes off the lines, which still add up to the total', () => {
    for (let i = 1; i < 200; i += 1) {
      const some = [
        { amount: 1_237_00 * i, rateBp: 300 },
        { amount: 999_00 + i * 100, rateBp: (i * 37) % 2_800 },
        { amount: 45_00 * i, rateBp: 150 },
      ];
      const coupon = toWholeUnit(((some[0]!.amount + some[1]!.amount) * (i % 20)) / 100);
      const india = taxOrder(some, coupon, i % 3 === 0 ? 0 : 1_250_00);
      const exported = zeroRated(india);
      const charged =
        some.reduce((sum, line) => sum + line.amount, 0) - coupon + india.shipping.amount - exported.removed;
      expect(exported.removed).toBe(toWholeUnit(india.tax));
      expect(exported.tax).toBe(0);
      expect(exported.lines.reduce((sum, line) => sum + line.amount, 0) + exported.shipping.amount).toBe(charged);
      for (const line of [...exported.lines, exported.shipping]) {
        expect(line).toMatchObject({ tax: 0, rateBp: 0, taxable: line.amount });
        expect(line.amount).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('rupees and the PAN threshold', () => {
  it('reckons dollars in rupees at the fixed conversion, to the paisa', () => {
    expect(inRupees(7_349_00, 'USD', 88_4500)).toBe(6_50_019_05);
    expect(inRupees(1_00, 'INR', 88_4500)).toBe(1_00);
  });

  it('asks for a PAN above ₹2,00,000 in India only', () => {
    const order = { delivery: 'india' as const, currency: 'INR' as const, conversion: 88_4500 };
    expect(panRequired({ ...order, total: 1_99_999_00 }, 2_00_000_00)).toBe(false);
    expect(panRequired({ ...order, total: 2_00_000_00 }, 2_00_000_00)).toBe(false);
    expect(panRequired({ ...order, total: 2_00_001_00 }, 2_00_000_00)).toBe(true);
    expect(panRequired({ ...order, delivery: 'export', total: 9_00_000_00 }, 2_00_000_00)).toBe(false);
    // $2,262 × 88.45 = ₹2,00,073.90: above.
    expect(panRequired({ ...order, currency: 'USD', total: 2_262_00 }, 2_00_000_00)).toBe(true);
    expect(panRequired({ ...order, currency: 'USD', total: 2_261_00 }, 2_00_000_00)).toBe(false);
  });
});
