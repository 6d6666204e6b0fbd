import { describe, expect, it } from 'vitest';
import { createEmptyDraft, type EditorBaseline, type EditorDraft, emptyBaseline, movePicture } from './editor-draft.ts';
import { buildVariantRows, findOrphanedVariants, groupRowsByCentreStone, withVariantEdits } from './variant-rows.ts';

function ring(overrides: Partial<EditorDraft['attributes']> = {}, name = 'Ivy Band'): EditorDraft {
  const draft = createEmptyDraft();
  return {
    ...draft,
    general: {
      ...draft.general,
      productName: name,
      jewelleryType: 'Ring',
      jewellerySubType: 'Wedding Band',
      baseWeight: '3.1',
    },
    attributes: {
      ...draft.attributes,
      metalAttribute: ['Yellow Gold', 'Platinum'],
      widthAttribute: [2, 3],
      ...overrides,
    },
  };
}

const storedBaseline: EditorBaseline = {
  pictures: [],
  droppedVariants: [
    {
      id: 11,
      sku: 'ivy-band-platinum-3mm',
      metal: 'Platinum',
      ringStyle: null,
      centerStoneShape: null,
      centerStoneCarat: null,
      width: 3,
      totalCarat: null,
    },
  ],
  variants: [
    {
      id: 9,
      sku: 'ivy-band-yellow-gold-2mm',
      metal: 'Yellow Gold',
      ringStyle: null,
      centerStoneShape: null,
      centerStoneCarat: null,
      width: 2,
      totalCarat: null,
      weight: 3.2,
      stoneCost: 1500,
      discount: 0,
      price: 50_000,
      listPrice: 50_000,
      priceUsd: 565,
    },
  ],
};

describe('variant rows', () => {
  it('makes one row per combination, in the attributes’ order', () => {
    const rows = buildVariantRows(ring(), emptyBaseline);
    expect(rows.map((row) => row.sku)).toEqual([
      'ivy-band-yellow-gold-2mm',
      'ivy-band-yellow-gold-3mm',
      'ivy-band-platinum-2mm',
      'ivy-band-platinum-3mm',
    ]);
    expect(rows.every((row) => row.keep && row.stored === null)).toBe(true);
  });

  it('suggests weights from the base weight by metal density and width, until one is typed', () => {
    const rows = buildVariantRows(ring(), emptyBaseline);
    expect(rows.map((row) => [row.weight, row.weightSuggested])).toEqual([
      ['3.1', true],
      ['4.65', true],
      ['4.14', true],
      ['6.21', true],
    ]);
    const typed = withVariantEdits(ring(), [rows[0]!.key], { weight: '3.3' });
    expect(buildVariantRows(typed, emptyBaseline)[0]).toMatchObject({ weight: '3.3', weightSuggested: false });
  });

  it('shows a stored variant with its own SKU and figures, even after a rename', () => {
    const rows = buildVariantRows(ring({}, 'Ivy Laurel Band'), storedBaseline);
    expect(rows[0]).toMatchObject({
      sku: 'ivy-band-yellow-gold-2mm',
      weight: '3.2',
      stoneCost: '1500',
      weightSuggested: false,
      stored: expect.objectContaining({ id: 9 }),
    });
    expect(rows[1]!.sku).toBe('ivy-laurel-band-yellow-gold-3mm');
    // Dropped earlier, added again: it comes back with its old SKU, not one of the new name.
    expect(rows[3]!.sku).toBe('ivy-band-platinum-3mm');
  });

  it('offers the stone cost of the same piece in a stored metal', () => {
    const rows = buildVariantRows(ring(), storedBaseline);
    expect(rows[2]).toMatchObject({
      sku: 'ivy-band-platinum-2mm',
      stoneCost: '1500',
      stoneCostFrom: 'ivy-band-yellow-gold-2mm',
    });
    expect(rows[3]).toMatchObject({ stoneCost: '', stoneCostFrom: null });
  });

  it('lists the stored variants the attributes no longer make', () => {
    expect(findOrphanedVariants(ring({ widthAttribute: [3] }), storedBaseline).map((v) => v.id)).toEqual([9]);
    expect(findOrphanedVariants(ring(), storedBaseline)).toEqual([]);
  });

  it('groups rows by centre stone for the bulk stone cost', () => {
    const draft = ring({ centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1, 1.5] }], widthAttribute: [] });
    const groups = groupRowsByCentreStone(buildVariantRows(draft, emptyBaseline));
    expect(groups.map((group) => [group.label, group.keys.length])).toEqual([
      ['1 ct Oval', 2],
      ['1.5 ct Oval', 2],
    ]);
  });
});

describe('moving pictures', () => {
  const picture = (id: string, mediaCategory: 'White' | 'Yellow') => ({
    id,
    url: '',
    width: 1,
    height: 1,
    mediaCategory,
  });
  const pictures = [picture('w1', 'White'), picture('y1', 'Yellow'), picture('w2', 'White')];

  it('swaps a picture with the next one of its colour, stepping over the others', () => {
    expect(movePicture(pictures, 'w1', 1).map((p) => p.id)).toEqual(['w2', 'y1', 'w1']);
    expect(movePicture(pictures, 'w2', -1).map((p) => p.id)).toEqual(['w2', 'y1', 'w1']);
  });

  it('leaves the first and the last of a colour where they are', () => {
    expect(movePicture(pictures, 'w1', -1).map((p) => p.id)).toEqual(['w1', 'y1', 'w2']);
    expect(movePicture(pictures, 'y1', 1).map((p) => p.id)).toEqual(['w1', 'y1', 'w2']);
  });
});
