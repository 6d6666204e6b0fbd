import sharp from 'sharp';
const [, , input, output, top, height] = process.argv;
const meta = await sharp(input).metadata();
await sharp(input)
  .extract({
    left: 0,
    top: Number(top),
    width: meta.width,
    height: Math.min(Number(height), meta.height - Number(top)),
  })
  .toFile(output);
