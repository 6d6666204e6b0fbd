import { jewellerySubTypes, type JewelleryTypeName, type MediaCategoryName } from '@facet/contracts/lookups';
import type { ProductMediaRecord } from '@facet/contracts/media';
import { type AttributeKind, attributeKindsByType, type ProductAttributes } from '@facet/contracts/product-variants';
import type { ProductForUpdate, ProductVariantRecord } from '@facet/contracts/products';

/*
 * The jewellery editor's draft: what staff are editing across
 * the three steps, kept as the inputs hold it (text for numbers, so a half-typed "3." is not
 * lost), and the form's progress flags. Pure data and rules; React holds it in
 * editor-context.tsx.
 */

export const editorSteps = ['general-info', 'attribute-selection', 'variants'] as const;
export type EditorStep = (typeof editorSteps)[number];

export const stepLabels: Record<EditorStep, string> = {
  'general-info': 'General information',
  'attribute-selection': 'Attributes',
  variants: 'Variants',
};

/** The form's progress flags: all false for a new product; a later step needs the earlier one done. */
export interface EditorProgress {
  generalInfo: boolean;
  attributeSelection: boolean;
  variants: boolean;
}

const progressOfStep: Record<EditorStep, keyof EditorProgress> = {
  'general-info': 'generalInfo',
  'attribute-selection': 'attributeSelection',
  variants: 'variants',
};

export const noProgress: EditorProgress = { generalInfo: false, attributeSelection: false, variants: false };
export const fullProgress: EditorProgress = { generalInfo: true, attributeSelection: true, variants: true };

export interface GeneralInfo {
  productName: string;
  productDescription: string;
  jewelleryType: string;
  jewellerySubType: string;
  stoneCategory: string;
  stoneColor: string;
  stoneClarity: string;
  stoneCut: string;
  /** Grams, as typed. */
  baseWeight: string;
  gender: string;
  /** Where the piece is made, as typed ("India"). */
  countryOfOrigin: string;
  /** A product discount's id, or '' for none. */
  discountId: string;
  /**
   * How the piece is sold: complete with its stones (true), or a setting for a centre stone the
   * shopper chooses (false); null until staff say — there is no default.
   */
  hasAttachedStone: boolean | null;
  isListed: boolean;
  /** Let off its HUID (an Admin's choice), and why, as typed. */
  huidExempt: boolean;
  huidExemptReason: string;
}

/** A picture of the product; its place in `pictures` is its position. */
export interface DraftPicture {
  id: string;
  url: string;
  width: number;
  height: number;
  mediaCategory: MediaCategoryName;
}

/**
 * What staff changed on one combination's row. A value left undefined follows its default
 * (the stored variant's figure, or a suggestion for a new one), so a suggested weight keeps
 * following the base weight until someone types over it.
 */
export interface VariantEdit {
  keep?: boolean;
  weight?: string;
  stoneCost?: string;
}

export interface EditorDraft {
  version: typeof DRAFT_VERSION;
  productId: number | null;
  general: GeneralInfo;
  pictures: DraftPicture[];
  attributes: ProductAttributes;
  /** By combination key. */
  variantEdits: Record<string, VariantEdit>;
  progress: EditorProgress;
}

/** The product as it was loaded: what a save is compared with (changed-variant tracking). */
export interface EditorBaseline {
  variants: ProductVariantRecord[];
  /** Combinations dropped earlier, with the SKUs they get back if added again. */
  droppedVariants: ProductForUpdate['droppedVariants'];
  pictures: ProductMediaRecord[];
}

/** 2: a new piece's hasAttachedStone starts unanswered (it was false, a setting, by default). */
export const DRAFT_VERSION = 2;

export const emptyBaseline: EditorBaseline = { variants: [], droppedVariants: [], pictures: [] };

export function createEmptyDraft(): EditorDraft {
  return {
    version: DRAFT_VERSION,
    productId: null,
    general: {
      productName: '',
      productDescription: '',
      jewelleryType: '',
      jewellerySubType: '',
      stoneCategory: '',
      stoneColor: '',
      stoneClarity: '',
      stoneCut: '',
      baseWeight: '',
      gender: 'Unisex',
      countryOfOrigin: 'India',
      discountId: '',
      hasAttachedStone: null,
      isListed: true,
      huidExempt: false,
      huidExemptReason: '',
    },
    pictures: [],
    attributes: {
      metalAttribute: [],
      ringStyleAttribute: [],
      centerStoneShapeAttribute: [],
      widthAttribute: [],
      totalCaratAttribute: [],
    },
    variantEdits: {},
    progress: { ...noProgress },
  };
}

function sortedPictures(pictures: readonly ProductMediaRecord[]): ProductMediaRecord[] {
  return [...pictures].sort((a, b) => a.position - b.position);
}

/** An existing product as a draft: every step is complete. */
export function draftFromProduct(product: ProductForUpdate): EditorDraft {
  return {
    version: DRAFT_VERSION,
    productId: product.productId,
    general: {
      productName: product.productName,
      productDescription: product.productDescription,
      jewelleryType: product.jewelleryType,
      jewellerySubType: product.jewellerySubType,
      stoneCategory: product.stoneCategory ?? '',
      stoneColor: product.stoneColor ?? '',
      stoneClarity: product.stoneClarity ?? '',
      stoneCut: product.stoneCut ?? '',
      baseWeight: String(product.baseWeight),
      gender: product.gender,
      countryOfOrigin: product.countryOfOrigin,
      discountId: product.discountId === null ? '' : String(product.discountId),
      hasAttachedStone: product.hasAttachedStone,
      isListed: product.isListed,
      huidExempt: product.huidExemptReason !== null,
      huidExemptReason: product.huidExemptReason ?? '',
    },
    pictures: sortedPictures(product.productMedias).map(({ id, url, width, height, mediaCategory }) => ({
      id,
      url,
      width,
      height,
      mediaCategory,
    })),
    attributes: {
      metalAttribute: [...product.metalAttribute],
      ringStyleAttribute: [...product.ringStyleAttribute],
      centerStoneShapeAttribute: product.centerStoneShapeAttribute.map((stone) => ({
        shape: stone.shape,
        carats: [...stone.carats],
      })),
      widthAttribute: [...product.widthAttribute],
      totalCaratAttribute: [...product.totalCaratAttribute],
    },
    variantEdits: {},
    progress: { ...fullProgress },
  };
}

export function baselineFromProduct(product: ProductForUpdate): EditorBaseline {
  return {
    variants: product.productVarients,
    droppedVariants: product.droppedVariants,
    pictures: sortedPictures(product.productMedias),
  };
}

export function isStepComplete(step: EditorStep, progress: EditorProgress): boolean {
  return progress[progressOfStep[step]];
}

/** A step opens once every step before it is complete. */
export function canOpenStep(step: EditorStep, progress: EditorProgress): boolean {
  const index = editorSteps.indexOf(step);
  return editorSteps.slice(0, index).every((earlier) => isStepComplete(earlier, progress));
}

/** Where someone who may not open a step is sent: the first step not yet complete. */
export function firstIncompleteStep(progress: EditorProgress): EditorStep {
  return editorSteps.find((step) => !isStepComplete(step, progress)) ?? 'variants';
}

export function stepAfter(step: EditorStep): EditorStep | null {
  return editorSteps[editorSteps.indexOf(step) + 1] ?? null;
}

export function stepBefore(step: EditorStep): EditorStep | null {
  return editorSteps[editorSteps.indexOf(step) - 1] ?? null;
}

/** The step a path ends in, or null (the editor's index). */
export function stepOfPath(pathname: string): EditorStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (editorSteps as readonly string[]).includes(last) ? (last as EditorStep) : null;
}

/** Marks a step complete; a step marked incomplete takes the later ones with it. */
export function withStepComplete(draft: EditorDraft, step: EditorStep, complete: boolean): EditorDraft {
  const progress = { ...draft.progress, [progressOfStep[step]]: complete };
  if (!complete) {
    for (const later of editorSteps.slice(editorSteps.indexOf(step) + 1)) progress[progressOfStep[later]] = false;
  }
  return { ...draft, progress };
}

export function attributeKindsOf(jewelleryType: string): readonly AttributeKind[] {
  return attributeKindsByType[jewelleryType as JewelleryTypeName] ?? ['metal'];
}

export function subTypesOf(jewelleryType: string) {
  return jewellerySubTypes.filter((subType) => subType.type === jewelleryType);
}

/**
 * A new jewellery type: the sub type must belong to it, and attributes that do not apply to
 * it (ring styles on a pendant) are dropped. If any were dropped, the attribute step has to be
 * looked at again.
 */
export function withJewelleryType(draft: EditorDraft, jewelleryType: string): EditorDraft {
  if (jewelleryType === draft.general.jewelleryType) return draft;
  const subTypes = subTypesOf(jewelleryType);
  const keepSubType = subTypes.some((subType) => subType.name === draft.general.jewellerySubType);
  const jewellerySubType = keepSubType ? draft.general.jewellerySubType : (subTypes[0]?.name ?? '');
  const kinds = attributeKindsOf(jewelleryType);
  const before = draft.attributes;
  const attributes: ProductAttributes = {
    metalAttribute: before.metalAttribute,
    ringStyleAttribute: kinds.includes('ringStyle') ? before.ringStyleAttribute : [],
    centerStoneShapeAttribute: kinds.includes('centerStone') ? before.centerStoneShapeAttribute : [],
    widthAttribute: kinds.includes('width') ? before.widthAttribute : [],
    totalCaratAttribute: kinds.includes('totalCarat') ? before.totalCaratAttribute : [],
  };
  const dropped =
    attributes.ringStyleAttribute.length !== before.ringStyleAttribute.length ||
    attributes.centerStoneShapeAttribute.length !== before.centerStoneShapeAttribute.length ||
    attributes.widthAttribute.length !== before.widthAttribute.length ||
    attributes.totalCaratAttribute.length !== before.totalCaratAttribute.length;
  const next = { ...draft, general: { ...draft.general, jewelleryType, jewellerySubType }, attributes };
  return dropped ? withStepComplete(next, 'attribute-selection', false) : next;
}

/** Moves a picture before or after the previous / next picture of the same colour. */
export function movePicture(pictures: readonly DraftPicture[], id: string, direction: -1 | 1): DraftPicture[] {
  const index = pictures.findIndex((picture) => picture.id === id);
  const picture = pictures[index];
  if (!picture) return [...pictures];
  let other = index + direction;
  while (other >= 0 && other < pictures.length && pictures[other]!.mediaCategory !== picture.mediaCategory) {
    other += direction;
  }
  if (other < 0 || other >= pictures.length) return [...pictures];
  const next = [...pictures];
  next[index] = pictures[other]!;
  next[other] = picture;
  return next;
}

/** The draft without its progress flags: what "unsaved changes" compares. */
export function comparableDraft(draft: EditorDraft): string {
  const { progress: _progress, ...rest } = draft;
  return JSON.stringify(rest);
}
