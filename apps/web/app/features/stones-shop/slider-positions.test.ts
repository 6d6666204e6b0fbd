import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endAt, percentOf, startAt } from './slider-positions.ts';
import { caratScale, positionOf, SLIDER_STEPS } from './stone-query.ts';

describe('slider positions as classes', () => {
  it('places a value as Radix Slider does, in percent', () => {
    expect(percentOf(0, 0, 7)).toBe(0);
    expect(percentOf(7, 0, 7)).toBe(100);
    expect(percentOf(2, 0, 7)).toBeCloseTo(28.571, 3);
    expect(percentOf(-1, 0, 10)).toBe(0);
    expect(percentOf(3, 3, 3)).toBe(0);
  });

  it('writes whole percents and tenths', () => {
    expect(startAt(0)).toBe('left-[0%]');
    expect(startAt(41.1)).toBe('left-[41%] ml-[0.1%]');
    expect(startAt(28.571)).toBe('left-[28%] ml-[0.6%]');
    expect(startAt(100)).toBe('left-[100%]');
    expect(endAt(100)).toBe('right-[0%]');
    expect(endAt(58.9)).toBe('right-[41%] mr-[0.1%]');
    expect(endAt(0)).toBe('right-[100%]');
  });

  it('draws a carat thumb exactly where the slider puts it (a tenth of a percent per step)', () => {
    const oneCarat = positionOf(caratScale, 1, 'low');
    expect(startAt(percentOf(oneCarat, 0, SLIDER_STEPS))).toBe('left-[41%] ml-[0.1%]');
  });

  it('has every class it can write generated for the stylesheet', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../app.css'), 'utf8');
    for (const line of [
      '@source inline("left-[{0..100}%]");',
      '@source inline("right-[{0..100}%]");',
      '@source inline("ml-[0.{1..9}%]");',
      '@source inline("mr-[0.{1..9}%]");',
    ]) {
      expect(css).toContain(line);
    }
  });
});
