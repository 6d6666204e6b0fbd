import { describe, expect, it } from 'vitest';
import { generateCombinations } from './product-variants.ts';
import { isSetting, maySellAsSetting } from './ring-builder.ts';
import {
  createProductInput,
  HOW_SOLD_MISSING,
  onlyRingsAreSettingsMessage,
  SETTING_WITHOUT_CENTRE_STONE,
  updateProductInput,
} from './product-drafts.ts';

/** A draft as the editor sends it, every combination kept. */
function draft(overrides: Record<string, unknown>) {
  const attributes = {
    metalAttribute: ['Yellow Gold'],
    ringStyleAttribute: [],
    centerStoneShapeAttribute: [{ shape: 'Round', carats: [1] }],
    widthAttribute: [],
    totalCaratAttribute: [],
    ...overrides,
  };
  return {
    productName: 'Test Piece',
    jewelleryType: 'Ring',
    jewellerySubType: 'Engagement Ring',
    baseWeight: 3,
    variants: generateCombinations(attributes as never).map((combination) => ({
      ...combination,
      weight: 3,
      stoneCost: 20_000,
    })),
    ...attributes,
    ...overrides,
  };
}

function problemsOf(input: unknown, schema = createProductInput) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('how a piece is sold', () => {
  it('must be said: there is no default', () => {
    expect(problemsOf(draft({}))).toEqual([`hasAttachedStone: ${HOW_SOLD_MISSING}`]);
    expect(problemsOf({ ...draft({}), productId: 1 }, updateProductInput)).toEqual([
      `hasAttachedStone: ${HOW_SOLD_MISSING}`,
    ]);
    expect(problemsOf(draft({ hasAttachedStone: 'no' }))).toEqual(['hasAttachedStone: must be true or false']);
  });

  it('lets an engagement ring be a setting for a centre stone', () => {
    expect(problemsOf(draft({ hasAttachedStone: false }))).toEqual([]);
    expect(problemsOf(draft({ hasAttachedStone: true }))).toEqual([]);
  });

  it('refuses a setting of any other kind, with a sentence', () => {
    const pendant = draft({ jewelleryType: 'Pendant', jewellerySubType: 'Diamond Pendant', hasAttachedStone: false });
    expect(problemsOf(pendant)).toEqual([`hasAttachedStone: ${onlyRingsAreSettingsMessage('Diamond Pendant')}`]);
    expect(onlyRingsAreSettingsMessage('Diamond Pendant')).toBe(
      'only engagement rings can be settings (sold without the centre stone the shopper chooses); a Diamond Pendant is sold complete with its stones',
    );
    // Rings other than engagement rings are sold complete too.
    const trilogy = draft({ jewellerySubType: 'Anniversary Ring', hasAttachedStone: false });
    expect(problemsOf(trilogy)).toEqual([`hasAttachedStone: ${onlyRingsAreSettingsMessage('Anniversary Ring')}`]);
    expect(problemsOf({ ...pendant, hasAttachedStone: true })).toEqual([]);
  });

  it('refuses a setting without a centre stone to choose', () => {
    const band = draft({ centerStoneShapeAttribute: [], hasAttachedStone: false });
    expect(problemsOf(band)).toEqual([`centerStoneShapeAttribute: ${SETTING_WITHOUT_CENTRE_STONE}`]);
    expect(problemsOf({ ...band, hasAttachedStone: true })).toEqual([]);
  });

  it('names a setting only an engagement ring sold without its centre stone', () => {
    expect(maySellAsSetting('Engagement Ring')).toBe(true);
    expect(maySellAsSetting('Bridal Ring Set')).toBe(false);
    const setting = { hasAttachedStone: false, jewellerySubType: 'Engagement Ring', hasCentreStone: true };
    expect(isSetting(setting)).toBe(true);
    expect(isSetting({ ...setting, hasAttachedStone: true })).toBe(false);
    expect(isSetting({ ...setting, hasCentreStone: false })).toBe(false);
    expect(isSetting({ ...setting, jewellerySubType: 'Diamond Pendant' })).toBe(false);
  });
});
