import sharp from 'sharp';
import { drawRing, ringDrawingStyles, type RingStyle } from '../src/jewellery.ts';
import type { StoneShapeName } from '@facet/contracts/lookups';
const [style = 'solitaire', shape = 'Round', metal = 'white', size = '800'] = process.argv.slice(2);
const t = performance.now();
const svg = drawRing({ metal: metal as 'white', shape: shape as StoneShapeName, style: style as RingStyle, size: Number(size) });
const t1 = performance.now();
await sharp(Buffer.from(svg)).png().toFile(`/tmp/artwork/ring-${style}-${shape}-${metal}.png`);
console.log(`svg ${(svg.length / 1024).toFixed(0)}KB gen ${(t1 - t).toFixed(0)}ms raster ${(performance.now() - t1).toFixed(0)}ms`);
