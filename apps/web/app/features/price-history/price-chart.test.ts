import { describe, expect, it } from 'vitest';
import { barPosition, CHART, chartGeometry, formatDay } from './price-chart.ts';

/* The price history chart's geometry and the band's bar (decision 040). */

describe('the price chart', () => {
  it('draws a step line: a price holds until the day it changes, and on to the right edge', () => {
    const geometry = chartGeometry([
      { date: '2026-01-01', value: 100 },
      { date: '2026-01-11', value: 200 },
      { date: '2026-01-21', value: 150 },
    ]);
    const middle = (CHART.left + CHART.right) / 2;
    expect(geometry.dots).toEqual([
      { x: CHART.left, y: CHART.bottom },
      { x: middle, y: CHART.top },
      { x: CHART.right, y: (CHART.top + CHART.bottom) / 2 },
    ]);
    expect(geometry.path).toBe(
      `M${CHART.left} ${CHART.bottom} H${middle} V${CHART.top} H${CHART.right} V${(CHART.top + CHART.bottom) / 2} H${CHART.right}`,
    );
    expect([geometry.min, geometry.max]).toEqual([100, 200]);
  });

  it('draws equal prices as a flat line across the middle', () => {
    const geometry = chartGeometry([
      { date: '2026-03-01', value: 7 },
      { date: '2026-03-02', value: 7 },
    ]);
    const middle = (CHART.top + CHART.bottom) / 2;
    expect(geometry.dots.map((dot) => dot.y)).toEqual([middle, middle]);
  });

  it('writes days as shoppers read them, whatever the time zone', () => {
    expect(formatDay('2026-11-30')).toBe('30 Nov 2026');
  });
});

describe('the band’s bar', () => {
  it('places a price between the lowest and the highest, clamped to the bar', () => {
    expect(barPosition(150, 100, 200)).toBe(50);
    expect(barPosition(50, 100, 200)).toBe(0);
    expect(barPosition(250, 100, 200)).toBe(100);
    expect(barPosition(5, 5, 5)).toBe(50);
    expect(barPosition(4, 5, 5)).toBe(0);
    expect(barPosition(6, 5, 5)).toBe(100);
  });
});
