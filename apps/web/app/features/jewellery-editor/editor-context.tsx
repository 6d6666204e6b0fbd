import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import type { ProductDiscountRecord, StyleDiscountRecord } from '@facet/contracts/discounts';
import type { MediaCategoryName } from '@facet/contracts/lookups';
import type { MetalRecord } from '@facet/contracts/metals';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftIssue } from './draft-payload.ts';
import type { EditorBaseline, EditorDraft, EditorStep } from './editor-draft.ts';
import { checkPictureFile, uploadPicture } from '../../lib/upload-picture.ts';

/*
 * The editor's state, shared by its layout and its three steps: the draft, the product as it
 * was loaded (the baseline for changed-variant tracking), the discounts and rates for the live
 * prices, the uploads in flight (they carry on while staff move between steps) and which
 * steps' problems to show.
 */

export interface PictureUpload {
  key: string;
  fileName: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
  mediaCategory: MediaCategoryName;
}

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

let uploadCounter = 0;

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
  const [uploads, setUploads] = useState<PictureUpload[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // Uploads still running when staff leave the editor (or start over) are not wanted any more.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const shownIssues = useCallback(
    (step: EditorStep) => (attempted[step] ? issues.filter((issue) => issue.step === step) : []),
    [attempted, issues],
  );
  const markAttempted = useCallback((step: EditorStep) => setAttempted((before) => ({ ...before, [step]: true })), []);

  const uploadPictures = useCallback(
    (files: readonly File[], mediaCategory: MediaCategoryName) => {
      for (const file of files) {
        uploadCounter += 1;
        const key = `upload-${uploadCounter}`;
        const refused = checkPictureFile(file);
        setUploads((before) => [...before, { key, fileName: file.name, progress: 0, error: refused, mediaCategory }]);
        if (refused) continue;
        const { done, abort } = uploadPicture(file, (progress) =>
          setUploads((before) => before.map((upload) => (upload.key === key ? { ...upload, progress } : upload))),
        );
        aborts.current.set(key, abort);
        void done.then((result) => {
          aborts.current.delete(key);
          if (!result.ok) {
            setUploads((before) =>
              before.map((upload) => (upload.key === key ? { ...upload, error: result.message } : upload)),
            );
            return;
          }
          setUploads((before) => before.filter((upload) => upload.key !== key));
          const { id, url, width, height } = result.media;
          setDraft((before) => ({
            ...before,
            pictures: [...before.pictures, { id, url, width, height, mediaCategory }],
          }));
        });
      }
    },
    [setDraft],
  );

  const dismissUpload = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setUploads((before) => before.filter((upload) => upload.key !== key));
  }, []);

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
