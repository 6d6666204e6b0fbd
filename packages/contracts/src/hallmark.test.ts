import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HUID_MIN_WEIGHT_MG,
  describePiece,
  huidExemptReasonInput,
  huidInput,
  type HuidLineFacts,
  isHallmarkedMetal,
  needsHuid,
} from './hallmark.ts';

/* Which order lines need a HUID when they ship, and what a HUID looks like. */

const rule = { minWeightMg: DEFAULT_HUID_MIN_WEIGHT_MG };
const ring = (overrides: Partial<HuidLineFacts> = {}): HuidLineFacts => ({
  kind: 'product',
  metal: 'Yellow Gold',
  weightMg: 3_500,
  huidExemptReason: null,
  ...overrides,
});

describe('needsHuid', () => {
  it('asks for one on a gold piece of 2 g or more, in every colour of gold', () => {
    expect(needsHuid(ring(), rule)).toBe(true);
    expect(needsHuid(ring({ metal: 'White Gold' }), rule)).toBe(true);
    expect(needsHuid(ring({ metal: 'Rose Gold' }), rule)).toBe(true);
  });

  it('asks for one on sterling silver', () => {
    expect(needsHuid(ring({ metal: '925 Sterling Silver', weightMg: 8_000 }), rule)).toBe(true);
  });

  it('asks for one at exactly the threshold, not a milligram under it', () => {
    expect(DEFAULT_HUID_MIN_WEIGHT_MG).toBe(2_000);
    expect(needsHuid(ring({ weightMg: 2_000 }), rule)).toBe(true);
    expect(needsHuid(ring({ weightMg: 1_999 }), rule)).toBe(false);
    expect(needsHuid(ring({ weightMg: 400 }), rule)).toBe(false);
  });

  it('follows the threshold the shop sets', () => {
    expect(needsHuid(ring({ weightMg: 2_500 }), { minWeightMg: 3_000 })).toBe(false);
    expect(needsHuid(ring({ weightMg: 100 }), { minWeightMg: 0 })).toBe(true);
  });

  it('never asks for one on platinum', () => {
    expect(needsHuid(ring({ metal: 'Platinum', weightMg: 9_000 }), rule)).toBe(false);
  });

  it('never asks for one on a loose stone', () => {
    expect(needsHuid({ kind: 'stone', metal: null, weightMg: null, huidExemptReason: null }, rule)).toBe(false);
  });

  it('lets off a product an Admin marked exempt', () => {
    expect(needsHuid(ring({ huidExemptReason: 'Antique piece, hallmarked before HUIDs' }), rule)).toBe(false);
  });
});

describe('isHallmarkedMetal', () => {
  it('knows gold and silver by purity or name, and not platinum', () => {
    expect(isHallmarkedMetal('Yellow Gold')).toBe(true);
    expect(isHallmarkedMetal('925 Sterling Silver')).toBe(true);
    expect(isHallmarkedMetal('Platinum')).toBe(false);
    expect(isHallmarkedMetal('22K Gold')).toBe(true);
  });
});

describe('huidInput', () => {
  it('takes six capitals or digits, raising lower case and dropping spaces around', () => {
    expect(huidInput.parse('ab12c3')).toBe('AB12C3');
    expect(huidInput.parse('  ZX9Q01 ')).toBe('ZX9Q01');
  });

  it('refuses anything else with one sentence', () => {
    for (const bad of ['AB12C', 'AB12C34', 'AB-2C3', 'AB 2C3', 'ÄB12C3', '']) {
      const result = huidInput.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('A HUID is 6 letters or digits.');
    }
  });
});

describe('huidExemptReasonInput', () => {
  it('takes a reason or null, and refuses an empty one', () => {
    expect(huidExemptReasonInput.parse(' Below the weight the law hallmarks ')).toBe(
      'Below the weight the law hallmarks',
    );
    expect(huidExemptReasonInput.parse(null)).toBeNull();
    expect(huidExemptReasonInput.safeParse('   ').success).toBe(false);
    expect(huidExemptReasonInput.safeParse('x'.repeat(301)).success).toBe(false);
  });
});

describe('describePiece', () => {
  it('names a piece, and which one of several', () => {
    expect(describePiece({ name: 'Willow Leaf Ring', details: 'Yellow Gold', quantity: 1 }, 1)).toBe(
      'Willow Leaf Ring, Yellow Gold',
    );
    expect(describePiece({ name: 'Willow Leaf Ring', details: 'Yellow Gold', quantity: 2 }, 2)).toBe(
      'Willow Leaf Ring, Yellow Gold (piece 2 of 2)',
    );
  });
});
