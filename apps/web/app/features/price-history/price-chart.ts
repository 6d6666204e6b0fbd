import { dayParts, shortMonthName } from '@facet/contracts/number-text';

/*
 * The geometry of a price history's chart (decision 040): a step line — a price holds until the
 * day it changes — drawn in a fixed box, so the server writes it as SVG and no chart library
 * reaches the storefront's scripts.
 */

export interface ChartPoint {
  /** YYYY-MM-DD. */
  date: string;
  value: number;
}

export const CHART = { width: 320, height: 120, left: 8, right: 312, top: 12, bottom: 92 } as const;

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export interface ChartGeometry {
  /** The SVG path of the step line. */
  path: string;
  /** Where each point is drawn. */
  dots: { x: number; y: number }[];
  min: number;
  max: number;
}

/** The step line through the points (in date order), scaled to the box; equal values draw a flat line mid-box. */
export function chartGeometry(points: readonly ChartPoint[]): ChartGeometry {
  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const first = dayOf(points[0]!.date);
  const span = Math.max(1, dayOf(points.at(-1)!.date) - first);
  const x = (date: string) => CHART.left + ((dayOf(date) - first) / span) * (CHART.right - CHART.left);
  const y = (value: number) =>
    max === min
      ? (CHART.top + CHART.bottom) / 2
      : CHART.bottom - ((value - min) / (max - min)) * (CHART.bottom - CHART.top);
  const dots = points.map((point) => ({ x: round(x(point.date)), y: round(y(point.value)) }));
  const path = dots
    .map((dot, i) => (i === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x} V${dot.y}`))
    .join(' ')
    .concat(` H${CHART.right}`);
  return { path, dots, min, max };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** 2026-11-30 as "30 Nov 2026" (British English's short months: "Sept"). */
export function formatDay(day: string): string {
  const { year, month, date } = dayParts(day);
  return `${date} ${shortMonthName(month)} ${year}`;
}

/** Where a price sits on the band's bar, 0–100 %, clamped to the bar. */
export function barPosition(value: number, lowest: number, highest: number): number {
  // All compared stones at one price: this one's below, at or above it.
  if (highest <= lowest) return value < lowest ? 0 : value > highest ? 100 : 50;
  return Math.min(100, Math.max(0, Math.round(((value - lowest) / (highest - lowest)) * 1000) / 10));
}
