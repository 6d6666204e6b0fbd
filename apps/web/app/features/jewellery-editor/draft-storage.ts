import { DRAFT_VERSION, type EditorDraft } from './editor-draft.ts';

/*
 * A new product's draft lives in this tab's sessionStorage, so a reload (or a look at another
 * page) does not lose it; it goes when the product is saved, discarded or the tab is closed.
 * An edit starts from the stored product every time, so it is not kept.
 */

const KEY = 'facet:jewellery-draft:new';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the editor still works, only without surviving a reload.
    return null;
  }
}

function looksLikeDraft(value: unknown): value is EditorDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<EditorDraft>;
  return (
    draft.version === DRAFT_VERSION &&
    typeof draft.general === 'object' &&
    Array.isArray(draft.pictures) &&
    typeof draft.attributes === 'object' &&
    typeof draft.variantEdits === 'object' &&
    typeof draft.progress === 'object'
  );
}

export function readNewDraft(): EditorDraft | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!looksLikeDraft(value)) return null;
    // A draft kept before pieces had a country of origin is made in India, as new pieces are.
    return {
      ...value,
      productId: null,
      general: { ...value.general, countryOfOrigin: value.general.countryOfOrigin ?? 'India' },
    };
  } catch {
    return null;
  }
}

export function writeNewDraft(draft: EditorDraft): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Full or switched off: nothing to do but keep editing in memory.
  }
}

export function clearNewDraft(): void {
  storage()?.removeItem(KEY);
}
