import { loadavg } from 'node:os';
import { layOver } from '@facet/artwork/layered-raster';
import {
  drawRingWithStone,
  drawRingWithStoneInLayers,
  ringWithStoneVersion,
  type RingWithStoneSpec,
} from '@facet/artwork/ring-with-stone';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/*
 * Where a ring picture's drawing spends its time, step by step, in this process (no API, no
 * database, no thread): building the SVG, resvg rasterising it, laying it over the kept backdrop,
 * sharp encoding the WebP. Two ways, pair by pair in turn: the whole picture in one SVG (the
 * backdrop rasterised every time, as before decision 043's "Later: lighter to rasterise") and
 * the ring laid over the backdrop rasterised once. The same settings as bench/ring-picture.ts's
 * demo shop (metals, ring styles, shapes), each drawn BENCH_ROUNDS times after a warm-up round.
 * Run: npm run bench:ring-picture-steps  (BENCH_WIDTH, default 800; BENCH_ROUNDS, default 5).
 */

const WIDTH = Number(process.env.BENCH_WIDTH ?? 800);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const pairs: RingWithStoneSpec[] = [
  { metal: 'Platinum', style: 'halo', shape: 'Cushion', category: 'natural', carat: 1 },
  { metal: 'Platinum', style: 'hidden-halo', shape: 'Round', category: 'natural', carat: 1 },
  { metal: 'Platinum', style: 'solitaire', shape: 'Round', category: 'natural', carat: 1 },
  { metal: 'Platinum', style: 'three-stone', shape: 'Oval', category: 'natural', carat: 1 },
  { metal: 'Platinum', style: 'three-stone', shape: 'Round', category: 'natural', carat: 1 },
  { metal: 'Platinum', style: 'vintage', shape: 'Cushion', category: 'natural', carat: 1 },
  { metal: 'Platinum', style: 'vintage', shape: 'Oval', category: 'natural', carat: 1 },
  { metal: 'Rose Gold', style: 'halo', shape: 'Cushion', category: 'natural', carat: 1 },
  { metal: 'Rose Gold', style: 'halo', shape: 'Radiant', category: 'natural', carat: 1 },
  { metal: 'Rose Gold', style: 'nature', shape: 'Marquise', category: 'natural', carat: 1 },
  { metal: 'Rose Gold', style: 'nature', shape: 'Pear', category: 'natural', carat: 1 },
  { metal: 'Rose Gold', style: 'pave', shape: 'Princess', category: 'natural', carat: 1 },
];

function at(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

const fit = { fitTo: { mode: 'width' as const, value: WIDTH }, font: { loadSystemFonts: false } };
const webp = { quality: 86, effort: 2, smartSubsample: false };
type Steps = Record<'svg' | 'resvg' | 'lay over' | 'encode' | 'total', number[]>;
const emptySteps = (): Steps => ({ svg: [], resvg: [], 'lay over': [], encode: [], total: [] });
const whole = emptySteps();
const layered = emptySteps();
const svgBytes = { whole: 0, layered: 0 };
const backdrop = new Resvg(drawRingWithStoneInLayers(pairs[0]!, WIDTH).backdrop, fit).render().pixels;

for (let round = 0; round <= ROUNDS; round++) {
  for (const spec of pairs) {
    const t0 = performance.now();
    const svg = drawRingWithStone(spec, WIDTH);
    const t1 = performance.now();
    const image = new Resvg(svg, fit).render();
    const t2 = performance.now();
    const raw = { raw: { width: image.width, height: image.height, channels: 4 as const } };
    await sharp(image.pixels, raw).removeAlpha().webp(webp).toBuffer();
    const t3 = performance.now();

    const l0 = performance.now();
    const layers = drawRingWithStoneInLayers(spec, WIDTH);
    const l1 = performance.now();
    const front = new Resvg(layers.foreground, fit).render();
    const l2 = performance.now();
    const rgba = layOver(front.pixels, backdrop);
    const l3 = performance.now();
    await sharp(rgba, { raw: { width: front.width, height: front.height, channels: 4 } })
      .removeAlpha()
      .webp(webp)
      .toBuffer();
    const l4 = performance.now();
    if (round === 0) continue;
    svgBytes.whole += svg.length;
    svgBytes.layered += layers.foreground.length;
    for (const [steps, values] of [
      [whole, [t1 - t0, t2 - t1, 0, t3 - t2, t3 - t0]],
      [layered, [l1 - l0, l2 - l1, l3 - l2, l4 - l3, l4 - l0]],
    ] as const) {
      Object.values(steps).forEach((list, i) => list.push(values[i] ?? 0));
    }
  }
}

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(`${pairs.length} pairs × ${ROUNDS} rounds at ${WIDTH} px (${ringWithStoneVersion}), load average ${load}`);
for (const [label, steps, bytes] of [
  ['The whole picture in one SVG', whole, svgBytes.whole],
  ['The ring laid over the kept backdrop', layered, svgBytes.layered],
] as const) {
  console.log(`${label}: SVG ${(bytes / steps.svg.length / 1024).toFixed(0)} kB on average`);
  for (const [name, values] of Object.entries(steps)) {
    if (name === 'lay over' && steps === whole) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const figures = `mean ${mean.toFixed(1).padStart(6)} ms, p50 ${at(values, 0.5).toFixed(1).padStart(6)} ms, p95 ${at(values, 0.95).toFixed(1).padStart(6)} ms`;
    console.log(`  ${name.padEnd(9)} ${figures}`);
  }
}
