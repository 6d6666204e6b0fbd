import { describe, expect, it } from 'vitest';
import { figuresFor, shippingFor, totalBag } from './bag-totals.ts';

/** ₹500 insured shipping, free from ₹25,000 of goods. */
const shipping = { fee: 500_00, freeFrom: 25_000_00 };

const twoRingsAndAStone = [
  { price: 900_00, listPrice: 1_000_00, quantity: 2, taxRateBp: 300 },
  { price: 500_00, listPrice: 500_00, quantity: 1, taxRateBp: 300 },
];

describe('the bag’s figures', () => {
  it('works out a bag by hand: item discounts, then the coupon, shipping, and the GST inside', () => {
    // Two rings at ₹900 (were ₹1,000) and a stone at ₹500; 10 % coupon; ₹500 shipping; GST 3 %.
    const figures = totalBag(twoRingsAndAStone, 1_000, shipping);
    expect(figures).toEqual({
      subtotal: 2_500_00,
      itemDiscounts: 200_00,
      couponDiscount: 230_00, // 10 % of ₹2,300
      shipping: 500_00,
      total: 2_570_00, // ₹2,070 of goods + ₹500
      // The coupon spread ₹180 + ₹50: ₹1,620 and ₹450 of goods, and ₹500 of shipping, each with
      // its 1.5 % + 1.5 % inside: ₹47.18 + ₹13.10 + ₹14.56 = ₹74.84 → ₹75
      taxIncluded: 75_00,
    });
    expect(figures.total).toBe(figures.subtotal - figures.itemDiscounts - figures.couponDiscount + figures.shipping);
  });

  it('rounds the coupon half up to a whole unit, once, on the whole bag', () => {
    // 12.5 % of ₹123 = ₹15.375 → ₹15; of ₹124 = ₹15.50 → ₹16
    expect(
      totalBag([{ price: 123_00, listPrice: 123_00, quantity: 1, taxRateBp: 0 }], 1_250, shipping).couponDiscount,
    ).toBe(15_00);
    expect(
      totalBag([{ price: 124_00, listPrice: 124_00, quantity: 1, taxRateBp: 0 }], 1_250, shipping).couponDiscount,
    ).toBe(16_00);
  });

  it('keeps every figure in whole units, whatever the coupon and tax rate', () => {
    for (let i = 1; i <= 300; i += 1) {
      const lines = [
        { price: i * 1_37_00, listPrice: i * 1_50_00, quantity: 1 + (i % 3), taxRateBp: (i * 13) % 2_800 },
        { price: 99_00 * i, listPrice: 99_00 * i, quantity: 1, taxRateBp: 300 },
      ];
      const figures = totalBag(lines, (i * 37) % 10_000, { fee: 25_00, freeFrom: 300_00 * (i % 7) });
      for (const figure of Object.values(figures)) expect(figure % 100).toBe(0);
      expect(figures.total).toBe(figures.subtotal - figures.itemDiscounts - figures.couponDiscount + figures.shipping);
      const exported = figuresFor(figures, 'export');
      expect(exported.total % 100).toBe(0);
      expect(exported.total + exported.taxRemoved).toBe(figures.total);
    }
  });

  it('ships free once the goods reach the threshold, after the coupon', () => {
    expect(shippingFor(24_999_00, shipping)).toBe(500_00);
    expect(shippingFor(25_000_00, shipping)).toBe(0);
    // ₹26,000 of goods less a 10 % coupon is ₹23,400: under the threshold, so shipping is charged.
    const couponed = totalBag(
      [{ price: 26_000_00, listPrice: 26_000_00, quantity: 1, taxRateBp: 300 }],
      1_000,
      shipping,
    );
    expect(couponed.shipping).toBe(500_00);
    expect(couponed.total).toBe(23_900_00);
    const whole = totalBag([{ price: 26_000_00, listPrice: 26_000_00, quantity: 1, taxRateBp: 300 }], 0, shipping);
    expect(whole.shipping).toBe(0);
    expect(whole.total).toBe(26_000_00);
  });

  it('charges no shipping on an empty bag, and has nothing in it', () => {
    expect(totalBag([], 1_000, shipping)).toEqual({
      subtotal: 0,
      itemDiscounts: 0,
      couponDiscount: 0,
      shipping: 0,
      total: 0,
      taxIncluded: 0,
    });
  });

  it('follows the delivery address: GST inside within India, taken off an export', () => {
    // The bag worked out above: ₹2,570 with shipping, holding ₹75 of GST.
    const bag = totalBag(twoRingsAndAStone, 1_000, shipping);
    expect(figuresFor(bag, 'india')).toEqual({ ...bag, delivery: 'india', taxRemoved: 0 });
    expect(figuresFor(bag, 'export')).toEqual({
      ...bag,
      delivery: 'export',
      taxIncluded: 0,
      taxRemoved: 75_00,
      total: 2_495_00, // ₹2,570 − ₹75
    });
  });
});
