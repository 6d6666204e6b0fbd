import { Loader2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  buildProductPayload,
  summariseChanges,
  validateDraft,
} from '../../../features/jewellery-editor/draft-payload.ts';
import { useJewelleryEditor } from '../../../features/jewellery-editor/editor-context.tsx';
import { withStepComplete } from '../../../features/jewellery-editor/editor-draft.ts';
import { IssueSummary } from '../../../features/jewellery-editor/editor-fields.tsx';
import { StepFooter } from '../../../features/jewellery-editor/step-navigation.tsx';
import { findOrphanedVariants } from '../../../features/jewellery-editor/variant-rows.ts';
import { VariantTable } from '../../../features/jewellery-editor/variant-table.tsx';
import { plural } from '../../../lib/format.ts';

/** Step 3: every combination with its SKU, weight, stone cost and live price; then save. */
export default function VariantsStep() {
  const editor = useJewelleryEditor();
  const { draft, baseline } = editor;
  const [saveAttempted, setSaveAttempted] = useState(false);
  const stepIssues = editor.shownIssues('variants');
  // After a save was tried, every step's problems show here, each linking to its step.
  const shown = saveAttempted ? editor.issues : stepIssues;
  const issues = editor.saving ? shown : [...shown, ...editor.apiIssues];
  const invalidRows = new Set(issues.flatMap((issue) => (issue.rowKey ? [issue.rowKey] : [])));
  const summarised = useDeferredValue(draft);
  const payload = useMemo(() => buildProductPayload(summarised, baseline), [summarised, baseline]);
  const changes = summariseChanges(payload);
  const orphaned = useMemo(() => findOrphanedVariants(draft, baseline), [draft, baseline]);

  function save() {
    setSaveAttempted(true);
    editor.markAttempted('variants');
    // Checked afresh: the shown problems may trail the last keystroke.
    if (validateDraft(draft, baseline).length > 0) return;
    editor.update((before) => withStepComplete(before, 'variants', true));
    editor.save();
  }

  const summary =
    editor.mode === 'new'
      ? `Saving creates ${plural(changes.added, 'variant')}${
          payload.mediaFile?.length ? ` with ${plural(payload.mediaFile.length, 'picture')}` : ''
        }.`
      : [
          changes.added ? `${changes.added} new` : null,
          changes.changed ? `${changes.changed} changed` : null,
          changes.removed ? `${changes.removed} removed` : null,
        ]
          .filter(Boolean)
          .join(', ') || 'No variant changes; the piece’s details and pictures are saved.';

  return (
    <div>
      <IssueSummary
        issues={issues}
        basePath={editor.basePath}
        title={saveAttempted || editor.apiIssues.length > 0 ? 'The jewellery is not saved yet' : undefined}
      />
      <VariantTable invalidRows={invalidRows} />
      {orphaned.length > 0 ? (
        <section
          aria-labelledby="orphaned-title"
          className="mt-6 rounded-md border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900"
        >
          <h2 id="orphaned-title" className="font-sans text-sm font-medium">
            {plural(orphaned.length, 'saved variant')} no longer made by the attributes — removed when you save
          </h2>
          <ul className="mt-2 space-y-0.5 font-mono text-xs">
            {orphaned.slice(0, 20).map((variant) => (
              <li key={variant.id}>{variant.sku}</li>
            ))}
            {orphaned.length > 20 ? <li className="font-sans">… and {orphaned.length - 20} more</li> : null}
          </ul>
          <p className="mt-2">Customers’ carts and orders keep them; they leave the shop.</p>
        </section>
      ) : null}
      <StepFooter step="variants">
        <div className="flex flex-wrap items-center justify-end gap-4">
          <p className="text-sm text-stone" aria-live="polite">
            {editor.mode === 'edit' ? `Variants: ${summary}` : summary}
          </p>
          <button
            type="button"
            onClick={save}
            disabled={editor.saving}
            aria-busy={editor.saving}
            className="button-primary min-w-44 disabled:opacity-70"
          >
            {editor.saving ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Saving…
              </>
            ) : editor.mode === 'new' ? (
              'Save the jewellery'
            ) : (
              'Save changes'
            )}
          </button>
        </div>
      </StepFooter>
    </div>
  );
}
