import { type ComponentType, lazy } from 'react';

/*
 * Interaction-only pieces (toasts, drawers, dialogs) are loaded when first needed rather than
 * with the page, to keep each page's first-load JavaScript small (e2e/first-load-javascript.spec.ts
 * holds the budgets). Render the result inside <Suspense>; `preload` starts the download early
 * (on hover or focus of what opens it). A failed download renders nothing rather than the
 * error page.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Component = lazy(() =>
    preload().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<Props> } => ({ default: () => null }),
    ),
  );
  return Object.assign(Component, { preload: () => void preload().catch(() => undefined) });
}
