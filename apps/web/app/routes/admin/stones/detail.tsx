import type { StoneShapeName } from '@facet/contracts/lookups';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { type StoneRecord, stoneStateLabels } from '@facet/contracts/stones';
import { ExternalLink, Pencil } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs, useRevalidator } from 'react-router';
import type { Route } from './+types/detail';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { StoneShapeIcon } from '../../../components/stone-shape-icon.tsx';
import { UnexpectedErrorPage } from '../../../components/unexpected-error-page.tsx';
import { runStoneAction } from '../../../features/stones/stone-actions.server.ts';
import { StoneActions, StoneStateBadge, useStoneActionResults } from '../../../features/stones/stone-actions.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatCarat, formatDateTime, formatDollars, formatRupees } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { toast } from '../../../lib/toast.ts';

const FETCH_FAILED = 'Failed to fetch stone detail';
const ACTIONS = 'stone-detail';

export function meta({ loaderData }: Route.MetaArgs) {
  const stone = loaderData?.stone;
  return [{ title: `${stone ? `Stone ${stone.sku}` : 'Stone'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('There is no such stone.', { status: 404 });
  const result = await apiFor(context).get<StoneRecord>(`/api/stone/id/${id}`);
  if (!result.isSuccess) {
    if (result.statusCode === 404) throw new Response('There is no such stone.', { status: 404 });
    return { stone: null };
  }
  return { stone: result.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'stones');
  return runStoneAction(apiFor(context), await request.formData());
}

/** After a delete the page leaves for the list; loading the deleted stone again would only fail. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const outcome = actionResult as { ok?: boolean; intent?: string } | undefined;
  return outcome?.ok && outcome.intent === 'delete' ? false : defaultShouldRevalidate;
}

function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-md border border-line bg-white p-5 sm:p-6 ${className}`}>
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
          <dd className="mt-1 break-words text-graphite">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const percent = (value: number | null) => (value === null ? null : `${value} %`);

function measurements(stone: StoneRecord): string | null {
  const { length, width, depth } = stone;
  if (length === null && width === null && depth === null) return null;
  return `${[length, width, depth].map((value) => (value === null ? '—' : value.toFixed(2))).join(' × ')} mm`;
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="link-underline inline-flex items-center gap-1 text-ink">
      {children}
      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Pictures({ stone }: { stone: StoneRecord }) {
  if (stone.productMedias.length === 0) {
    return (
      <div className="flex items-center gap-4 text-sm text-stone">
        <span className="flex h-24 w-24 shrink-0 items-center justify-center rounded border border-line bg-pearl/60">
          <StoneShapeIcon shape={stone.stoneShape as StoneShapeName} className="h-14 w-14 text-graphite" />
        </span>
        <p>No pictures yet: the shop shows the drawing of its shape. Add pictures in the editor.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
      {stone.productMedias.map((picture, index) => (
        <li key={picture.id}>
          <a href={picture.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={mediaUrlAt(picture.url, 400)}
              alt={`Stone ${stone.sku}, view ${index + 1}`}
              width={400}
              height={400}
              loading="lazy"
              className="aspect-square w-full rounded border border-line bg-pearl object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function LoadFailed() {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(FETCH_FAILED);
  }, []);
  return (
    <>
      <PageHeader title="Stone" />
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-6 py-8 text-sm text-red-900">
        <p className="font-medium">{FETCH_FAILED}.</p>
        <p className="mt-1">The stone could not be loaded just now.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            className="button-primary px-5 py-2"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== 'idle'}
          >
            {revalidator.state === 'idle' ? 'Try again' : 'Loading…'}
          </button>
          <Link to="/stones" className="button-secondary px-5 py-2">
            All stones
          </Link>
        </div>
      </div>
    </>
  );
}

const stateNotes: Record<StoneRecord['state'], string> = {
  available: 'In the shop, available to buy.',
  on_hold: 'Held for a shopper’s checkout; it is available again if the payment does not come.',
  sold: 'Sold: its page in the shop says so.',
  unlisted: 'Not shown in the shop.',
};

export default function StoneDetail({ loaderData }: Route.ComponentProps) {
  const { stone } = loaderData;
  useStoneActionResults(ACTIONS, '/stones');
  if (!stone) return <LoadFailed />;
  const inShop = stone.state !== 'unlisted';
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone">
        <Link to="/stones" className="link-underline">
          Stones
        </Link>{' '}
        / <span className="font-mono">{stone.sku}</span>
      </nav>
      <PageHeader
        title={stone.name}
        description={`Stock number ${stone.sku}`}
        actions={
          <>
            <span className="self-center">
              <StoneStateBadge state={stone.state} />
            </span>
            {inShop ? (
              <a
                href={`/stone/${encodeURIComponent(stone.sku)}`}
                target="_blank"
                rel="noreferrer"
                className="button-secondary px-5 py-2"
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> View in shop
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Link to={`/stones/edit/${stone.id}`} className="button-primary px-5 py-2">
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
            </Link>
          </>
        }
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-5 py-3">
        <p className="text-sm text-stone">
          {stateNotes[stone.state]} Last changed {formatDateTime(stone.updateDate)}.
        </p>
        <StoneActions page={ACTIONS} stone={stone} variant="buttons" />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* First on a phone: the price and the pictures are what staff look for. */}
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <Panel title="Price">
            <dl className="space-y-4 text-sm">
              <div>
                <dt className="text-xs font-medium tracking-wide text-stone uppercase">Sells at</dt>
                <dd className="mt-1 flex flex-wrap items-baseline gap-x-3 tabular-nums">
                  <span className="font-display text-3xl text-ink">{formatRupees(stone.sellingPrice.inr)}</span>
                  <span className="text-graphite">{formatDollars(stone.sellingPrice.usd)}</span>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-stone uppercase">Cost</dt>
                <dd className="mt-1 text-graphite tabular-nums">{formatRupees(stone.price)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-xs text-stone">
              What shoppers pay today, with the shop’s markup, discount and tax; it follows the pricing parameters.
            </p>
          </Panel>
          <Panel title="Pictures">
            <Pictures stone={stone} />
          </Panel>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel title="Grading">
            <Facts
              items={[
                ['Category', stone.stoneCategory],
                ['Shape', stone.stoneShape],
                ['Carat', formatCarat(stone.carat)],
                ['Colour', stone.color],
                ['Clarity', stone.clarity],
                ['Cut', stone.cut],
                ['Polish', stone.polish],
                ['Symmetry', stone.symmetry],
                ['Fluorescence', stone.fluorescence],
              ]}
            />
          </Panel>
          <Panel title="Measurements">
            <Facts
              items={[
                ['Length × width × depth', measurements(stone)],
                ['Length-to-width ratio', stone.lengthToWidthRatio?.toFixed(2) ?? null],
                ['Depth %', percent(stone.depthPercent)],
                ['Table %', percent(stone.tablePercent)],
              ]}
            />
          </Panel>
          <Panel title="Certificate and video">
            <Facts
              items={[
                ['Lab', stone.certificateLab],
                ['Certificate number', stone.certificateNumber],
                [
                  'Certificate',
                  stone.certificateUrl ? <OutLink href={stone.certificateUrl}>Open the certificate</OutLink> : null,
                ],
                ['Video', stone.videoUrl ? <OutLink href={stone.videoUrl}>Watch the video</OutLink> : null],
              ]}
            />
          </Panel>
          <Panel title="Record">
            <Facts
              items={[
                ['State', stoneStateLabels[stone.state]],
                ['In an order', stone.isInOrder ? 'Yes: it can be unlisted, not deleted' : 'No'],
                ['Added', formatDateTime(stone.createDate)],
                ['Changed', formatDateTime(stone.updateDate)],
              ]}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedErrorPage error={error} />;
}
