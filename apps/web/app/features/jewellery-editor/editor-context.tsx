import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import type { ProductDiscountRecord, StyleDiscountRecord } from '@facet/contracts/discounts';
import type { MediaCategoryName } from '@facet/contracts/lookups';
import type { MediaRecord } from '@facet/contracts/media';
import type { MetalRecord } from '@facet/contracts/metals';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { DraftIssue } from './draft-payload.ts';
import type { EditorBaseline, EditorDraft, EditorStep } from './editor-draft.ts';
import { type PictureUpload as BasePictureUpload, usePictureUploads } from '../../lib/use-picture-uploads.ts';

/*
 * The editor's state, shared by its layout and its three steps: the draft, the product as it
 * was loaded (the baseline for changed-variant tracking), the discounts and rates for the live
 * prices, the uploads in flight (they carry on while staff move between steps) and which
 * steps' problems to show.
 */

/** A picture upload in flight, with the metal colour it is for. */
export type PictureUpload = BasePictureUpload & { mediaCategory: MediaCategoryName };

export interface JewelleryEditor {
  mode: 'new' | 'edit';
  /** /jewelleries/new or /jewelleries/edit/{id}: the steps are below it. */
  basePath: string;
  productName: string | null;
  draft: EditorDraft;
  baseline: EditorBaseline;
  update: (change: (draft: EditorDraft) => EditorDraft) => void;
  /** Every problem of the draft; a step shows its own once someone tried to leave it. */
  issues: DraftIssue[];
  shownIssues: (step: EditorStep) => DraftIssue[];
  markAttempted: (step: EditorStep) => void;
  /** The server's refusal of the last save, in the same shape. */
  apiIssues: DraftIssue[];
  discounts: ProductDiscountRecord[];
  styleDiscounts: StyleDiscountRecord[];
  metals: MetalRecord[];
  pricing: PricingParameters;
  uploads: PictureUpload[];
  uploadPictures: (files: readonly File[], mediaCategory: MediaCategoryName) => void;
  dismissUpload: (key: string) => void;
  saving: boolean;
  save: () => void;
}

const EditorContext = createContext<JewelleryEditor | null>(null);

export function useJewelleryEditor(): JewelleryEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useJewelleryEditor is used outside the jewellery editor');
  return editor;
}

interface ProviderProps {
  mode: 'new' | 'edit';
  basePath: string;
  productName: string | null;
  draft: EditorDraft;
  setDraft: (change: (draft: EditorDraft) => EditorDraft) => void;
  baseline: EditorBaseline;
  issues: DraftIssue[];
  discounts: ProductDiscountRecord[];
  styleDiscounts: StyleDiscountRecord[];
  metals: MetalRecord[];
  pricing: PricingParameters;
  apiIssues: DraftIssue[];
  saving: boolean;
  save: () => void;
  children: ReactNode;
}

export function JewelleryEditorProvider({
  mode,
  basePath,
  productName,
  draft,
  setDraft,
  baseline,
  issues,
  discounts,
  styleDiscounts,
  metals,
  pricing,
  apiIssues,
  saving,
  save,
  children,
}: ProviderProps) {
  const [attempted, setAttempted] = useState<Partial<Record<EditorStep, boolean>>>({});
  const {
    uploads,
    upload,
    dismiss: dismissUpload,
  } = usePictureUploads<{ mediaCategory: MediaCategoryName }>(
    useCallback(
      ({ id, url, width, height }: MediaRecord, { mediaCategory }: { mediaCategory: MediaCategoryName }) =>
        setDraft((before) => ({
          ...before,
          pictures: [...before.pictures, { id, url, width, height, mediaCategory }],
        })),
      [setDraft],
    ),
  );

  const shownIssues = useCallback(
    (step: EditorStep) => (attempted[step] ? issues.filter((issue) => issue.step === step) : []),
    [attempted, issues],
  );
  const markAttempted = useCallback((step: EditorStep) => setAttempted((before) => ({ ...before, [step]: true })), []);

  const uploadPictures = useCallback(
    (files: readonly File[], mediaCategory: MediaCategoryName) => upload(files, { mediaCategory }),
    [upload],
  );

  const value = useMemo<JewelleryEditor>(
    () => ({
      mode,
      basePath,
      productName,
      draft,
      baseline,
      update: setDraft,
      issues,
      shownIssues,
      markAttempted,
      apiIssues,
      discounts,
      styleDiscounts,
      metals,
      pricing,
      uploads,
      uploadPictures,
      dismissUpload,
      saving,
      save,
    }),
    [
      mode,
      basePath,
      productName,
      draft,
      baseline,
      setDraft,
      issues,
      shownIssues,
      markAttempted,
      apiIssues,
      discounts,
      styleDiscounts,
      metals,
      pricing,
      uploads,
      uploadPictures,
      dismissUpload,
      saving,
      save,
    ],
  );
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}
