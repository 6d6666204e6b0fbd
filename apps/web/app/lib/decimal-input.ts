/** Reads a decimal as typed ("3,5" too); NaN when it is not one. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^-?\d*\.?\d*$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}
