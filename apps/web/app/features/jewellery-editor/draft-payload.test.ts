import { createProductInput, updateProductInput } from '@facet/contracts/product-drafts';
import { describe, expect, it } from 'vitest';
import { buildProductPayload, summariseChanges, validateDraft } from './draft-payload.ts';
import {
  baseline,
  completeNewDraft,
  keyOf,
  NEW_PICTURE,
  stored,
  WHITE_PICTURE,
  YELLOW_PICTURE,
} from './draft-payload.test-support.ts';
import { draftFromProduct, type EditorDraft, emptyBaseline } from './editor-draft.ts';
import { withVariantEdits } from './variant-rows.ts';

describe('the payload of an unchanged product', () => {
  const payload = buildProductPayload(draftFromProduct(stored), baseline);

  it('sends no variants, removals or pictures', () => {
    expect(payload.variants).toEqual([]);
    expect(payload.removedVariantIds).toEqual([]);
    expect(payload.mediaFile).toEqual([]);
    expect(payload.filesToDelete).toEqual([]);
  });

  it('carries the product id and fields, and passes the update schema', () => {
    expect(payload.productId).toBe(7);
    expect(payload.stoneCut).toBeNull();
    expect(updateProductInput.safeParse(payload).success).toBe(true);
  });

  it('sends the HUID exemption as stored, so staff who may not change it save the piece as it is', () => {
    expect(payload.huidExemptReason).toBeNull();
    const exempt = draftFromProduct({ ...stored, huidExemptReason: 'Antique, hallmarked before HUIDs' });
    expect(exempt.general).toMatchObject({ huidExempt: true, huidExemptReason: 'Antique, hallmarked before HUIDs' });
    expect(buildProductPayload(exempt, baseline).huidExemptReason).toBe('Antique, hallmarked before HUIDs');
  });

  it('asks for the reason of an exemption on the general step', () => {
    const draft = draftFromProduct(stored);
    const ticked = { ...draft, general: { ...draft.general, huidExempt: true, huidExemptReason: '  ' } };
    expect(validateDraft(ticked, baseline)).toContainEqual({
      step: 'general-info',
      path: 'huidExemptReason',
      message: 'Give the reason this piece needs no HUID, or leave it hallmarked.',
    });
  });
});

describe('changed-variant tracking', () => {
  it('sends a stored variant whose weight or stone cost changed, with its id', () => {
    const draft = withVariantEdits(draftFromProduct(stored), [keyOf('White Gold', 1)], { weight: '3.5' });
    const payload = buildProductPayload(draft, baseline);
    expect(payload.variants).toEqual([
      expect.objectContaining({ id: 1, metal: 'White Gold', centerStoneCarat: 1, weight: 3.5, stoneCost: 440740 }),
    ]);
  });

  it('does not count a figure typed differently but equal as a change', () => {
    const draft = withVariantEdits(draftFromProduct(stored), [keyOf('White Gold', 1)], {
      weight: '3.450',
      stoneCost: '440740.00',
    });
    expect(buildProductPayload(draft, baseline).variants).toEqual([]);
  });

  it('puts a dropped stored variant in removedVariantIds and not in variants', () => {
    const draft = withVariantEdits(draftFromProduct(stored), [keyOf('Yellow Gold', 1.5)], {
      keep: false,
      weight: '9',
    });
    const payload = buildProductPayload(draft, baseline);
    expect(payload.removedVariantIds).toEqual([4]);
    expect(payload.variants).toEqual([]);
  });

  it('sends the combinations of a new attribute value without ids, and removes the ones of a removed value', () => {
    const draft = draftFromProduct(stored);
    const changed: EditorDraft = {
      ...draft,
      attributes: {
        ...draft.attributes,
        metalAttribute: ['White Gold', 'Rose Gold'],
      },
    };
    const payload = buildProductPayload(changed, baseline);
    expect(payload.removedVariantIds?.sort()).toEqual([3, 4]);
    expect(payload.variants?.map((v) => [v.id, v.metal, v.centerStoneCarat])).toEqual([
      [undefined, 'Rose Gold', 1],
      [undefined, 'Rose Gold', 1.5],
    ]);
    // A new metal takes the stone cost of the same piece in a stored metal.
    expect(payload.variants?.map((v) => v.stoneCost)).toEqual([440740, 851940]);
    expect(summariseChanges(payload)).toMatchObject({ added: 2, changed: 0, removed: 2 });
  });
});

describe('pictures', () => {
  it('sends new, re-coloured and moved pictures with their position, and removed ones to delete', () => {
    const draft = draftFromProduct(stored);
    expect(draft.pictures.map((p) => p.id)).toEqual([WHITE_PICTURE, YELLOW_PICTURE]);
    const changed: EditorDraft = {
      ...draft,
      pictures: [
        { ...draft.pictures[0]!, mediaCategory: 'Rose' },
        { id: NEW_PICTURE, url: '/media/n/800.webp', width: 800, height: 800, mediaCategory: 'Yellow' },
      ],
    };
    const payload = buildProductPayload(changed, baseline);
    expect(payload.mediaFile).toEqual([
      { id: WHITE_PICTURE, mediaCategory: 'Rose', position: 0 },
      { id: NEW_PICTURE, mediaCategory: 'Yellow', position: 1 },
    ]);
    expect(payload.filesToDelete).toEqual([YELLOW_PICTURE]);
  });

  it('sends both pictures of a swap', () => {
    const draft = draftFromProduct(stored);
    const swapped = { ...draft, pictures: [draft.pictures[1]!, draft.pictures[0]!] };
    expect(buildProductPayload(swapped, baseline).mediaFile).toEqual([
      { id: YELLOW_PICTURE, mediaCategory: 'Yellow', position: 0 },
      { id: WHITE_PICTURE, mediaCategory: 'White', position: 1 },
    ]);
  });
});

describe('a new product', () => {
  it('sends every kept combination and passes the create schema', () => {
    const payload = buildProductPayload(completeNewDraft(), emptyBaseline);
    expect(payload.productId).toBeUndefined();
    expect(payload.gender).toBe('Unisex');
    expect(payload.discountId).toBeNull();
    expect(payload.variants).toEqual([
      {
        metal: 'Yellow Gold',
        ringStyle: null,
        centerStoneShape: null,
        centerStoneCarat: null,
        width: null,
        totalCarat: null,
        weight: 4,
        stoneCost: 0,
      },
    ]);
    expect(createProductInput.safeParse(payload).success).toBe(true);
    expect(validateDraft(completeNewDraft(), emptyBaseline)).toEqual([]);
  });

  it('reads the discount as a number', () => {
    const draft = completeNewDraft();
    const payload = buildProductPayload({ ...draft, general: { ...draft.general, discountId: '2' } }, emptyBaseline);
    expect(payload.discountId).toBe(2);
  });
});
