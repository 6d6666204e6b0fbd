import { totalBag } from '@facet/contracts/bag-totals';
import { formatMoney } from '@facet/contracts/money';
import { priceJewellery, priceStone } from '@facet/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { centsToPaypalValue } from './paypal-amounts.ts';

/*
 * The amount charged is the amount shown (decision 018): a bag's total, as the page prints it
 * in whole rupees or dollars, is exactly what Razorpay is asked for (paise) and what PayPal is
 * asked for (a decimal string), for bags priced through the real pricing chain.
 */

const shownAsMinor = (shown: string) => Number(shown.replace(/[^0-9]/g, '')) * 100;

describe('the amount charged', () => {
  it('is the total the shopper saw, to the rupee or dollar, whatever the bag', () => {
    for (let i = 1; i <= 250; i += 1) {
      const rates = {
        conversion: 830_000 + i * 97,
        charge: 300,
        shopDiscount: (i * 13) % 2_000,
        profitRate: 2_000 + i * 7,
      };
      const ring = priceJewellery(
        { weightMg: 2_000 + i * 31, metal: { pricePerUnit: 9_650_00 + i, labour: 900_00 }, stoneCost: i * 1_234_56 },
        rates,
        (i * 11) % 1_500,
      );
      const stone = priceStone(50_000_00 + i * 7_777, rates);
      for (const [currency, prices] of [
        ['INR', [ring.inr, stone.inr]],
        ['USD', [ring.usd, stone.usd]],
      ] as const) {
        const lines = prices.map((price, index) => ({ ...price, quantity: 1 + ((i + index) % 3), taxRateBp: 300 }));
        const figures = totalBag(lines, (i * 37) % 2_500, { fee: 25_00, freeFrom: 1_000_00 * (i % 5) });
        const shown = formatMoney(figures.total, currency);
        expect(shown, shown).not.toMatch(/\.\d/);
        // Razorpay takes paise (the order's minor units); PayPal a decimal string of the same cents.
        expect(shownAsMinor(shown)).toBe(figures.total);
        if (currency === 'USD') expect(centsToPaypalValue(figures.total)).toBe(`${figures.total / 100}.00`);
      }
    }
  });
});
