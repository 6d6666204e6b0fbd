import { type MediaRecord } from '@facet/contracts/media';
import { createStoneInput, type StoneRecord, updateStoneInput } from '@facet/contracts/stones';
import { describeIssues } from '@facet/contracts/zod';
import { parseDecimal } from '../../lib/decimal-input.ts';
import { splitApiErrors } from '../../lib/form-errors.ts';

/*
 * The stone form's draft: every field as typed (text), the form's field names being the API's
 * (the Stone draft: stoneCategory, stoneShape, color, clarity, cut, carat, price, …). The same
 * functions read the form in the browser (to refuse at once what the API would refuse) and in
 * the route's action (to send it), so both say the same thing.
 */

export interface StoneDraft {
  sku: string;
  stoneCategory: string;
  /** CVD, HPHT or unknown: a laboratory-grown diamond's only. */
  growthMethod: string;
  stoneShape: string;
  carat: string;
  color: string;
  clarity: string;
  cut: string;
  polish: string;
  symmetry: string;
  fluorescence: string;
  length: string;
  width: string;
  depth: string;
  depthPercent: string;
  tablePercent: string;
  certificateLab: string;
  certificateNumber: string;
  certificateUrl: string;
  laserInscription: string;
  videoUrl: string;
  /** What the shop paid, INR. */
  price: string;
}

export type StoneDraftField = keyof StoneDraft;

const textFields = [
  'sku',
  'stoneCategory',
  'growthMethod',
  'stoneShape',
  'color',
  'clarity',
  'cut',
  'polish',
  'symmetry',
  'fluorescence',
  'certificateLab',
  'certificateNumber',
  'certificateUrl',
  'laserInscription',
  'videoUrl',
] as const satisfies readonly StoneDraftField[];
const numberFields = [
  'carat',
  'length',
  'width',
  'depth',
  'depthPercent',
  'tablePercent',
  'price',
] as const satisfies readonly StoneDraftField[];

/** Every field of the draft, and the pictures: the names the API's messages start with. */
export const stoneFormFields: readonly string[] = [...textFields, ...numberFields, 'productMedias'];

export function emptyStoneDraft(): StoneDraft {
  return {
    sku: '',
    stoneCategory: '',
    growthMethod: '',
    stoneShape: '',
    carat: '',
    color: '',
    clarity: '',
    cut: '',
    polish: '',
    symmetry: '',
    fluorescence: '',
    length: '',
    width: '',
    depth: '',
    depthPercent: '',
    tablePercent: '',
    certificateLab: '',
    certificateNumber: '',
    certificateUrl: '',
    laserInscription: '',
    videoUrl: '',
    price: '',
  };
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function draftFromStone(stone: StoneRecord): StoneDraft {
  const draft = emptyStoneDraft();
  for (const field of [...textFields, ...numberFields]) draft[field] = text(stone[field]);
  // "Not known" is the form's empty choice; the server reads it as unknown again.
  if (draft.growthMethod === 'unknown') draft.growthMethod = '';
  return draft;
}

/** A picture of the form: uploaded now or saved before. */
export type StonePicture = Pick<MediaRecord, 'id' | 'url' | 'width' | 'height'>;

export interface StoneForm {
  draft: StoneDraft;
  /** Ids of the pictures to keep, in the order shown. */
  pictures: string[];
  /** Ids of saved pictures taken off the stone. */
  removedPictures: string[];
}

/** The form's fields, as the browser sends them. */
export function readStoneForm(formData: FormData): StoneForm {
  const draft = emptyStoneDraft();
  for (const field of [...textFields, ...numberFields]) {
    const value = formData.get(field);
    draft[field] = typeof value === 'string' ? value : '';
  }
  const ids = (name: string) => formData.getAll(name).filter((value): value is string => typeof value === 'string');
  return { draft, pictures: ids('productMedias'), removedPictures: ids('productMediasToRemove') };
}

/**
 * What POST and PUT /api/stone take. Empty optional fields are null; a stock number left empty
 * is left out (the server gives one). A number typed wrong stays text, so the schema says
 * "must be a number" beside it.
 */
export function stonePayload(form: StoneForm, id?: number): Record<string, unknown> {
  const payload: Record<string, unknown> = id === undefined ? {} : { id };
  for (const field of textFields) {
    const value = form.draft[field].trim();
    if (field === 'sku') {
      if (value) payload.sku = value;
    } else if (field === 'stoneCategory' || field === 'stoneShape' || field === 'color' || field === 'clarity') {
      payload[field] = value || undefined;
    } else {
      payload[field] = value || null;
    }
  }
  for (const field of numberFields) {
    const raw = form.draft[field].trim();
    const required = field === 'carat' || field === 'price';
    if (raw === '') payload[field] = required ? undefined : null;
    else {
      const value = parseDecimal(raw);
      payload[field] = Number.isNaN(value) ? raw : value;
    }
  }
  payload.productMedias = form.pictures;
  if (id !== undefined) payload.productMediasToRemove = form.removedPictures;
  return payload;
}

export interface StoneFormErrors {
  fieldErrors: Partial<Record<string, string[]>>;
  formErrors: string[];
}

/**
 * "productMedias.2: …" belongs beside the pictures: the first part of the path names the field
 * (a removed picture's problem too).
 */
function toFieldLines(messages: readonly string[]): string[] {
  return messages.map((message) =>
    message.replace(/^(\w+)\.[\w.]+: /, '$1: ').replace(/^productMediasToRemove: /, 'productMedias: '),
  );
}

/** The API's refusal (or the schema's), each line beside its field, the rest above the form. */
export function stoneFormErrors(messages: readonly string[]): StoneFormErrors {
  return splitApiErrors(toFieldLines(messages), stoneFormFields);
}

/** The problems the API would answer with, found before sending; null when there are none. */
export function checkStoneForm(payload: Record<string, unknown>, mode: 'new' | 'edit'): StoneFormErrors | null {
  const result = (mode === 'new' ? createStoneInput : updateStoneInput).safeParse(payload);
  if (result.success) return null;
  return stoneFormErrors(describeIssues(result.error.issues));
}

/** Moves one picture a place earlier (-1) or later (1). */
export function movePicture<T extends { id: string }>(pictures: readonly T[], id: string, step: -1 | 1): T[] {
  const from = pictures.findIndex((picture) => picture.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= pictures.length) return [...pictures];
  const moved = [...pictures];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
