import type { StoneDetail } from '@facet/contracts/stones';
import { describe, expect, it } from 'vitest';
import { compareRows, gradingRows } from './stone-facts.ts';

const stone = (laserInscription: string | null) =>
  ({
    sku: 'LG-20002',
    stoneCategory: 'Lab Grown Diamond',
    growthMethod: 'CVD',
    stoneShape: 'Oval',
    carat: 1.01,
    color: 'F',
    clarity: 'VS1',
    cut: 'Excellent',
    polish: null,
    symmetry: null,
    fluorescence: null,
    laserInscription,
  }) as StoneDetail;

const inscriptionOf = (rows: { label: string; value: string | null }[]) =>
  rows.find((row) => row.label === 'Laser inscription')?.value;

describe('a stone’s facts', () => {
  it('list its laser inscription among the grading details when it has one, and leave the row out when not', () => {
    expect(inscriptionOf(gradingRows(stone('IGI LG612345678')))).toBe('IGI LG612345678');
    expect(inscriptionOf(gradingRows(stone(null)))).toBeUndefined();
  });

  it('give the compare table a laser inscription row for every stone, empty where there is none', () => {
    const row = compareRows.find((candidate) => candidate.label === 'Laser inscription')!;
    expect(row.value(stone('GIA 2141438167'))).toBe('GIA 2141438167');
    expect(row.value(stone(null))).toBeNull();
  });
});
