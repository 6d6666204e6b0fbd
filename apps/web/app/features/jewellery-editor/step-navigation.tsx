import { Check, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import {
  canOpenStep,
  type EditorProgress,
  type EditorStep,
  editorSteps,
  isStepComplete,
  stepAfter,
  stepBefore,
  stepLabels,
  withStepComplete,
} from './editor-draft.ts';
import { validateDraft } from './draft-payload.ts';
import { useJewelleryEditor } from './editor-context.tsx';

/**
 * The three steps with their progress flags. A step that cannot be opened yet is not
 * a link at all, and says what it waits for.
 */
export function StepNavigation({ basePath, progress }: { basePath: string; progress: EditorProgress }) {
  return (
    <nav aria-label="Steps" className="mb-8">
      <ol className="grid grid-cols-3 gap-2">
        {editorSteps.map((step, index) => {
          const open = canOpenStep(step, progress);
          const complete = isStepComplete(step, progress);
          const waitingFor = editorSteps.slice(0, index).find((earlier) => !isStepComplete(earlier, progress));
          const body = (
            <>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-medium ${
                  complete ? 'border-gold-deep bg-gold-deep text-ivory' : 'border-line bg-white text-graphite'
                }`}
                aria-hidden="true"
              >
                {complete ? <Check className="h-4 w-4" /> : open ? index + 1 : <Lock className="h-3.5 w-3.5" />}
              </span>
              <span className="min-w-0">
                <span className="block text-xs leading-tight font-medium sm:text-sm">{stepLabels[step]}</span>
                <span className="sr-only text-xs text-stone sm:not-sr-only sm:block">
                  {complete
                    ? 'Complete'
                    : open
                      ? 'To do'
                      : `After ${stepLabels[waitingFor ?? 'general-info'].toLowerCase()}`}
                </span>
              </span>
            </>
          );
          return (
            <li key={step}>
              {open ? (
                <NavLink
                  to={`${basePath}/${step}`}
                  className="flex h-full items-center gap-2 rounded-md border border-line bg-white px-2.5 py-2.5 text-ink sm:gap-3 sm:px-4 sm:py-3 hover:border-gold aria-[current=page]:border-ink aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-ink)]"
                >
                  {body}
                </NavLink>
              ) : (
                <span
                  aria-disabled="true"
                  className="flex h-full cursor-not-allowed items-center gap-2 rounded-md border border-dashed border-line bg-pearl/50 px-2.5 py-2.5 text-stone sm:gap-3 sm:px-4 sm:py-3"
                >
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * Back and Continue at the foot of a step. Continue checks the step; if it is complete the
 * flag is set and the next step opens, otherwise its problems show.
 */
export function StepFooter({ step, children }: { step: EditorStep; children?: ReactNode }) {
  const editor = useJewelleryEditor();
  const navigate = useNavigate();
  const previous = stepBefore(step);
  const next = stepAfter(step);
  function goOn() {
    editor.markAttempted(step);
    // Checked afresh: the shown problems may trail the last keystroke.
    if (validateDraft(editor.draft, editor.baseline).some((issue) => issue.step === step)) {
      editor.update((draft) => withStepComplete(draft, step, false));
      return;
    }
    editor.update((draft) => withStepComplete(draft, step, true));
    if (next) void navigate(`${editor.basePath}/${next}`);
  }
  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
      {previous ? (
        <Link to={`${editor.basePath}/${previous}`} className="button-secondary">
          Back: {stepLabels[previous]}
        </Link>
      ) : (
        <span />
      )}
      {children ??
        (next ? (
          <button type="button" className="button-primary" onClick={goOn}>
            Continue: {stepLabels[next]}
          </button>
        ) : null)}
    </div>
  );
}
