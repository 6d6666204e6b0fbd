/*
 * Small helpers shared by every drawing: number formatting (short SVG text keeps hashing and
 * rasterising cheap), colour mixing and a seeded random source so pictures are reproducible.
 */

export type Rgb = readonly [number, number, number];

/** Rounds for SVG output; two decimals is far below a pixel at the sizes the shop renders. */
export function formatNumber(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * `formatNumber(value, 1)`, character for character, in integer arithmetic: paths' coordinates
 * are most of a drawing's numbers, and writing a whole number is twice as fast as a fraction.
 */
export function formatTenths(value: number): string {
  const tenths = Math.round(value * 10);
  const digit = tenths % 10;
  if (digit === 0) return String(tenths / 10);
  return tenths < 0 ? `-${(digit - tenths) / 10}.${-digit}` : `${(tenths - digit) / 10}.${digit}`;
}

export function parseHex(hex: string): Rgb {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function formatHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

export function mixHex(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const t = Math.min(1, Math.max(0, amount));
  return formatHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

/** Looks a value up on a ramp of evenly spaced colours, blending between neighbours. */
export function sampleRamp(ramp: readonly string[], position: number): string {
  const t = Math.min(1, Math.max(0, position)) * (ramp.length - 1);
  const index = Math.min(ramp.length - 2, Math.floor(t));
  return mixHex(ramp[index] ?? '#000000', ramp[index + 1] ?? '#000000', t - index);
}

export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: tiny, fast and good enough to scatter sparkles reproducibly. */
export function createSeededRandom(seed: string | number): () => number {
  let state = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function smoothStep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export interface SvgDocument {
  readonly width: number;
  readonly height: number;
  readonly defs: Iterable<string>;
  readonly body: string;
  /** Defaults to the pixel size, so one user unit is one pixel. */
  readonly viewBox?: string;
}

export function wrapSvg({ width, height, defs, body, viewBox }: SvgDocument): string {
  const defsText = [...defs].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${width}" height="${height}" viewBox="${viewBox ?? `0 0 ${width} ${height}`}">` +
    (defsText ? `<defs>${defsText}</defs>` : '') +
    body +
    '</svg>'
  );
}
