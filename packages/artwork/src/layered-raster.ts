import { Resvg } from '@resvg/resvg-js';
import type { LayeredPicture } from './piece-alone.ts';

/*
 * A picture drawn as two layers, the studio's backdrop and the piece over it: the backdrop (three
 * gradients over every pixel) was a third of resvg's time for a ring picture, and it is the same
 * for every picture of a width. It is rasterised once and kept; each picture then rasterises only
 * its piece, on a transparent page, and lays it over the kept backdrop ("over" compositing of
 * resvg's premultiplied pixels, the same sum resvg does when it paints the piece on the backdrop
 * itself, to within rounding). It gives pixels, not a file: the encoding (sharp, `encodeOpaqueRgba`
 * in rasterise.ts) can then run where sharp is loaded already, so a thread that only draws
 * need not load it (a tenth of a second of a new thread's start).
 */

/** Backdrops kept, by width and markup: one per width in practice, the oldest leave past this. */
const keptBackdropsLimit = 8;
const keptBackdrops = new Map<string, Uint8Array>();

function rasterisePremultiplied(svg: string, width: number): { pixels: Buffer; width: number; height: number } {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** The backdrop's pixels (RGBA), rasterised the first time and kept; it must be opaque everywhere. */
function rasteriseBackdrop(svg: string, width: number): Uint8Array {
  const key = `${width}|${svg}`;
  const kept = keptBackdrops.get(key);
  if (kept) return kept;
  const { pixels } = rasterisePremultiplied(svg, width);
  for (let alpha = 3; alpha < pixels.length; alpha += 4) {
    if (pixels[alpha] !== 255) throw new Error('A backdrop must be opaque everywhere.');
  }
  if (keptBackdrops.size >= keptBackdropsLimit) keptBackdrops.delete(keptBackdrops.keys().next().value ?? '');
  keptBackdrops.set(key, pixels);
  return pixels;
}

/**
 * `front` (premultiplied RGBA) over `back` (opaque RGBA) as opaque RGBA: a copy of the backdrop
 * with the front's pixels painted on it, where most of the front (the page round the piece) is
 * clear and left alone; x/255 is rounded in integer arithmetic.
 */
export function layOver(front: Uint8Array, back: Uint8Array): Uint8Array {
  if (front.length !== back.length || front.length % 4 !== 0) throw new Error('The layers must be the same size.');
  const out = new Uint8Array(back);
  const aligned = front.byteOffset % 4 === 0 ? front : new Uint8Array(front);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 0) continue;
    const p = i * 4;
    const alpha = front[p + 3] ?? 0;
    const rest = 255 - alpha;
    for (let c = p; c < p + 3; c++) {
      const x = (out[c] ?? 0) * rest + 128;
      out[c] = (front[c] ?? 0) + ((x + (x >> 8)) >> 8);
    }
  }
  return out;
}

/** An opaque picture's pixels, RGBA, `width` × `height`. */
export interface OpaquePixels {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** The layered picture `width` pixels wide: the piece rasterised and laid over the kept backdrop. */
export function rasteriseLayers(layers: LayeredPicture, width: number): OpaquePixels {
  const backdrop = rasteriseBackdrop(layers.backdrop, width);
  const front = rasterisePremultiplied(layers.foreground, width);
  return { pixels: layOver(front.pixels, backdrop), width: front.width, height: front.height };
}
