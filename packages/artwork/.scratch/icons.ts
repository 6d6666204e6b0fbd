import sharp from 'sharp';
import { stoneShapes } from '@facet/contracts/lookups';
import { drawStoneShapeIcon } from '../src/stone-shapes.ts';
const cells = stoneShapes.map((s, i) => {
  const svg = drawStoneShapeIcon(s, { size: 144, strokeWidth: 1.2 });
  return `<g transform="translate(${(i % 6) * 150} ${Math.floor(i / 6) * 150})">${svg}</g>`;
});
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><rect width="900" height="300" fill="#fff"/>${cells.join('')}</svg>`;
await sharp(Buffer.from(sheet)).png().toFile('/tmp/artwork/icons.png');
const small = stoneShapes.map((s, i) => `<g transform="translate(${i * 52} 0)">${drawStoneShapeIcon(s, { size: 48 })}</g>`);
await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="630" height="50"><rect width="630" height="50" fill="#fff"/>${small.join('')}</svg>`)).png().toFile('/tmp/artwork/icons-small.png');
