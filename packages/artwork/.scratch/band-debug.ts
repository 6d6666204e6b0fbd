import sharp from 'sharp';
import { buildSweep, createCamera, createScene, addMeshFaces, renderScene, type Point2 } from '../src/scene-3d.ts';
import { shadeMetal } from '../src/lighting.ts';
import { metalTonesByColour } from '../src/metal-colours.ts';
import { wrapSvg } from '../src/svg-kit.ts';
const scene = createScene(createCamera(50, 24));
const ri = 8.6, ro = 10.4, w = 2.4;
const profile: Point2[] = [];
const n = 16;
for (let j = 0; j <= n; j++) { const t = -1 + (2 * j) / n; profile.push([ro - 0.45 * t * t, (t * w) / 2]); }
for (let j = 0; j <= 8; j++) { const t = 1 - (2 * j) / 8; profile.push([ri + 0.15 * (1 - t * t), (t * w) / 2]); }
const faces = buildSweep({ centre: [0, 0, 0], u: [1, 0, 0], v: [0, 1, 0], axis: [0, 0, 1], profile, steps: 360 });
const tones = metalTonesByColour.white;
addMeshFaces(scene, faces, (nv) => shadeMetal(tones, nv));
const r = renderScene(scene, { x: 0, y: 0, width: 2400, height: 2400 });
const svg = wrapSvg({ width: 2400, height: 2400, defs: [], body: `<rect width="2400" height="2400" fill="#f00"/>${r.body}` });
await sharp(Buffer.from(svg)).extract({ left: 420, top: 600, width: 300, height: 300 }).resize(600, 600, { kernel: 'nearest' }).png().toFile('/tmp/artwork/debug.png');
