import { describe, expect, it } from 'vitest';
import { previewPrice, priceOfPlainPiece } from './live-price.ts';

/* The demo catalogue's figures: the preview must match what the server stores. */
const pricing = {
  conversion: 88.45,
  charge: 3,
  shippingCost: 1250,
  shippingCostUsd: 25,
  freeShippingFromInr: 25_000,
  freeShippingFromUsd: 300,
  giftWrapInr: 250,
  giftWrapUsd: 5,
  shopDiscount: 0,
  huidMinWeight: 2,
  profitRate: 32,
};
const whiteGold = { pricePerUnit: 9850, labour: 950 };

describe('the live price', () => {
  it('is the price the server stores for the same figures', () => {
    const price = previewPrice({ metal: whiteGold, weight: '3.459', stoneCost: '440740', discounts: [null] }, pricing);
    // 3.459 g × ₹10,800 + ₹4,40,740 = ₹4,78,097.20; × 1.32 × 1.03 = ₹6,50,020.95 → ₹6,50,021; / 88.45 → $7,349
    expect(price?.inr.price).toBe(65_002_100);
    expect(price?.usd.price).toBe(734_900);
  });

  it('takes the larger of the product’s and the style’s discount', () => {
    const full = previewPrice({ metal: whiteGold, weight: '4', stoneCost: '0', discounts: [] }, pricing)!;
    const off = previewPrice({ metal: whiteGold, weight: '4', stoneCost: '0', discounts: [10, 15] }, pricing)!;
    expect(off.inr.listPrice).toBe(full.inr.price);
    // ₹58,734.72 × 0.85 = ₹49,924.512 → ₹49,925 (rounded once, from the exact figure)
    expect(off.inr.price).toBe(49_925_00);
  });

  it('waits for figures it can use', () => {
    expect(previewPrice({ metal: whiteGold, weight: '', stoneCost: '0', discounts: [] }, pricing)).toBeNull();
    expect(previewPrice({ metal: whiteGold, weight: '3', stoneCost: '-1', discounts: [] }, pricing)).toBeNull();
    expect(previewPrice({ metal: undefined, weight: '3', stoneCost: '0', discounts: [] }, pricing)).toBeNull();
  });

  it('prices a plain piece for the rate-change example', () => {
    // 4 g × (9,850 + 950) = 43,200; × 1.32 × 1.03 = 58,734.72 → ₹58,735
    expect(priceOfPlainPiece(4, whiteGold, pricing).inr.price).toBe(58_735_00);
  });
});
