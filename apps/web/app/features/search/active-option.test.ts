import { describe, expect, it } from 'vitest';
import { isArrowKey, nextActiveOption } from './active-option.ts';

describe('the header search list: arrow keys', () => {
  it('goes from the text box to the first option with Down and to the last with Up', () => {
    expect(nextActiveOption(-1, 'ArrowDown', 4)).toBe(0);
    expect(nextActiveOption(-1, 'ArrowUp', 4)).toBe(3);
  });

  it('moves one option at a time and wraps around both ends', () => {
    expect(nextActiveOption(0, 'ArrowDown', 4)).toBe(1);
    expect(nextActiveOption(2, 'ArrowUp', 4)).toBe(1);
    expect(nextActiveOption(3, 'ArrowDown', 4)).toBe(0);
    expect(nextActiveOption(0, 'ArrowUp', 4)).toBe(3);
  });

  it('has nothing to make active in an empty list', () => {
    expect(nextActiveOption(-1, 'ArrowDown', 0)).toBe(-1);
    expect(nextActiveOption(2, 'ArrowUp', 0)).toBe(-1);
  });

  it('leaves every other key to the text box', () => {
    expect(isArrowKey('ArrowDown')).toBe(true);
    expect(isArrowKey('ArrowUp')).toBe(true);
    for (const key of ['Home', 'End', 'ArrowLeft', 'Enter', 'a']) expect(isArrowKey(key)).toBe(false);
  });
});
