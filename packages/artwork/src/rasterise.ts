import { Resvg } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';

/*
 * SVG to WebP: resvg draws the SVG at exactly the pixel width wanted (rather than drawn small
 * and enlarged, so edges stay crisp), sharp (libvips) resizes and encodes. resvg draws the
 * product pictures' thousands of shaded facets in less than half the time librsvg took.
 * A picture with no transparent pixel is encoded without an alpha channel; one with some keeps
 * it, and sharp is told resvg's pixels are premultiplied (each colour already multiplied by its
 * alpha), so a half-transparent edge keeps its colour rather than darkening.
 */

export interface RasteriseOptions {
  readonly quality?: number;
  /**
   * libwebp's sharper chroma subsampling (sharp's `smartSubsample`): crisper coloured edges, seen
   * only zoomed in, at four times the encoding time. On unless told.
   */
  readonly smartSubsample?: boolean;
}

function readSvgWidth(svg: string): number {
  const match = /<svg\b[^>]*?\swidth="([\d.]+)(?:px)?"/.exec(svg);
  const width = match ? Number(match[1]) : Number.NaN;
  if (!Number.isFinite(width) || width <= 0) throw new Error('The SVG needs an explicit width in pixels.');
  return width;
}

function isOpaque(rgba: Buffer): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

function renderSvg(svg: string, width: number): Sharp {
  readSvgWidth(svg);
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
  const pixels = image.pixels;
  const opaque = isOpaque(pixels);
  const raw = sharp(pixels, { raw: { width: image.width, height: image.height, channels: 4, premultiplied: !opaque } });
  return opaque ? raw.removeAlpha() : raw;
}

function encode(image: Sharp, options: RasteriseOptions): Sharp {
  return image.webp({ quality: options.quality ?? 86, effort: 2, smartSubsample: options.smartSubsample ?? true });
}

/** Pixels known to be opaque (RGBA, not premultiplied or with alpha 255 everywhere) as WebP. */
export async function encodeOpaqueRgba(
  pixels: Uint8Array,
  size: { readonly width: number; readonly height: number },
  options: RasteriseOptions = {},
): Promise<Buffer> {
  const raw = { raw: { width: size.width, height: size.height, channels: 4 as const } };
  return encode(sharp(pixels, raw).removeAlpha(), options).toBuffer();
}

export async function rasteriseToWebp(svg: string, width: number, options: RasteriseOptions = {}): Promise<Buffer> {
  return encode(renderSvg(svg, width), options).toBuffer();
}

/**
 * Several widths from one rendering: the SVG is drawn once at the largest width and the
 * smaller files are downsampled from it, which is both faster and a touch sharper.
 */
export async function rasteriseToWebpSizes(
  svg: string,
  widths: readonly number[],
  options: RasteriseOptions = {},
): Promise<Map<number, Buffer>> {
  const largest = Math.max(...widths);
  const master = await renderSvg(svg, largest).raw().toBuffer({ resolveWithObject: true });
  const result = new Map<number, Buffer>();
  await Promise.all(
    widths.map(async (width) => {
      const image = sharp(master.data, {
        raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
      });
      const sized = width === largest ? image : image.resize({ width, kernel: 'lanczos3' });
      result.set(width, await encode(sized, options).toBuffer());
    }),
  );
  return result;
}
