import { describe, expect, it } from 'vitest';
import { previewPrice, priceOfPlainPiece } from './live-price.ts';

/* The demo catalogue's figures: the preview must match what the server stores. */
const pricing = { conversion: 88.45, charge: 3, shippingCost: 1250, shopDiscount: 0, profitRate: 32 };
const whiteGold = { pricePerUnit: 9850, labour: 950 };

describe('the live price', () => {
  it('is the price the server stores for the same figures', () => {
    const price = previewPrice({ metal: whiteGold, weight: '3.459', stoneCost: '440740', discounts: [null] }, pricing);
    expect(price?.inr.price).toBe(65_002_095);
    expect(price?.usd.price).toBe(734_902);
  });

  it('takes the larger of the product’s and the style’s discount', () => {
    const full = previewPrice({ metal: whiteGold, weight: '4', stoneCost: '0', discounts: [] }, pricing)!;
    const off = previewPrice({ metal: whiteGold, weight: '4', stoneCost: '0', discounts: [10, 15] }, pricing)!;
    expect(off.inr.listPrice).toBe(full.inr.price);
    expect(off.inr.price).toBe(Math.round(full.inr.price * 0.85));
  });

  it('waits for figures it can use', () => {
    expect(previewPrice({ metal: whiteGold, weight: '', stoneCost: '0', discounts: [] }, pricing)).toBeNull();
    expect(previewPrice({ metal: whiteGold, weight: '3', stoneCost: '-1', discounts: [] }, pricing)).toBeNull();
    expect(previewPrice({ metal: undefined, weight: '3', stoneCost: '0', discounts: [] }, pricing)).toBeNull();
  });

  it('prices a plain piece for the rate-change example', () => {
    // 4 g × (9,850 + 950) = 43,200; × 1.32 × 1.03 = 58,734.72
    expect(priceOfPlainPiece(4, whiteGold, pricing).inr.price).toBe(5_873_472);
  });
});
