import sharp from 'sharp';
import { stoneShapes } from '@facet/contracts/lookups';
import { createCamera, createScene, renderScene, rotateAboutAxis, identityMat } from '../src/scene-3d.ts';
import { addFacetedStone } from '../src/gemstones.ts';
import { wrapSvg } from '../src/svg-kit.ts';
const pitch = Number(process.argv[2] ?? 60);
const parts: string[] = []; const defs = new Map<string,string>();
stoneShapes.forEach((shape, i) => {
  const scene = createScene(createCamera(0, pitch));
  addFacetedStone(scene, { shape, sizeMm: 8, pose: { rotation: identityMat, origin: [0, 0, 0] }, category: i === 11 ? 'moissanite' : 'natural' });
  const r = renderScene(scene, { x: (i % 4) * 300 + 30, y: Math.floor(i / 4) * 300 + 30, width: 240, height: 240 });
  parts.push(r.body); for (const [k, v] of r.defs) defs.set(k, v);
});
const svg = wrapSvg({ width: 1200, height: 900, defs: defs.values(), body: `<rect width="1200" height="900" fill="#f6f3ee"/>${parts.join('')}` });
await sharp(Buffer.from(svg)).png().toFile('/tmp/artwork/stones.png');
