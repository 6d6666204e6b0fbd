import { describe, expect, it } from 'vitest';
import { formatCarat } from '../../lib/format.ts';
import { buildVariantSelectors, findClosestVariant, type VariantAttributes } from './variant-options.ts';

function variant(
  sku: string,
  metal: string,
  shape: string | null,
  carat: number | null,
  extra: Partial<VariantAttributes> = {},
): VariantAttributes {
  return {
    sku,
    metal,
    ringStyle: 'Halo',
    centerStoneShape: shape,
    centerStoneCarat: carat,
    width: 1.8,
    totalCarat: null,
    ...extra,
  };
}

// A halo ring: three metals × (1 ct oval, 1.5 ct oval, 1 ct round), as the demo catalogue has it.
const halo = ['White Gold', 'Yellow Gold', 'Rose Gold'].flatMap((metal) => {
  const m = metal.split(' ')[0]!.toLowerCase();
  return [
    variant(`${m}-oval-1`, metal, 'Oval', 1),
    variant(`${m}-oval-1.5`, metal, 'Oval', 1.5),
    variant(`${m}-round-1`, metal, 'Round', 1),
  ];
});
const at = (sku: string) => halo.find((v) => v.sku === sku)!;

describe('picking the variant a selector leads to', () => {
  it('keeps every other choice when the combination exists', () => {
    expect(findClosestVariant(halo, at('white-oval-1.5'), 'metal', 'Rose Gold')?.sku).toBe('rose-oval-1.5');
    expect(findClosestVariant(halo, at('yellow-oval-1'), 'centerStoneCarat', 1.5)?.sku).toBe('yellow-oval-1.5');
  });

  it('keeps the choice just made and the metal when the exact combination does not exist', () => {
    // There is no 1.5 ct round: choosing Round from a 1.5 ct oval goes to the nearest carat, same metal.
    expect(findClosestVariant(halo, at('yellow-oval-1.5'), 'centerStoneShape', 'Round')?.sku).toBe('yellow-round-1');
  });

  it('prefers the nearest number when a width or carat must change', () => {
    const bands = [
      variant('w-2', 'White Gold', null, null, { width: 2, ringStyle: 'Classic' }),
      variant('w-3', 'White Gold', null, null, { width: 3, ringStyle: 'Classic' }),
      variant('w-5', 'White Gold', null, null, { width: 5, ringStyle: 'Classic' }),
      variant('p-5', 'Platinum', null, null, { width: 5, ringStyle: 'Classic' }),
      variant('p-2', 'Platinum', null, null, { width: 2, ringStyle: 'Classic' }),
    ];
    expect(findClosestVariant(bands, bands[1]!, 'metal', 'Platinum')?.sku).toBe('p-2');
    expect(findClosestVariant(bands, bands[2]!, 'metal', 'Platinum')?.sku).toBe('p-5');
  });

  it('values the metal above a carat: a style change keeps the metal even if the carat must move', () => {
    const rings = [
      variant('wg-solitaire-1', 'White Gold', 'Oval', 1, { ringStyle: 'Solitaire' }),
      variant('wg-halo-2', 'White Gold', 'Oval', 2, { ringStyle: 'Halo' }),
      variant('yg-halo-1', 'Yellow Gold', 'Oval', 1, { ringStyle: 'Halo' }),
    ];
    expect(findClosestVariant(rings, rings[0]!, 'ringStyle', 'Halo')?.sku).toBe('wg-halo-2');
  });

  it('finds nothing for a value no variant has', () => {
    expect(findClosestVariant(halo, at('white-oval-1'), 'metal', 'Platinum')).toBeUndefined();
  });
});

describe('the selectors of a product page', () => {
  it('lists metals in the shop order, shapes, and the carats of the current shape only', () => {
    const selectors = buildVariantSelectors(halo, at('white-round-1'));
    expect(selectors.metal.map((o) => [o.value, o.sku, o.selected])).toEqual([
      ['White Gold', 'white-round-1', true],
      ['Yellow Gold', 'yellow-round-1', false],
      ['Rose Gold', 'rose-round-1', false],
    ]);
    expect(selectors.centerStoneShape.map((o) => o.value)).toEqual(['Oval', 'Round']);
    // Round comes in one carat: no choice to offer.
    expect(selectors.centerStoneCarat).toEqual([]);
    expect(buildVariantSelectors(halo, at('white-oval-1')).centerStoneCarat.map((o) => o.value)).toEqual([1, 1.5]);
  });

  it('offers no selector for an attribute with a single value or none', () => {
    const selectors = buildVariantSelectors(halo, at('white-oval-1'));
    expect(selectors.ringStyle).toEqual([]);
    expect(selectors.width).toEqual([]);
    expect(selectors.totalCarat).toEqual([]);
  });

  it('marks options that change other choices too', () => {
    const oval = buildVariantSelectors(halo, at('white-oval-1.5')).centerStoneShape;
    expect(oval.find((o) => o.value === 'Round')).toMatchObject({ sku: 'white-round-1', exact: false });
    expect(oval.find((o) => o.value === 'Oval')).toMatchObject({ selected: true, exact: true });
  });

  it('writes carats as jewellers do', () => {
    expect(formatCarat(1.5)).toBe('1.50 ct');
  });
});
