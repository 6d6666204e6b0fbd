import sharp from 'sharp';
import { buildSweep, createCamera, createScene, addMeshFaces, renderScene, type Point2 } from '../src/scene-3d.ts';
import { shadeMetal } from '../src/lighting.ts';
import { metalTonesByColour } from '../src/metal-colours.ts';
import { wrapSvg } from '../src/svg-kit.ts';

const parts: string[] = [];
for (const [i, colour] of (['white', 'yellow', 'rose'] as const).entries()) {
  const scene = createScene(createCamera(50, 24));
  const ri = 8.6, ro = 10.4, w = 2.4;
  const profile: Point2[] = [];
  const n = 16;
  for (let j = 0; j <= n; j++) { const t = -1 + (2 * j) / n; profile.push([ro - 0.45 * t * t, (t * w) / 2]); }
  for (let j = 0; j <= 8; j++) { const t = 1 - (2 * j) / 8; profile.push([ri + 0.15 * (1 - t * t), (t * w) / 2]); }
  const faces = buildSweep({ centre: [0, 0, 0], u: [1, 0, 0], v: [0, 1, 0], axis: [0, 0, 1], profile, steps: 240 });
  const tones = metalTonesByColour[colour];
  addMeshFaces(scene, faces, (nv, f) => shadeMetal(tones, nv, { occlusion: 1 }));
  const r = renderScene(scene, { x: i * 400 + 40, y: 40, width: 320, height: 320 });
  parts.push(r.body);
}
const svg = wrapSvg({ width: 1200, height: 400, defs: [], body: `<rect width="1200" height="400" fill="#f6f3ee"/>${parts.join('')}` });
console.log(svg.length);
await sharp(Buffer.from(svg)).png().toFile('/tmp/artwork/band.png');
