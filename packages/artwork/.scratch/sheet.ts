import sharp from 'sharp';
import { drawRing, ringDrawingStyles } from '../src/jewellery.ts';
import type { StoneShapeName } from '@facet/contracts/lookups';
// usage: sheet.ts out.png cols cell then JSON list of draw specs
const [out, colsText, cellText, kind, ...rest] = process.argv.slice(2);
const cols = Number(colsText), cell = Number(cellText);
const fns: Record<string, (a: string[]) => string> = {
  ring: ([style, shape, metal]) => drawRing({ style: style as 'halo', shape: shape as StoneShapeName, metal: metal as 'white', size: 800 }),
};
const jewellery = await import('../src/jewellery.ts');
const specs = rest.map((r) => r.split(':'));
const t0 = performance.now();
const images = await Promise.all(specs.map(async (spec) => {
  const [fn, ...args] = spec;
  let svg: string;
  if (fn === 'ring') svg = fns.ring!(args);
  else svg = (jewellery as any)[fn!](JSON.parse(args.join(':')));
  return sharp(Buffer.from(svg)).resize(cell, cell, { fit: 'inside' }).png().toBuffer();
}));
const rows = Math.ceil(images.length / cols);
const meta = await Promise.all(images.map((b) => sharp(b).metadata()));
const h = Math.max(...meta.map((m) => m.height ?? cell));
await sharp({ create: { width: cols * cell, height: rows * h, channels: 3, background: '#ffffff' } })
  .composite(images.map((input, i) => ({ input, left: (i % cols) * cell, top: Math.floor(i / cols) * h })))
  .png().toFile(out!);
console.log(`${specs.length} in ${(performance.now() - t0).toFixed(0)}ms`);
