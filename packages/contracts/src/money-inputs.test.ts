import { describe, expect, it } from 'vitest';
import {
  updateChargeInput,
  updateConversionInput,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShippingCostUsdInput,
  updateFreeShippingFromInrInput,
  updateFreeShippingFromUsdInput,
  updateShopDiscountInput,
} from './pricing-parameters.ts';
import { createProductDiscountInput, createStyleDiscountInput } from './discounts.ts';
import { updateMetalInput } from './metals.ts';
import {
  decimalNumber,
  discountPercent,
  hasAtMostDecimals,
  metalRateRange,
  moneyAmount,
  weightGrams,
} from './money-inputs.ts';
import { formatPrice } from './money.ts';
import { describeIssues, type z } from './zod.ts';

const formatRupees = (amount: number) => formatPrice(amount, 'INR');

/** The API's messages for `input`, or [] when it is accepted. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : describeIssues(result.error.issues);
}

describe('decimals', () => {
  it('allows for binary floating point but not for values stored as 0', () => {
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasAtMostDecimals(12.34, 2)).toBe(true);
    expect(hasAtMostDecimals(0, 2)).toBe(true);
    expect(hasAtMostDecimals(12.345, 2)).toBe(false);
    // Each is "greater than 0" yet rounds to 0 paise, basis points or milligrams.
    for (const tiny of [1e-320, 5e-324, 1e-9, -1e-9]) expect(hasAtMostDecimals(tiny, 2), String(tiny)).toBe(false);
    expect(decimalNumber(4).safeParse(1e-320).error?.issues[0]?.message).toBe('must have at most 4 decimals');
  });

  it('groups rupees the Indian way in messages', () => {
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatRupees(100_000_000)).toBe('₹10,00,00,000');
    expect(formatRupees(10)).toBe('₹10');
    expect(metalRateRange.text).toBe('between ₹10 and ₹50,000 per gram');
  });
});

describe('updateMetalInput', () => {
  const gold = { name: 'Yellow Gold', pricePerUnit: 9_650, labour: 900 };

  it('takes plausible rates for every metal, at the edges of the ranges too', () => {
    for (const metal of [
      gold,
      { name: '925 Sterling Silver', pricePerUnit: 105.5, labour: 12 },
      { name: 'Platinum', pricePerUnit: 4_350, labour: 1_450 },
      { name: 'White Gold', pricePerUnit: 13_900, labour: 2_000 },
      { name: 'Rose Gold', pricePerUnit: 10, labour: 5 },
      { name: 'Rose Gold', pricePerUnit: 50_000, labour: 5_000 },
    ]) {
      expect(messagesOf(updateMetalInput, metal), JSON.stringify(metal)).toEqual([]);
    }
  });

  it.each([0, 1e-320, 5e-324, -1, 9.99, 50_000.01, 96_500, 1e9, 1e308])(
    'refuses a rate of %s with the unit and the range',
    (pricePerUnit) => {
      expect(messagesOf(updateMetalInput, { ...gold, pricePerUnit })).toEqual([
        'pricePerUnit: must be between ₹10 and ₹50,000 per gram',
      ]);
    },
  );

  it.each([0, 1e-320, -900, 4.99, 5_000.01, 90_000])('refuses a making charge of %s', (labour) => {
    expect(messagesOf(updateMetalInput, { ...gold, labour })).toEqual([
      'labour: must be between ₹5 and ₹5,000 per gram',
    ]);
  });

  it('refuses paise fractions and anything but a number', () => {
    expect(messagesOf(updateMetalInput, { ...gold, pricePerUnit: 9_650.555 })).toEqual([
      'pricePerUnit: must have at most 2 decimals',
    ]);
    expect(messagesOf(updateMetalInput, { ...gold, labour: '900' })).toEqual(['labour: must be a number']);
    expect(messagesOf(updateMetalInput, { ...gold, pricePerUnit: Number.POSITIVE_INFINITY })).toHaveLength(1);
    expect(messagesOf(updateMetalInput, { ...gold, pricePerUnit: Number.NaN })).toHaveLength(1);
  });

  it('refuses a metal name with hidden characters', () => {
    expect(messagesOf(updateMetalInput, { ...gold, name: 'Yellow\u200B Gold' })).toEqual([
      'name: must not contain invisible or direction-changing characters',
    ]);
  });
});

describe('pricing parameter inputs', () => {
  it.each([0, 1e-320, -88, 9.9999, 0.0113, 1_000.0001, 8_845])('refuses a conversion of %s', (conversion) => {
    expect(messagesOf(updateConversionInput, { conversion })).toEqual([
      'conversion: must be between ₹10 and ₹1,000 per US dollar',
    ]);
  });

  it('takes a conversion with up to 4 decimals', () => {
    expect(updateConversionInput.parse({ conversion: 88.4512 })).toEqual({ conversion: 88.4512 });
    expect(messagesOf(updateConversionInput, { conversion: 88.45123 })).toEqual([
      'conversion: must have at most 4 decimals',
    ]);
  });

  it('keeps 0 where it means "none", refusing what would be stored as 0 and the absurd', () => {
    const cases: [z.ZodType, string, number, string[]][] = [
      [updateChargeInput, 'charge', 3, []],
      [updateChargeInput, 'charge', 0, []],
      [updateChargeInput, 'charge', 1e-320, ['charge: must have at most 2 decimals']],
      [updateChargeInput, 'charge', 100, ['charge: must be between 0 % and 28 %']],
      [updateChargeInput, 'charge', -3, ['charge: must be between 0 % and 28 %']],
      [updateShippingCostInput, 'shippingCost', 0, []],
      [updateShippingCostInput, 'shippingCost', 1_250, []],
      [updateShippingCostInput, 'shippingCost', 1e-320, ['shippingCost: must be a whole amount']],
      [updateShippingCostInput, 'shippingCost', 1_250.5, ['shippingCost: must be a whole amount']],
      [updateShippingCostInput, 'shippingCost', 1e7, ['shippingCost: must be between ₹0 and ₹1,00,000']],
      [updateShippingCostUsdInput, 'shippingCostUsd', 25, []],
      [updateShippingCostUsdInput, 'shippingCostUsd', 14.13, ['shippingCostUsd: must be a whole amount']],
      [updateShippingCostUsdInput, 'shippingCostUsd', 5_000, ['shippingCostUsd: must be between $0 and $1,000']],
      [updateFreeShippingFromInrInput, 'freeShippingFromInr', 25_000, []],
      [updateFreeShippingFromInrInput, 'freeShippingFromInr', 0, []],
      [
        updateFreeShippingFromInrInput,
        'freeShippingFromInr',
        -1,
        ['freeShippingFromInr: must be between ₹0 and ₹1,00,00,000'],
      ],
      [updateFreeShippingFromUsdInput, 'freeShippingFromUsd', 300.5, ['freeShippingFromUsd: must be a whole amount']],
      [updateShopDiscountInput, 'shopDiscount', 0, []],
      [updateShopDiscountInput, 'shopDiscount', 1e-320, ['shopDiscount: must have at most 2 decimals']],
      [updateShopDiscountInput, 'shopDiscount', 95, ['shopDiscount: must be between 0 % and 90 %']],
      [updateProfitRateInput, 'profitRate', 32, []],
      [updateProfitRateInput, 'profitRate', 0, []],
      [updateProfitRateInput, 'profitRate', 1e-320, ['profitRate: must have at most 2 decimals']],
      [updateProfitRateInput, 'profitRate', 1_000, ['profitRate: must be between 0 % and 500 %']],
    ];
    for (const [schema, key, value, messages] of cases) {
      expect(messagesOf(schema, { [key]: value }), `${key} = ${value}`).toEqual(messages);
    }
  });
});

describe('discounts, weights and stone costs', () => {
  it('refuses a discount of 0 or one that rounds to it, and more than 90 %', () => {
    for (const discount of [0, 1e-320, 0.001, -5, 90.01]) {
      expect(
        discountPercent.safeParse(discount).error?.issues.map((i) => i.message),
        String(discount),
      ).toEqual(['must be between 0.01 % and 90 %']);
    }
    expect(messagesOf(createProductDiscountInput, { name: 'Diwali', discount: 0.01 })).toEqual([]);
    expect(messagesOf(createStyleDiscountInput, { style: 'Halo', discount: 90 })).toEqual([]);
  });

  it('refuses weights that round to 0 mg, are typed in kilograms or milligrams', () => {
    for (const weight of [0, 1e-320, 0.0004, 0.004, -4, 4_000]) {
      expect(weightGrams.safeParse(weight).error?.issues[0]?.message, String(weight)).toBe(
        'must be between 0.01 g and 1,000 g',
      );
    }
    expect(weightGrams.safeParse(4.0005).error?.issues[0]?.message).toBe('must have at most 3 decimals');
    for (const weight of [0.01, 0.2, 4.125, 1_000]) expect(weightGrams.safeParse(weight).success).toBe(true);
  });

  it('takes a stone cost of 0 (no stones) but not one that rounds to 0 paise', () => {
    expect(moneyAmount.safeParse(0).success).toBe(true);
    expect(moneyAmount.safeParse(40_000).success).toBe(true);
    expect(moneyAmount.safeParse(1e-320).error?.issues[0]?.message).toBe('must have at most 2 decimals');
    expect(moneyAmount.safeParse(2e8).error?.issues[0]?.message).toBe('must be between ₹0 and ₹10,00,00,000');
  });
});
