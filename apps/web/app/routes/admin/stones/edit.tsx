import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { data, Link } from 'react-router';
import type { Route } from './+types/edit';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { StoneStateBadge } from '../../../features/stones/stone-actions.tsx';
import { StoneForm } from '../../../features/stones/stone-form.tsx';
import { saveStone } from '../../../features/stones/stone-save.server.ts';
import { useStoneRates } from '../../../features/stones/use-stone-rates.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';

const FETCH_FAILED = 'Failed to fetch stone detail';

function stoneIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('There is no such stone.', { status: 404 });
  return id;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const sku = loaderData?.stone.sku;
  return [{ title: sku ? `Edit stone ${sku} · Back-office` : 'Edit stone · Back-office' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  const id = stoneIdOf(params);
  const stone = await apiFor(context).call(stoneEndpoints.one, { params: { id } });
  if (!stone.isSuccess) {
    if (stone.statusCode === 404) throw new Response('There is no such stone.', { status: 404 });
    throw data(FETCH_FAILED, { status: stone.statusCode });
  }
  return { stone: stone.data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireArea(context, request, 'stones');
  return saveStone(apiFor(context), await request.formData(), stoneIdOf(params));
}

export const shouldRevalidate = notAfterSave;

export default function EditStone({ loaderData }: Route.ComponentProps) {
  const { stone } = loaderData;
  const rates = useStoneRates();
  return (
    <>
      <DetailBreadcrumb listTo="/stones" listLabel="Stones">
        <Link to={`/stones/detail/${stone.id}`} className="link-underline">
          {stone.sku}
        </Link>{' '}
        / Edit
      </DetailBreadcrumb>
      <PageHeader
        title={`Edit ${stone.name}`}
        description={`Stock number ${stone.sku}.`}
        badge={<StoneStateBadge state={stone.state} />}
      />
      {/* Another stone (or the same one after a save) starts a fresh form. */}
      <StoneForm key={`${stone.id}-${stone.updateDate}`} mode="edit" stone={stone} rates={rates} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
