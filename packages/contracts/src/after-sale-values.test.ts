import { describe, expect, it } from 'vitest';
import { updateAfterSalePolicyInput } from './after-sale-policy.ts';
import {
  buybackValue,
  DEFAULT_AFTER_SALE_POLICY,
  isWithinWindow,
  returnWindowEnds,
  stoneKindOf,
  type ValuedThing,
} from './after-sale-values.ts';
import { describeIssues } from './zod.ts';

const policy = DEFAULT_AFTER_SALE_POLICY;
const rates = {
  metals: [
    { name: 'Yellow Gold', pricePerUnit: 9_650_00 },
    { name: 'Platinum', pricePerUnit: 4_350_00 },
  ],
  conversion: 84_5000,
};

/** A 4 g 18K ring whose 0.5 ct natural diamond was paid ₹60,000. */
const ring: ValuedThing = {
  kind: 'product',
  metal: 'Yellow Gold',
  fineness: 750,
  netMetalMg: 4000,
  stoneKind: 'natural',
  stonesPaid: 60_000_00,
};

describe('returnWindowEnds', () => {
  it('counts days from the day of delivery in India', () => {
    expect(returnWindowEnds('2026-11-01T06:00:00Z', { returnDays: 30 })).toBe('2026-12-01');
    expect(returnWindowEnds('2026-12-20T06:00:00Z', { returnDays: 30 })).toBe('2027-01-19');
    expect(returnWindowEnds('2027-02-01T06:00:00Z', { returnDays: 30 })).toBe('2027-03-03');
  });

  it('takes a delivery at 23:30 IST as that day, and one at 00:10 IST as the next', () => {
    // 23:30 IST on 1 November is 18:00 UTC the same day.
    expect(returnWindowEnds('2026-11-01T18:00:00Z', { returnDays: 30 })).toBe('2026-12-01');
    // 00:10 IST on 2 November is still 1 November in UTC.
    expect(returnWindowEnds('2026-11-01T18:40:00Z', { returnDays: 30 })).toBe('2026-12-02');
  });

  it('closes on the day of delivery with no days, and a window is open through its last day in India', () => {
    expect(returnWindowEnds('2026-11-01T18:00:00Z', { returnDays: 0 })).toBe('2026-11-01');
    // 23:59 IST on the last day is inside; 00:00 IST the day after is not.
    expect(isWithinWindow('2026-12-01', new Date('2026-12-01T18:29:00Z'))).toBe(true);
    expect(isWithinWindow('2026-12-01', new Date('2026-12-01T18:30:00Z'))).toBe(false);
  });
});

describe('buybackValue', () => {
  it('is the metal at today’s rate less the deduction plus a share of the stones, in whole rupees', () => {
    // Metal ₹38,600: buyback 90 % = ₹34,740 + 70 % of ₹60,000; exchange 100 % + 90 %.
    expect(buybackValue(ring, rates, policy)).toEqual({ currency: 'INR', buyback: 76_740_00, exchange: 92_600_00 });
  });

  it('moves with the metal rate', () => {
    const dearer = { ...rates, metals: [{ name: 'Yellow Gold', pricePerUnit: 10_000_00 }] };
    expect(buybackValue(ring, dearer, policy)).toEqual({ currency: 'INR', buyback: 78_000_00, exchange: 94_000_00 });
  });

  it('counts laboratory-grown diamonds set in a piece at their own share', () => {
    const labRing = { ...ring, stoneKind: 'lab-grown' as const };
    expect(buybackValue(labRing, rates, policy)).toEqual({ currency: 'INR', buyback: 34_740_00, exchange: 53_600_00 });
  });

  it('scales a piece recorded at another fineness by it over today’s', () => {
    // Recorded as 22K (916) while Yellow Gold is 18K today: 4 g × ₹9,650 × 916 / 750 = ₹47,143.47.
    const plain = { ...ring, fineness: 916, stoneKind: null, stonesPaid: 0 };
    expect(buybackValue(plain, rates, policy)).toEqual({ currency: 'INR', buyback: 42_429_00, exchange: 47_143_00 });
  });

  it('rounds half up once, to a whole rupee', () => {
    // 1.001 g × ₹9,650 = ₹9,659.65 → exchange ₹9,660; buyback 90 % = ₹8,693.685 → ₹8,694.
    const light = { ...ring, netMetalMg: 1001, stoneKind: null, stonesPaid: 0 };
    expect(buybackValue(light, rates, policy)).toEqual({ currency: 'INR', buyback: 8_694_00, exchange: 9_660_00 });
  });

  it('values a loose stone by what was paid, by kind', () => {
    const stone = (stoneKind: ValuedThing['stoneKind']): ValuedThing => ({
      kind: 'stone',
      metal: null,
      fineness: null,
      netMetalMg: null,
      stoneKind,
      stonesPaid: 1_00_000_00,
    });
    expect(buybackValue(stone('natural'), rates, policy)).toEqual({
      currency: 'INR',
      buyback: 70_000_00,
      exchange: 90_000_00,
    });
    expect(buybackValue(stone('lab-grown'), rates, policy)).toEqual({
      currency: 'INR',
      buyback: 0,
      exchange: 25_000_00,
    });
    expect(buybackValue(stone('moissanite'), rates, policy)).toEqual({
      currency: 'INR',
      buyback: 0,
      exchange: 25_000_00,
    });
  });

  it('answers in dollars at today’s conversion, rounded to a whole dollar', () => {
    // ₹76,740 / 84.5 = $908.17; ₹92,600 / 84.5 = $1,095.86.
    expect(buybackValue(ring, rates, policy, 'USD')).toEqual({ currency: 'USD', buyback: 908_00, exchange: 1_096_00 });
  });

  it('has no value for a piece whose metal has no rate or no weight', () => {
    expect(buybackValue({ ...ring, metal: 'Unobtainium' }, rates, policy)).toBeNull();
    expect(buybackValue({ ...ring, netMetalMg: null }, rates, policy)).toBeNull();
  });

  it('knows the kinds by their categories', () => {
    expect(stoneKindOf('Natural Diamond')).toBe('natural');
    expect(stoneKindOf('Lab Grown Diamond')).toBe('lab-grown');
    expect(stoneKindOf('Moissanite')).toBe('moissanite');
    expect(stoneKindOf(null)).toBeNull();
  });
});

describe('updateAfterSalePolicyInput', () => {
  const valid = { ...DEFAULT_AFTER_SALE_POLICY };

  it('takes the defaults', () => {
    expect(updateAfterSalePolicyInput.parse(valid)).toEqual(valid);
  });

  it('refuses days, percentages and costs out of range with sentences', () => {
    const result = updateAfterSalePolicyInput.safeParse({
      ...valid,
      returnDays: -1,
      freeResizeDays: 1.5,
      returnPickup: { offered: true, costInr: -5, costUsd: 0 },
      buyback: { ...valid.buyback, metalDeduction: 101 },
      exchange: { ...valid.exchange, setNatural: '90' },
    });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!.issues)).toEqual(
      expect.arrayContaining([
        'returnDays: must be between 0 days and 3650 days',
        'freeResizeDays: must be a whole amount',
        'returnPickup.costInr: must be between ₹0 and ₹10,000',
        'buyback.metalDeduction: must be between 0 % and 100 %',
        'exchange.setNatural: must be a number',
      ]),
    );
  });
});
