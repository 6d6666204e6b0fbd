import { combinationKey } from '@facet/contracts/product-variants';
import { type ProductForUpdate } from '@facet/contracts/products';
import { createProductInput, updateProductInput } from '@facet/contracts/product-drafts';
import { describe, expect, it } from 'vitest';
import {
  buildProductPayload,
  effectiveProgress,
  issuesFromApi,
  messagesFor,
  stepOfField,
  summariseChanges,
  validateDraft,
} from './draft-payload.ts';
import {
  baselineFromProduct,
  createEmptyDraft,
  draftFromProduct,
  type EditorDraft,
  emptyBaseline,
} from './editor-draft.ts';
import { withVariantEdits } from './variant-rows.ts';

const WHITE_PICTURE = '11111111-1111-4111-8111-111111111111';
const YELLOW_PICTURE = '22222222-2222-4222-8222-222222222222';
const NEW_PICTURE = '33333333-3333-4333-8333-333333333333';

function variant(id: number, metal: string, carat: number, weight: number, stoneCost: number) {
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
const stored: ProductForUpdate = {
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

const baseline = baselineFromProduct(stored);

function keyOf(metal: string, carat: number) {
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
function completeNewDraft(): EditorDraft {
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

describe('validation', () => {
  it('places each problem on its step and field', () => {
    const issues = validateDraft(createEmptyDraft(), emptyBaseline);
    const general = issues.filter((issue) => issue.step === 'general-info').map((issue) => issue.path);
    expect(general).toEqual(expect.arrayContaining(['productName', 'jewelleryType', 'baseWeight']));
    expect(issues.filter((issue) => issue.step === 'attribute-selection').map((issue) => issue.path)).toContain(
      'metalAttribute',
    );
    expect(messagesFor(issues, 'baseWeight')).toEqual(['enter the base weight in grams']);
    expect(messagesFor(issues, 'productName')).toEqual(['enter the name of the piece']);
    expect(messagesFor(issues, 'jewelleryType')).toEqual(['choose a jewellery type']);
    const short = { ...createEmptyDraft(), general: { ...createEmptyDraft().general, productName: 'A' } };
    expect(messagesFor(validateDraft(short, emptyBaseline), 'productName')).toEqual(['must be at least 2 characters']);
  });

  it('asks how the piece is sold, with no answer given, and lets only an engagement ring be a setting', () => {
    const unanswered = { ...completeNewDraft(), general: { ...completeNewDraft().general, hasAttachedStone: null } };
    expect(buildProductPayload(unanswered, emptyBaseline)).not.toHaveProperty('hasAttachedStone');
    expect(validateDraft(unanswered, emptyBaseline)).toEqual([
      {
        step: 'general-info',
        path: 'hasAttachedStone',
        message:
          'choose how the piece is sold: complete with its stones, or a setting for a centre stone the shopper chooses',
      },
    ]);
    const pendant: EditorDraft = {
      ...completeNewDraft(),
      general: {
        ...completeNewDraft().general,
        jewelleryType: 'Pendant',
        jewellerySubType: 'Diamond Pendant',
        hasAttachedStone: false,
      },
    };
    expect(validateDraft(pendant, emptyBaseline)).toEqual([
      {
        step: 'general-info',
        path: 'hasAttachedStone',
        message:
          'only engagement rings can be settings (sold without the centre stone the shopper chooses); a Diamond Pendant is sold complete with its stones',
      },
    ]);
    // A new draft starts with the question open.
    expect(createEmptyDraft().general.hasAttachedStone).toBeNull();
  });

  it('names the variant whose figures are missing or wrong', () => {
    const draft = withVariantEdits(completeNewDraft(), [], {});
    const key = Object.keys(draft.variantEdits)[0]!;
    const broken = withVariantEdits(draft, [key], { stoneCost: '', weight: '0' });
    const issues = validateDraft(broken, emptyBaseline).filter((issue) => issue.step === 'variants');
    expect(issues.map((issue) => issue.message)).toEqual([
      'Yellow Gold: the weight must be between 0.01 g and 1,000 g',
      'Yellow Gold: enter its stone cost (0 when it has no stones)',
    ]);
    expect(issues.every((issue) => issue.rowKey === key)).toBe(true);
  });

  it('refuses too many combinations at once, on the attribute step', () => {
    const draft = completeNewDraft();
    const many: EditorDraft = {
      ...draft,
      attributes: {
        ...draft.attributes,
        metalAttribute: ['White Gold', 'Yellow Gold', 'Rose Gold', 'Platinum', '925 Sterling Silver'],
        ringStyleAttribute: ['Halo', 'Solitaire', 'Pave', 'Prong', 'Classic'],
        widthAttribute: [1.5, 2, 2.5, 3, 3.5],
        totalCaratAttribute: [0.5, 1, 1.5, 2],
      },
    };
    const issues = validateDraft(many, emptyBaseline).filter((issue) => issue.step === 'attribute-selection');
    expect(issues).toEqual([
      expect.objectContaining({ path: 'metalAttribute', message: expect.stringContaining('500 variants') }),
    ]);
  });

  it('asks a setting for one stone cost whatever the centre stone, and a complete piece for nothing of the kind', () => {
    const complete = draftFromProduct(stored);
    const setting: EditorDraft = { ...complete, general: { ...complete.general, hasAttachedStone: false } };
    const problems = (draft: EditorDraft) =>
      validateDraft(draft, baseline)
        .filter((issue) => issue.step === 'variants')
        .map((issue) => issue.message);
    expect(problems(complete)).toEqual([]);
    expect(problems(setting)).toEqual([
      expect.stringMatching(
        /^White Gold · Halo is a setting, .*₹4,40,740 with a 1 ct Oval, ₹8,51,940 with a 1\.5 ct Oval\./,
      ),
      expect.stringMatching(/^Yellow Gold · Halo is a setting/),
    ]);
    const even = withVariantEdits(setting, [keyOf('White Gold', 1.5), keyOf('Yellow Gold', 1.5)], {
      stoneCost: '440740',
    });
    expect(problems(even)).toEqual([]);
  });

  it('asks to keep at least one variant', () => {
    const draft = completeNewDraft();
    const key = Object.keys(draft.variantEdits)[0]!;
    const issues = validateDraft(withVariantEdits(draft, [key], { keep: false }), emptyBaseline);
    expect(issues.map((issue) => issue.message)).toContain('Keep at least one variant');
  });
});

describe('progress', () => {
  it('counts a completed step as incomplete while something on it is wrong', () => {
    const draft = draftFromProduct(stored);
    expect(effectiveProgress(draft, validateDraft(draft, baseline))).toEqual({
      generalInfo: true,
      attributeSelection: true,
      variants: true,
    });
    const emptied = { ...draft, general: { ...draft.general, productName: '' } };
    expect(effectiveProgress(emptied, validateDraft(emptied, baseline))).toMatchObject({
      generalInfo: false,
      attributeSelection: true,
    });
  });
});

describe('the API’s refusal', () => {
  it('puts each line on its step, a variant by index in words, and a taken SKU with the name', () => {
    const payload = buildProductPayload(completeNewDraft(), emptyBaseline);
    const issues = issuesFromApi(
      [
        'productName: must be at least 2 characters',
        'variants.0.weight: must be greater than 0',
        'The SKU plain-band-yellow-gold is already used by “Plain Band”; give this product a different name.',
      ],
      payload,
    );
    expect(issues).toEqual([
      { step: 'general-info', path: 'productName', message: 'must be at least 2 characters' },
      {
        step: 'variants',
        path: 'variants',
        rowKey: expect.any(String),
        message: 'Yellow Gold: must be greater than 0',
      },
      {
        step: 'general-info',
        path: 'productName',
        message: 'The SKU plain-band-yellow-gold is already used by “Plain Band”; give this product a different name.',
      },
    ]);
  });

  it('knows which step edits each field', () => {
    expect(stepOfField('mediaFile.2.mediaCategory')).toBe('general-info');
    expect(stepOfField('centerStoneShapeAttribute.0.carats')).toBe('attribute-selection');
    expect(stepOfField('removedVariantIds')).toBe('variants');
  });
});
