/*
 * The one ring-size table for the whole shop: US sizes 3–13 in half sizes, each with its inside
 * diameter and circumference in millimetres and the UK, Indian and European sizes beside it.
 * US sizes follow the inside diameter (11.63 mm + 0.8128 mm per size); the rest follow the
 * inside circumference: Indian size n ≈ 40 + n mm; European (ISO 8653) the circumference in
 * whole millimetres; UK letters (BS 6820) A at 37.8 mm, one letter per 1.25 mm, to the nearest
 * half letter.
 */

export interface RingSize {
  /** The stored and submitted value, e.g. "6.5". */
  us: string;
  indian: number;
  /** Inside circumference, mm, to a tenth. */
  circumferenceMm: number;
  /** Inside diameter, mm, to a hundredth. */
  diameterMm: number;
  /** UK letter, e.g. "N½". */
  uk: string;
  /** European (ISO 8653) size: the circumference in whole millimetres. */
  eu: number;
}

const UK_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The UK letter of an inside circumference (mm), to the nearest half letter; past Z, "Z+1" and on. */
export function ukSizeOf(circumferenceMm: number): string {
  const halves = Math.round(((circumferenceMm - 37.8) / 1.25) * 2);
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? '½' : '';
  if (whole < 0) return 'A';
  if (whole < UK_LETTERS.length) return `${UK_LETTERS[whole]}${half}`;
  return `Z+${whole - UK_LETTERS.length + 1}${half}`;
}

function sizeOf(us: number): RingSize {
  const diameter = 11.63 + 0.8128 * us;
  const circumferenceMm = Math.round(Math.PI * diameter * 10) / 10;
  return {
    us: String(us),
    indian: Math.round(circumferenceMm - 40),
    circumferenceMm,
    diameterMm: Math.round(diameter * 100) / 100,
    uk: ukSizeOf(circumferenceMm),
    eu: Math.round(circumferenceMm),
  };
}

export const ringSizes: readonly RingSize[] = Array.from({ length: 21 }, (_, i) => sizeOf(3 + i / 2));

export const ringSizeValues = ringSizes.map((size) => size.us) as [string, ...string[]];

export function ringSizeLabel(us: string): string {
  const size = ringSizes.find((s) => s.us === us);
  return size ? `US ${size.us} · India ${size.indian}` : us;
}
