import type { StoneRecord } from '@facet/contracts/stones';
import { data, isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/edit';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { UnexpectedErrorPage } from '../../../components/unexpected-error-page.tsx';
import { StoneStateBadge } from '../../../features/stones/stone-actions.tsx';
import { StoneForm } from '../../../features/stones/stone-form.tsx';
import { stonePricingOf } from '../../../features/stones/stone-price.ts';
import { saveStone } from '../../../features/stones/stone-save.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { useRootData } from '../../../lib/root-data.ts';

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
  const stone = await apiFor(context).get<StoneRecord>(`/api/stone/id/${id}`);
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

/** A successful save goes to the stone's page; nothing here needs loading again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;
}

export default function EditStone({ loaderData }: Route.ComponentProps) {
  const { stone } = loaderData;
  const root = useRootData();
  const rates = root ? stonePricingOf(root.pricing) : null;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone">
        <Link to="/stones" className="link-underline">
          Stones
        </Link>{' '}
        /{' '}
        <Link to={`/stones/detail/${stone.id}`} className="link-underline">
          {stone.sku}
        </Link>{' '}
        / Edit
      </nav>
      <PageHeader
        title={`Edit ${stone.name}`}
        description={`Stock number ${stone.sku}.`}
        actions={
          <span className="self-center">
            <StoneStateBadge state={stone.state} />
          </span>
        }
      />
      {/* Another stone (or the same one after a save) starts a fresh form. */}
      <StoneForm key={`${stone.id}-${stone.updateDate}`} mode="edit" stone={stone} rates={rates} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedErrorPage error={error} />;
}
