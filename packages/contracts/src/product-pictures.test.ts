import { describe, expect, it } from 'vitest';
import { pictureCategoryFor, picturesForMetal, picturesForVariant } from './product-pictures.ts';

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

describe('pictures for a variant', () => {
  const shaped = (
    id: string,
    mediaCategory: 'White' | 'Yellow',
    centerStoneShape: 'Oval' | 'Round' | null,
    position: number,
  ) => ({
    id,
    mediaCategory,
    centerStoneShape,
    position,
  });
  const pictures = [
    shaped('white-oval', 'White', 'Oval', 0),
    shaped('yellow-oval', 'Yellow', 'Oval', 1),
    shaped('white-oval-side', 'White', 'Oval', 2),
    shaped('white-round', 'White', 'Round', 3),
    shaped('white-round-side', 'White', 'Round', 4),
    shaped('white-on-hand', 'White', null, 5),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

  it('shows the pictures of its colour and centre-stone shape, with those that suit every shape', () => {
    expect(ids(picturesForVariant(pictures, { metal: 'Platinum', centerStoneShape: 'Round' }))).toEqual([
      'white-round',
      'white-round-side',
      'white-on-hand',
    ]);
    expect(ids(picturesForVariant(pictures, { metal: 'White Gold', centerStoneShape: 'Oval' }))).toEqual([
      'white-oval',
      'white-oval-side',
      'white-on-hand',
    ]);
  });

  it('shows every picture of its colour when none shows its shape, or it has none', () => {
    expect(ids(picturesForVariant(pictures, { metal: 'Yellow Gold', centerStoneShape: 'Round' }))).toEqual([
      'yellow-oval',
    ]);
    expect(ids(picturesForVariant(pictures, { metal: 'White Gold', centerStoneShape: 'Pear' }))).toEqual(
      ids(picturesForMetal(pictures, 'White Gold')),
    );
    expect(ids(picturesForVariant(pictures, { metal: 'White Gold', centerStoneShape: null }))).toHaveLength(5);
  });

  it('takes the shape among every picture when its colour has none', () => {
    expect(ids(picturesForVariant(pictures, { metal: 'Rose Gold', centerStoneShape: 'Round' }))).toEqual([
      'white-round',
      'white-round-side',
      'white-on-hand',
    ]);
  });

  it('treats pictures stored before shapes as suiting every shape', () => {
    const unshaped = [picture('w1', 'White', 0), picture('w2', 'White', 1)];
    expect(ids(picturesForVariant(unshaped, { metal: 'White Gold', centerStoneShape: 'Round' }))).toEqual(['w1', 'w2']);
  });
});
