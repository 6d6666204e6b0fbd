import { describe, expect, it } from 'vitest';
import {
  buildProductPayload,
  effectiveProgress,
  issuesFromApi,
  messagesFor,
  stepOfField,
  validateDraft,
} from './draft-payload.ts';
import { baseline, completeNewDraft, keyOf, stored } from './draft-payload.test-support.ts';
import { createEmptyDraft, draftFromProduct, type EditorDraft, emptyBaseline } from './editor-draft.ts';
import { withVariantEdits } from './variant-rows.ts';

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
