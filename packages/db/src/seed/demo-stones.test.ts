import {
  certificateLabs,
  stoneCategories,
  stoneClarities,
  stoneColours,
  stoneCuts,
  stoneShapes,
} from '@facet/contracts/lookups';
import { describe, expect, it } from 'vitest';
import { demoStoneCost } from './demo-stones/demo-stone-costs.ts';
import { buildDemoStones, demoStonePlan } from './demo-stones/demo-stones.ts';

const demoStones = buildDemoStones();
const ofCategory = (category: string) => demoStones.filter((stone) => stone.category === category);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('demo stones', () => {
  it('are a few hundred, the same on every run, with unique stock numbers and certificates', () => {
    expect(demoStones.length).toBeGreaterThanOrEqual(300);
    expect(buildDemoStones()).toEqual(demoStones);
    expect(new Set(demoStones.map((s) => s.sku.toLowerCase())).size).toBe(demoStones.length);
    const certificates = demoStones
      .filter((s) => s.certificateNumber)
      .map((s) => `${s.certificateLab}:${s.certificateNumber}`);
    expect(new Set(certificates).size).toBe(certificates.length);
    for (const stone of demoStones) {
      expect(stone.sku).toMatch(/^(ND-1|LG-2|MO-3)\d{4}$/);
      expect(stone.sku.slice(0, 2)).toBe(demoStonePlan[stone.category].prefix);
      if (stone.certificateLab) expect(certificateLabs).toContain(stone.certificateLab);
      expect(Boolean(stone.certificateLab), stone.sku).toBe(Boolean(stone.certificateNumber));
    }
  });

  it('cover every shape in every category (on sale), and the full 4C range', () => {
    for (const category of stoneCategories) {
      const available = ofCategory(category).filter((s) => s.state === 'available');
      expect(new Set(available.map((s) => s.shape)), category).toEqual(new Set(stoneShapes));
    }
    // The first of each category, which pages and tests link to, are on sale.
    for (const sku of ['ND-10001', 'ND-10002', 'LG-20001', 'LG-20002', 'MO-30001', 'MO-30002']) {
      expect(demoStones.find((s) => s.sku === sku)?.state, sku).toBe('available');
    }
    expect(new Set(demoStones.map((s) => s.color))).toEqual(new Set(stoneColours));
    expect(new Set(demoStones.map((s) => s.clarity))).toEqual(new Set(stoneClarities));
    expect(new Set(demoStones.map((s) => s.cut))).toEqual(new Set(stoneCuts));
    const carats = demoStones.map((s) => s.carat);
    expect(Math.min(...carats)).toBeGreaterThanOrEqual(0.3);
    expect(Math.max(...carats)).toBeLessThanOrEqual(5);
    expect(Math.max(...carats)).toBeGreaterThan(3);
    // Mostly engagement-ring sizes.
    expect(carats.filter((c) => c >= 0.7 && c <= 2).length / carats.length).toBeGreaterThan(0.6);
    // Two decimals at most, as the stone form and the database take them.
    for (const carat of carats) expect(Math.abs(carat * 100 - Math.round(carat * 100))).toBeLessThan(1e-9);
  });

  it('are mostly available, with some sold, held and unlisted', () => {
    const states = new Map<string, number>();
    for (const s of demoStones) states.set(s.state, (states.get(s.state) ?? 0) + 1);
    expect(states.get('available')! / demoStones.length).toBeGreaterThan(0.85);
    for (const state of ['sold', 'on_hold', 'unlisted']) expect(states.get(state), state).toBeGreaterThan(0);
  });

  it('cost what a jeweller pays: natural ≫ lab-grown ≫ moissanite, rising steeply with carat and grade', () => {
    const base = {
      category: 'Natural Diamond',
      shape: 'Round',
      color: 'G',
      clarity: 'VS1',
      cut: 'Excellent',
      fluorescence: 'None',
    } as const;
    const oneCarat = demoStoneCost({ ...base, carat: 1 }, 'x');
    expect(oneCarat).toBeGreaterThanOrEqual(400_000);
    expect(oneCarat).toBeLessThanOrEqual(600_000);
    // Twice the weight, well over twice the cost; a better grade, more.
    expect(demoStoneCost({ ...base, carat: 2 }, 'x')).toBeGreaterThan(3 * oneCarat);
    expect(demoStoneCost({ ...base, carat: 1, color: 'D', clarity: 'IF' }, 'x')).toBeGreaterThan(1.6 * oneCarat);
    expect(demoStoneCost({ ...base, carat: 1, color: 'K', clarity: 'I1' }, 'x')).toBeLessThan(0.4 * oneCarat);
    const lab = demoStoneCost({ ...base, category: 'Lab Grown Diamond', carat: 1 }, 'x');
    expect(lab / oneCarat).toBeGreaterThanOrEqual(0.1);
    expect(lab / oneCarat).toBeLessThanOrEqual(0.2);

    for (const stone of ofCategory('Moissanite')) {
      expect(stone.cost, stone.sku).toBeGreaterThanOrEqual(7_000);
      expect(stone.cost, stone.sku).toBeLessThanOrEqual(42_000);
    }
    const medians = stoneCategories.map((category) => median(ofCategory(category).map((s) => s.cost)));
    expect(medians[0]).toBeGreaterThan(3 * medians[1]!);
    expect(medians[1]).toBeGreaterThan(3 * medians[2]!);
  });

  it('measure as their shape and weight say', () => {
    for (const stone of demoStones) {
      const ratio = stone.length / stone.width;
      if (stone.shape === 'Round') expect(ratio, stone.sku).toBeLessThan(1.02);
      if (stone.shape === 'Oval' || stone.shape === 'Emerald') expect(ratio, stone.sku).toBeGreaterThan(1.28);
      if (stone.shape === 'Marquise') expect(ratio, stone.sku).toBeGreaterThan(1.8);
      expect(stone.depth / stone.width, stone.sku).toBeCloseTo(stone.depthPercent / 100, 1);
      expect(stone.depthPercent).toBeGreaterThan(55);
      expect(stone.depthPercent).toBeLessThan(75);
      expect(stone.tablePercent).toBeGreaterThan(50);
      expect(stone.tablePercent).toBeLessThan(80);
    }
    // A one-carat round diamond is about 6.4 mm across.
    const round = demoStones.find((s) => s.shape === 'Round' && s.carat === 1 && s.category !== 'Moissanite')!;
    expect(round.width).toBeGreaterThan(6.2);
    expect(round.width).toBeLessThan(6.6);
  });
});
