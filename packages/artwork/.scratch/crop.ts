import sharp from 'sharp';
const [file, x, y, w, h, out] = process.argv.slice(2);
await sharp(file).extract({ left: +x!, top: +y!, width: +w!, height: +h! }).resize(+w! * 2, +h! * 2, { kernel: 'nearest' }).png().toFile(out!);
