import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

/** The root loader's data: session, pricing, metals, company. Undefined only on the root error page. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
