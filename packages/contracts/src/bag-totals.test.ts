import { describe, expect, it } from 'vitest';
import { figuresFor, fromPaise, totalBag } from './bag-totals.ts';

describe('the bag’s figures', () => {
  it('works out a bag by hand: item discounts, then the coupon, shipping, and the GST inside', () => {
    // Two rings at ₹900 (were ₹1,000) and a stone at ₹500; 10 % coupon; ₹500 shipping; GST 3 %.
    const figures = totalBag(
      [
        { price: 90_000, listPrice: 100_000, quantity: 2 },
        { price: 50_000, listPrice: 50_000, quantity: 1 },
      ],
      1_000,
      50_000,
      300,
    );
    expect(figures).toEqual({
      subtotal: 250_000,
      itemDiscounts: 20_000,
      couponDiscount: 23_000, // 10 % of ₹2,300
      shipping: 50_000,
      total: 257_000, // ₹2,070 of goods + ₹500
      taxIncluded: 6_029, // ₹2,070 × 3 / 103 = ₹60.291…
    });
  });

  it('rounds the coupon half up, once, on the whole bag', () => {
    expect(totalBag([{ price: 12_345, listPrice: 12_345, quantity: 1 }], 1_250, 0, 0).couponDiscount).toBe(1_543);
    expect(totalBag([{ price: 12_348, listPrice: 12_348, quantity: 1 }], 1_250, 0, 0).couponDiscount).toBe(1_544);
  });

  it('charges no shipping on an empty bag, and has nothing in it', () => {
    expect(totalBag([], 1_000, 50_000, 300)).toEqual({
      subtotal: 0,
      itemDiscounts: 0,
      couponDiscount: 0,
      shipping: 0,
      total: 0,
      taxIncluded: 0,
    });
  });

  it('turns paise into cents at the shop’s rate, half up', () => {
    expect(fromPaise(250_000, 'INR', 835_000)).toBe(250_000);
    expect(fromPaise(250_000, 'USD', 835_000)).toBe(2_994); // ₹2,500 / 83.5 = $29.940…
    expect(fromPaise(4_175, 'USD', 835_000)).toBe(50); // ₹41.75 / 83.5 = $0.50
    expect(fromPaise(4_133, 'USD', 835_000)).toBe(49); // $0.49497… rounds down
  });

  it('follows the delivery address: GST inside within India, taken off an export', () => {
    // The bag worked out above: ₹2,070 of goods holding ₹60.29 of GST, ₹500 shipping.
    const bag = totalBag(
      [
        { price: 90_000, listPrice: 100_000, quantity: 2 },
        { price: 50_000, listPrice: 50_000, quantity: 1 },
      ],
      1_000,
      50_000,
      300,
    );
    expect(figuresFor(bag, 'india')).toEqual({ ...bag, delivery: 'india', taxRemoved: 0 });
    expect(figuresFor(bag, 'export')).toEqual({
      ...bag,
      delivery: 'export',
      taxIncluded: 0,
      taxRemoved: 6_029,
      total: 250_971, // ₹2,070 − ₹60.29 + ₹500
    });
  });
});
