import { combinationKey } from '@facet/contracts/product-variants';
import { type ProductForUpdate } from '@facet/contracts/products';
import { baselineFromProduct, createEmptyDraft, type EditorDraft } from './editor-draft.ts';
import { withVariantEdits } from './variant-rows.ts';

/* What draft-payload.test.ts and draft-issues.test.ts share: a stored ring, and a new one that passes every rule. */

export const WHITE_PICTURE = '11111111-1111-4111-8111-111111111111';
export const YELLOW_PICTURE = '22222222-2222-4222-8222-222222222222';
export const NEW_PICTURE = '33333333-3333-4333-8333-333333333333';

export function variant(id: number, metal: string, carat: number, weight: number, stoneCost: number) {
  const combination = {
    metal,
    ringStyle: 'Halo',
    centerStoneShape: 'Oval',
    centerStoneCarat: carat,
    width: null,
    totalCarat: null,
  };
  return {
    id,
    sku: `aurora-${metal.toLowerCase().replace(/ /g, '-')}-halo-${carat}ct-oval`,
    ...combination,
    weight,
    stoneCost,
    discount: 0,
    price: 100_000,
    listPrice: 100_000,
    priceUsd: 1_130,
  };
}

/** A stored ring: two metals × two carats, two pictures. */
export const stored: ProductForUpdate = {
  productId: 7,
  productName: 'Aurora',
  productDescription: 'A halo ring.',
  jewelleryType: 'Ring',
  jewellerySubType: 'Engagement Ring',
  stoneCategory: 'Natural Diamond',
  stoneColor: 'F',
  stoneClarity: 'VS1',
  stoneCut: null,
  baseWeight: 3.4,
  gender: 'Female',
  countryOfOrigin: 'India',
  discountId: null,
  hasAttachedStone: true,
  isListed: true,
  huidExemptReason: null,
  metalAttribute: ['White Gold', 'Yellow Gold'],
  ringStyleAttribute: ['Halo'],
  centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1, 1.5] }],
  widthAttribute: [],
  totalCaratAttribute: [],
  droppedVariants: [],
  productVarients: [
    variant(1, 'White Gold', 1, 3.45, 440740),
    variant(2, 'White Gold', 1.5, 3.47, 851940),
    variant(3, 'Yellow Gold', 1, 3.43, 440740),
    variant(4, 'Yellow Gold', 1.5, 3.46, 851940),
  ],
  productMedias: [
    { id: YELLOW_PICTURE, url: '/media/y/800.webp', width: 800, height: 800, mediaCategory: 'Yellow', position: 1 },
    { id: WHITE_PICTURE, url: '/media/w/800.webp', width: 800, height: 800, mediaCategory: 'White', position: 0 },
  ],
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};

export const baseline = baselineFromProduct(stored);

export function keyOf(metal: string, carat: number) {
  return combinationKey({
    metal,
    ringStyle: 'Halo',
    centerStoneShape: 'Oval',
    centerStoneCarat: carat,
    width: null,
    totalCarat: null,
  });
}

/** A new ring that passes every rule: one metal, no other attributes, stone cost entered. */
export function completeNewDraft(): EditorDraft {
  const draft = createEmptyDraft();
  const withFields: EditorDraft = {
    ...draft,
    general: {
      ...draft.general,
      productName: 'Plain Band',
      jewelleryType: 'Ring',
      jewellerySubType: 'Wedding Band',
      baseWeight: '4',
      hasAttachedStone: true,
    },
    attributes: { ...draft.attributes, metalAttribute: ['Yellow Gold'] },
  };
  const key = combinationKey({
    metal: 'Yellow Gold',
    ringStyle: null,
    centerStoneShape: null,
    centerStoneCarat: null,
    width: null,
    totalCarat: null,
  });
  return withVariantEdits(withFields, [key], { stoneCost: '0' });
}
