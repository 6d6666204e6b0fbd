import { Suspense } from 'react';
import { onDemand } from '../../lib/on-demand.ts';
import { type BuilderStep, EmptySteps } from './builder-steps.tsx';
import { isPairInProgress, usePair } from './pair-storage.ts';

/*
 * The ring builder's steps — setting, stone, review — with what is chosen (picture, name,
 * price) and a way to change or remove each. Shown on a setting's product page, on the diamond
 * search, on stone pages and on the settings listing while a ring is being built. What shows
 * the chosen halves is loaded only once there are some: most shoppers build no ring, and the
 * pages that carry the bar keep their first-load JavaScript (e2e/first-load-javascript.spec.ts).
 */

export type { BuilderStep };

const BuilderBarBody = onDemand(() => import('./builder-bar-body.tsx').then((module) => module.BuilderBarBody));

export function BuilderBar({
  step,
  showWhenEmpty = false,
}: {
  /** The step this page is: it is marked as the current one. */
  step: BuilderStep;
  /** Show the steps before anything is chosen (a setting's product page invites building). */
  showWhenEmpty?: boolean;
}) {
  const pair = usePair();
  if (!isPairInProgress(pair)) return showWhenEmpty ? <EmptySteps step={step} /> : null;
  return (
    <Suspense fallback={<EmptySteps step={step} loading />}>
      <BuilderBarBody step={step} />
    </Suspense>
  );
}
