import { describe, expect, it } from 'vitest';
import { formatCarat } from '../../lib/format.ts';
import {
  buildVariantSelectors,
  describeUnmetChoices,
  findClosestVariant,
  readUnmetChoices,
  type VariantAttributes,
  variantHref,
} from './variant-options.ts';

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
    expect(oval.find((o) => o.value === 'Round')).toMatchObject({
      sku: 'white-round-1',
      exact: false,
      unmet: { centerStoneCarat: 1.5 },
    });
    expect(oval.find((o) => o.value === 'Oval')).toMatchObject({ selected: true, exact: true });
  });

  it('writes carats as jewellers do', () => {
    expect(formatCarat(1.5)).toBe('1.50 ct');
  });
});

describe('keeping the shopper’s choices across switches', () => {
  const query = (search: string) => new URLSearchParams(search);

  it('keeps the chosen carat across a metal switch', () => {
    const selectors = buildVariantSelectors(halo, at('white-oval-1.5'));
    expect(selectors.metal.find((o) => o.value === 'Rose Gold')).toMatchObject({ sku: 'rose-oval-1.5', unmet: {} });
  });

  it('goes to the nearest carat when the new shape lacks it, and remembers the carat chosen', () => {
    const round = buildVariantSelectors(halo, at('white-oval-1.5')).centerStoneShape.find((o) => o.value === 'Round')!;
    expect(variantHref(round.sku, round.unmet)).toBe('/product/white-round-1?carat=1.5');
    // On that page, the address says what the shopper chose…
    const unmet = readUnmetChoices(halo, at('white-round-1'), query('carat=1.5'));
    expect(unmet).toEqual({ centerStoneCarat: 1.5 });
    const selectors = buildVariantSelectors(halo, at('white-round-1'), unmet);
    // …a metal switch keeps remembering it (Round is still made in 1.00 ct only)…
    expect(selectors.metal.find((o) => o.value === 'Yellow Gold')).toMatchObject({
      sku: 'yellow-round-1',
      unmet: { centerStoneCarat: 1.5 },
    });
    // …and going back to a shape made in 1.50 ct brings 1.50 ct back.
    expect(selectors.centerStoneShape.find((o) => o.value === 'Oval')).toMatchObject({
      sku: 'white-oval-1.5',
      unmet: {},
      exact: true,
    });
  });

  it('forgets a remembered choice once the shopper chooses that attribute again', () => {
    const unmet = { centerStoneCarat: 1.5 };
    // At a 1 ct oval remembering 1.5 ct (as after Round → Oval with a 1 ct choice made since).
    const carat = buildVariantSelectors(halo, at('white-oval-1'), unmet).centerStoneCarat;
    expect(carat.find((o) => o.value === 1)).toMatchObject({ sku: 'white-oval-1', unmet: {} });
  });

  it('keeps the metal when a shape is not made in it, and says so', () => {
    // Hestia: no radiant in platinum.
    const hestia = [
      ...['White Gold', 'Platinum'].flatMap((metal) => [
        variant(`${metal}-cushion-1`, metal, 'Cushion', 1),
        variant(`${metal}-cushion-1.5`, metal, 'Cushion', 1.5),
      ]),
      variant('White Gold-radiant-1', 'White Gold', 'Radiant', 1),
    ];
    const fromPlatinum = buildVariantSelectors(hestia, hestia[3]!).centerStoneShape.find((o) => o.value === 'Radiant')!;
    expect(fromPlatinum).toMatchObject({
      sku: 'White Gold-radiant-1',
      unmet: { metal: 'Platinum', centerStoneCarat: 1.5 },
    });
    const radiant = hestia[4]!;
    expect(describeUnmetChoices(hestia, radiant, fromPlatinum.unmet)).toEqual([
      'Platinum isn’t made in Radiant — showing White Gold',
      '1.50 ct isn’t made in Radiant — showing 1.00 ct',
    ]);
    // Back to Cushion: platinum and 1.50 ct again.
    const back = buildVariantSelectors(hestia, radiant, fromPlatinum.unmet).centerStoneShape;
    expect(back.find((o) => o.value === 'Cushion')).toMatchObject({ sku: 'Platinum-cushion-1.5', unmet: {} });
  });

  it('says what changed in the shopper’s words', () => {
    expect(describeUnmetChoices(halo, at('yellow-round-1'), { centerStoneCarat: 1.5 })).toEqual([
      '1.50 ct isn’t made in Round — showing 1.00 ct',
    ]);
    const noRoseOneAndAHalf = halo.filter((v) => v.sku !== 'rose-oval-1.5');
    expect(describeUnmetChoices(noRoseOneAndAHalf, at('rose-oval-1'), { centerStoneCarat: 1.5 })).toEqual([
      '1.50 ct isn’t made in Rose Gold — showing 1.00 ct',
    ]);
    expect(describeUnmetChoices(halo, at('yellow-oval-1.5'), {})).toEqual([]);
  });

  it('reads only choices the product makes and the variant shown does not have', () => {
    const shown = at('white-round-1');
    expect(readUnmetChoices(halo, shown, query('carat=1.50&metal=white%20gold'))).toEqual({ centerStoneCarat: 1.5 });
    expect(readUnmetChoices(halo, shown, query('carat=2&shape=Pear&metal=Platinum&width=x'))).toEqual({});
    expect(readUnmetChoices(halo, shown, query('shape=oval'))).toEqual({ centerStoneShape: 'Oval' });
    expect(readUnmetChoices(halo, shown, query(''))).toEqual({});
  });

  it('writes the address with the remembered choices and the ring size', () => {
    expect(variantHref('a-ring', {})).toBe('/product/a-ring');
    expect(variantHref('a-ring', {}, '6.5')).toBe('/product/a-ring?ringSize=6.5');
    expect(variantHref('a-ring', { metal: 'Rose Gold', centerStoneCarat: 1.5 }, '6')).toBe(
      '/product/a-ring?metal=Rose+Gold&carat=1.5&ringSize=6',
    );
  });
});
