/*
 * The one ring-size list: US sizes 3–13 in half sizes, each with the Indian size
 * beside it. Indian sizes follow the inner circumference (size n ≈ 40 + n mm); US sizes the
 * inner diameter (11.63 mm + 0.8128 mm per size).
 */

export interface RingSize {
  /** The stored and submitted value, e.g. "6.5". */
  us: string;
  indian: number;
  circumferenceMm: number;
}

function sizeOf(us: number): RingSize {
  const circumferenceMm = Math.round(Math.PI * (11.63 + 0.8128 * us) * 10) / 10;
  return { us: String(us), indian: Math.round(circumferenceMm - 40), circumferenceMm };
}

export const ringSizes: readonly RingSize[] = Array.from({ length: 21 }, (_, i) => sizeOf(3 + i / 2));

export const ringSizeValues = ringSizes.map((size) => size.us) as [string, ...string[]];

export function ringSizeLabel(us: string): string {
  const size = ringSizes.find((s) => s.us === us);
  return size ? `US ${size.us} · India ${size.indian}` : us;
}
