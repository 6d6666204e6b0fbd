import { describe, expect, it } from 'vitest';
import { pictureCategoryFor, picturesForMetal } from './product-pictures.ts';

const picture = (id: string, mediaCategory: 'White' | 'Yellow' | 'Rose', position: number) => ({
  id,
  mediaCategory,
  position,
});

describe('pictures for a metal', () => {
  it('shows white pictures for white gold, platinum and silver, yellow and rose for their golds', () => {
    expect(pictureCategoryFor('White Gold')).toBe('White');
    expect(pictureCategoryFor('Platinum')).toBe('White');
    expect(pictureCategoryFor('925 Sterling Silver')).toBe('White');
    expect(pictureCategoryFor('Yellow Gold')).toBe('Yellow');
    expect(pictureCategoryFor('Rose Gold')).toBe('Rose');
  });

  it('keeps the pictures of the colour, in their order', () => {
    const pictures = [picture('y2', 'Yellow', 4), picture('w1', 'White', 0), picture('y1', 'Yellow', 1)];
    expect(picturesForMetal(pictures, 'Yellow Gold').map((p) => p.id)).toEqual(['y1', 'y2']);
    expect(picturesForMetal(pictures, 'Platinum').map((p) => p.id)).toEqual(['w1']);
  });

  it('falls back to every picture when the colour has none', () => {
    const pictures = [picture('w2', 'White', 2), picture('w1', 'White', 1)];
    expect(picturesForMetal(pictures, 'Rose Gold').map((p) => p.id)).toEqual(['w1', 'w2']);
    expect(picturesForMetal([], 'Rose Gold')).toEqual([]);
  });
});
