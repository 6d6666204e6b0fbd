import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  comparableDraft,
  createEmptyDraft,
  type EditorDraft,
  firstIncompleteStep,
  fullProgress,
  noProgress,
  stepOfPath,
  withJewelleryType,
  withStepComplete,
} from './editor-draft.ts';

describe('step order', () => {
  it('opens only general information on a new product', () => {
    expect(canOpenStep('general-info', noProgress)).toBe(true);
    expect(canOpenStep('attribute-selection', noProgress)).toBe(false);
    expect(canOpenStep('variants', noProgress)).toBe(false);
    expect(firstIncompleteStep(noProgress)).toBe('general-info');
  });

  it('opens the attributes after general information, the variants after the attributes', () => {
    const afterGeneral = { ...noProgress, generalInfo: true };
    expect(canOpenStep('attribute-selection', afterGeneral)).toBe(true);
    expect(canOpenStep('variants', afterGeneral)).toBe(false);
    expect(firstIncompleteStep(afterGeneral)).toBe('attribute-selection');
    expect(canOpenStep('variants', { ...afterGeneral, attributeSelection: true })).toBe(true);
  });

  it('opens every step of an existing product', () => {
    expect(canOpenStep('variants', fullProgress)).toBe(true);
    expect(firstIncompleteStep(fullProgress)).toBe('variants');
  });

  it('reads the step from a path', () => {
    expect(stepOfPath('/jewelleries/new/attribute-selection')).toBe('attribute-selection');
    expect(stepOfPath('/jewelleries/edit/4/variants/')).toBe('variants');
    expect(stepOfPath('/jewelleries/new')).toBeNull();
  });

  it('takes the later steps with it when a step is no longer complete', () => {
    const draft = { ...createEmptyDraft(), progress: { ...fullProgress } };
    expect(withStepComplete(draft, 'attribute-selection', false).progress).toEqual({
      generalInfo: true,
      attributeSelection: false,
      variants: false,
    });
  });
});

describe('changing the jewellery type', () => {
  const ring: EditorDraft = {
    ...createEmptyDraft(),
    general: { ...createEmptyDraft().general, jewelleryType: 'Ring', jewellerySubType: 'Wedding Band' },
    attributes: {
      metalAttribute: ['Yellow Gold'],
      ringStyleAttribute: ['Halo'],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1] }],
      widthAttribute: [2],
      totalCaratAttribute: [0.5],
    },
    progress: { ...fullProgress },
  };

  it('picks a sub type of the new type and drops the attributes that do not apply', () => {
    const pendant = withJewelleryType(ring, 'Pendant');
    expect(pendant.general.jewellerySubType).toBe('Diamond Pendant');
    expect(pendant.attributes).toEqual({
      metalAttribute: ['Yellow Gold'],
      ringStyleAttribute: [],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1] }],
      widthAttribute: [],
      totalCaratAttribute: [0.5],
    });
    expect(pendant.progress).toEqual({ generalInfo: true, attributeSelection: false, variants: false });
  });

  it('keeps everything when nothing has to go', () => {
    const plain = { ...ring, attributes: { ...ring.attributes, ringStyleAttribute: [], widthAttribute: [] } };
    expect(withJewelleryType(plain, 'Necklace').progress).toEqual(fullProgress);
    expect(withJewelleryType(ring, 'Ring')).toBe(ring);
  });
});

describe('unsaved changes', () => {
  it('do not count the progress flags', () => {
    const draft = createEmptyDraft();
    expect(comparableDraft(withStepComplete(draft, 'general-info', true))).toBe(comparableDraft(draft));
  });
});
