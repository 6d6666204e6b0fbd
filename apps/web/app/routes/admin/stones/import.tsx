import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/import';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { RecentImports } from '../../../features/stone-import/recent-imports.tsx';
import { StoneImportPanel } from '../../../features/stone-import/stone-import-panel.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Import stones · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  const api = apiFor(context);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const [recent, current] = await Promise.all([
    api.call(stoneEndpoints.imports),
    Number.isSafeInteger(id) && id > 0 ? api.call(stoneEndpoints.importOne, { params: { id } }) : null,
  ]);
  return {
    recent: recent.isSuccess ? recent.data : [],
    current: current?.isSuccess ? current.data : null,
  };
}

export default function StoneImportPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // The import shown keeps its id in the URL: a reload (or the back button) finds it again.
  const onChange = useCallback(
    (id: number | null) => {
      void navigate(id === null ? '.' : `?id=${id}`, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return (
    <>
      <PageHeader
        title="Import stones"
        description="Upload a supplier feed (CSV). It is checked first: you see what would be added, changed and left alone, and every bad row with its line, before anything changes."
        actions={
          <Link to="/stones" className="button-secondary inline-flex items-center gap-2 py-2">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Stones
          </Link>
        }
      />
      <div className="space-y-10">
        <StoneImportPanel key={loaderData.current?.id ?? 'new'} initial={loaderData.current} onChange={onChange} />
        <section aria-labelledby="recent-imports" className="space-y-4">
          <h2 id="recent-imports" className="font-display text-2xl text-ink">
            Recent imports
          </h2>
          <RecentImports imports={loaderData.recent} />
        </section>
      </div>
    </>
  );
}
