/*
 * Which option of the header search's list the arrow keys make active (WAI-ARIA combobox
 * pattern): -1 is none, the text box itself. Down from the text box goes to the first option and
 * Up to the last; both wrap around the ends. Home and End stay the text box's own.
 */

export type ArrowKey = 'ArrowDown' | 'ArrowUp';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowDown' || key === 'ArrowUp';
}

export function nextActiveOption(current: number, key: ArrowKey, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
