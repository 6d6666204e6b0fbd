import type { StoneShapeName } from '@facet/contracts/lookups';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { type StoneRecord, stoneStateLabels } from '@facet/contracts/stones';
import { ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/detail';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { DetailLoadFailed } from '../../../components/back-office/detail-load-failed.tsx';
import { DetailPanel } from '../../../components/back-office/detail-panel.tsx';
import { DetailStatusBar } from '../../../components/back-office/detail-status-bar.tsx';
import { Facts } from '../../../components/back-office/facts.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { PictureLink } from '../../../components/back-office/picture-link.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { ViewInShopLink } from '../../../components/back-office/view-in-shop-link.tsx';
import { StoneShapeIcon } from '../../../components/stone-shape-icon.tsx';
import { runStoneAction } from '../../../features/stones/stone-actions.server.ts';
import { StoneActions, StoneStateBadge, useStoneActionResults } from '../../../features/stones/stone-actions.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatCarat, formatDateTime, formatDollars, formatRupees } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterDelete } from '../../../lib/revalidate-after-action.ts';

const FETCH_FAILED = 'Failed to fetch stone detail';
const ACTIONS = 'stone-detail';
/** Three columns of short grading values on a wide screen, two on a phone. */
const FACTS = 'grid grid-cols-2 gap-x-6 gap-y-4 text-sm lg:grid-cols-3';

export function meta({ loaderData }: Route.MetaArgs) {
  const stone = loaderData?.stone;
  return [{ title: `${stone ? `Stone ${stone.sku}` : 'Stone'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('There is no such stone.', { status: 404 });
  const result = await apiFor(context).call(stoneEndpoints.one, { params: { id } });
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

export const shouldRevalidate = notAfterDelete;

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
          <PictureLink url={picture.url} alt={`Stone ${stone.sku}, view ${index + 1}`} />
        </li>
      ))}
    </ul>
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
  if (!stone) {
    return (
      <DetailLoadFailed
        title="Stone"
        failedMessage={FETCH_FAILED}
        explanation="The stone could not be loaded just now."
        backTo="/stones"
        backLabel="All stones"
      />
    );
  }
  const inShop = stone.state !== 'unlisted';
  return (
    <>
      <DetailBreadcrumb listTo="/stones" listLabel="Stones">
        <span className="font-mono">{stone.sku}</span>
      </DetailBreadcrumb>
      <PageHeader
        title={stone.name}
        description={`Stock number ${stone.sku}`}
        badge={<StoneStateBadge state={stone.state} />}
        actions={
          <>
            {inShop ? <ViewInShopLink href={`/stone/${encodeURIComponent(stone.sku)}`} /> : null}
            <Link to={`/stones/edit/${stone.id}`} className="button-primary px-5 py-2">
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
            </Link>
          </>
        }
      />
      <DetailStatusBar
        note={`${stateNotes[stone.state]} Last changed ${formatDateTime(stone.updateDate)}.`}
        actions={<StoneActions page={ACTIONS} stone={stone} variant="buttons" />}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* First on a phone: the price and the pictures are what staff look for. */}
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <DetailPanel title="Price">
            <dl className="space-y-4 text-sm">
              <div>
                <dt className="text-xs font-medium tracking-wide text-stone uppercase">Sells at</dt>
                <dd className="mt-1 flex flex-wrap items-baseline gap-x-3 figures">
                  <span className="font-display text-3xl text-ink">{formatRupees(stone.sellingPrice.inr)}</span>
                  <span className="text-graphite">{formatDollars(stone.sellingPrice.usd)}</span>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-stone uppercase">Cost</dt>
                <dd className="mt-1 text-graphite figures">{formatRupees(stone.price)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-xs text-stone">
              What shoppers pay today, with the shop’s markup, discount and tax; it follows the pricing parameters.
            </p>
          </DetailPanel>
          <DetailPanel title="Pictures">
            <Pictures stone={stone} />
          </DetailPanel>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <DetailPanel title="Grading">
            <Facts
              className={FACTS}
              items={[
                ['Category', stone.stoneCategory],
                ['Growth method', stone.growthMethod],
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
          </DetailPanel>
          <DetailPanel title="Measurements">
            <Facts
              className={FACTS}
              items={[
                ['Length × width × depth', measurements(stone)],
                ['Length-to-width ratio', stone.lengthToWidthRatio?.toFixed(2) ?? null],
                ['Depth %', percent(stone.depthPercent)],
                ['Table %', percent(stone.tablePercent)],
              ]}
            />
          </DetailPanel>
          <DetailPanel title="Certificate and video">
            <Facts
              className={FACTS}
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
          </DetailPanel>
          <DetailPanel title="Record">
            <Facts
              className={FACTS}
              items={[
                ['State', stoneStateLabels[stone.state]],
                ['In an order', stone.isInOrder ? 'Yes: it can be unlisted, not deleted' : 'No'],
                ['Added', formatDateTime(stone.createDate)],
                ['Changed', formatDateTime(stone.updateDate)],
              ]}
            />
          </DetailPanel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
