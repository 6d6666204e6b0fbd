import { Suspense } from 'react';
import { onDemand } from '../../lib/on-demand.ts';
import { useToastsWanted } from '../../lib/toast.ts';

const Toasts = onDemand(() => import('./toasts.tsx').then((module) => module.Toasts));

/** The toast area, loaded and mounted with the first toast (lib/toast.ts). */
export function ToastsOnDemand() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
