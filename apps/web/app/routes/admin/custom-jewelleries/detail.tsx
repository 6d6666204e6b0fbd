import {
  customJewelleryKindLabels,
  formatBudget,
  formatRequestAmount,
  UNDECIDED_METAL,
} from '@facet/contracts/custom-jewellery';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import { ringSizeLabel } from '@facet/contracts/ring-sizes';
import type { Route } from './+types/detail';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { DetailPanel } from '../../../components/back-office/detail-panel.tsx';
import { Facts } from '../../../components/back-office/facts.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { SenderFacts } from '../../../components/back-office/sender-facts.tsx';
import { PictureLink } from '../../../components/back-office/picture-link.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import {
  DeleteCustomJewellery,
  useDeleteCustomJewelleryResults,
} from '../../../features/custom-jewellery/delete-request.tsx';
import { runCustomJewelleryAction } from '../../../features/custom-jewellery/staff-actions.server.ts';
import { ReplyForm, StateForm } from '../../../features/custom-jewellery/staff-forms.tsx';
import { CustomJewelleryStateBadge } from '../../../features/custom-jewellery/state-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { loadRecord } from '../../../lib/load-record.server.ts';
import { notAfterDelete } from '../../../lib/revalidate-after-action.ts';

const PAGE = 'custom-jewellery-detail';

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.request.name;
  return [{ title: `${name ? `Custom jewellery request from ${name}` : 'Custom jewellery request'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'customJewelleries');
  return {
    request: await loadRecord(context, params.id, {
      load: (api, id) => api.call(customJewelleryEndpoints.one, { params: { id } }),
      missing: 'There is no such request.',
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'customJewelleries');
  return runCustomJewelleryAction(apiFor(context), await request.formData());
}

export const shouldRevalidate = notAfterDelete;

export default function CustomJewelleryDetail({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  useDeleteCustomJewelleryResults(PAGE, '/custom-jewelleries');
  return (
    <>
      <DetailBreadcrumb listTo="/custom-jewelleries" listLabel="Custom Jewelleries">
        {request.name}
      </DetailBreadcrumb>
      <PageHeader
        title={`${customJewelleryKindLabels[request.kind]} for ${request.name}`}
        description={`Received ${formatDateTime(request.createDate)}.`}
        badge={<CustomJewelleryStateBadge state={request.state} />}
        actions={<DeleteCustomJewellery page={PAGE} request={request} variant="button" />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <DetailPanel id="custom-request" title="The request">
            <Facts
              className="grid gap-4 text-sm sm:grid-cols-2"
              items={[
                ['Piece', customJewelleryKindLabels[request.kind]],
                ['Metal', !request.metal || request.metal === UNDECIDED_METAL ? 'Not decided' : request.metal],
                ['Stones', request.stonePreference || '—'],
                ['Budget', formatBudget(request)],
                ['Ring size', request.ringSize ? ringSizeLabel(request.ringSize) : '—'],
                ['Needed by', request.deadline ? formatDate(`${request.deadline}T12:00:00Z`) : '—'],
                [
                  'Quoted price',
                  request.quotedPrice ? formatRequestAmount(request.quotedPrice, request.currency) : '—',
                ],
              ]}
            />
            <p className="mt-6 text-[15px] leading-7 break-words whitespace-pre-wrap text-ink">{request.description}</p>
          </DetailPanel>
          <DetailPanel id="custom-pictures" title="Reference pictures">
            {request.pictures.length === 0 ? (
              <p className="text-sm text-stone">No pictures were sent.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {request.pictures.map((picture, index) => (
                  <li key={picture.id}>
                    <PictureLink url={picture.url} alt={`Reference ${index + 1} from ${request.name}`} />
                  </li>
                ))}
              </ul>
            )}
          </DetailPanel>
          <DetailPanel id="custom-reply" title="Reply by e-mail">
            <ReplyForm request={request} />
          </DetailPanel>
        </div>
        <div className="space-y-6">
          <DetailPanel id="custom-from" title="From">
            <SenderFacts sender={request} />
          </DetailPanel>
          <DetailPanel id="custom-state" title="State">
            <StateForm request={request} />
          </DetailPanel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
