import { inquiryEndpoints } from '@facet/contracts/inquiry-endpoints';
import type { Route } from './+types/detail';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { DetailPanel } from '../../../components/back-office/detail-panel.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { SenderFacts } from '../../../components/back-office/sender-facts.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { DeleteInquiry, useDeleteInquiryResults } from '../../../features/inquiries/delete-inquiry.tsx';
import { InquiryAbout } from '../../../features/inquiries/inquiry-about.tsx';
import { runInquiryAction } from '../../../features/inquiries/inquiry-actions.server.ts';
import { formatShopDay, InquiryStateBadge } from '../../../features/inquiries/inquiry-state-badge.tsx';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { ReplyForm } from '../../../features/inquiries/reply-form.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { loadRecord } from '../../../lib/load-record.server.ts';
import { notAfterDelete } from '../../../lib/revalidate-after-action.ts';

const PAGE = 'inquiry-detail';

export function meta({ loaderData }: Route.MetaArgs) {
  const inquiry = loaderData?.inquiry;
  const kind = inquiry?.kind === 'complaint' ? 'Complaint' : 'Inquiry';
  return [{ title: `${inquiry ? `${kind} from ${inquiry.name}` : 'Inquiry'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'inquiries');
  return {
    inquiry: await loadRecord(context, params.id, {
      load: (api, id) => api.call(inquiryEndpoints.one, { params: { id } }),
      missing: 'There is no such inquiry.',
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'inquiries');
  return runInquiryAction(apiFor(context), await request.formData());
}

export const shouldRevalidate = notAfterDelete;

export default function InquiryDetail({ loaderData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  useDeleteInquiryResults(PAGE, '/inquiries');
  const answered = inquiry.state === 'answered';
  const complaint = inquiry.kind === 'complaint';
  const overdue = complaint && !answered && inquiry.resolveBy !== null && inquiry.resolveBy < shopDateOf(new Date());
  return (
    <>
      <DetailBreadcrumb listTo="/inquiries" listLabel="Inquiries">
        {inquiry.name}
      </DetailBreadcrumb>
      <PageHeader
        title={complaint ? `Complaint ${inquiry.reference} from ${inquiry.name}` : `Inquiry from ${inquiry.name}`}
        description={`Reference ${inquiry.reference}, received ${formatDateTime(inquiry.createDate)}.${
          complaint && inquiry.resolveBy
            ? ` To be resolved by ${formatShopDay(inquiry.resolveBy)}${overdue ? ': overdue' : ''}; answering it closes it.`
            : ''
        }`}
        badge={<InquiryStateBadge state={inquiry.state} />}
        actions={<DeleteInquiry page={PAGE} inquiry={inquiry} variant="button" />}
      />
      {/* Narrow screens read the question, who sent it and what about, then the reply form. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          <DetailPanel id="inquiry-question" title={complaint ? 'Complaint' : 'Question'}>
            <p className="text-[15px] leading-7 break-words whitespace-pre-wrap text-ink">{inquiry.message}</p>
          </DetailPanel>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <DetailPanel id="inquiry-from" title="From">
            <SenderFacts sender={inquiry} />
          </DetailPanel>
          <DetailPanel id="inquiry-about" title="About">
            <InquiryAbout inquiry={inquiry} />
          </DetailPanel>
        </div>
        <div className="lg:col-start-1">
          <DetailPanel id="inquiry-reply" title={answered ? 'Answered' : 'Reply'}>
            {answered && inquiry.reply ? (
              <div className="mb-6 rounded-md border border-line bg-pearl/50 p-4">
                <p className="text-xs text-stone">
                  {inquiry.answeredBy ?? 'A member of staff'} replied
                  {inquiry.answerDate ? ` on ${formatDateTime(inquiry.answerDate)}` : ''}:
                </p>
                <p className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap text-graphite">{inquiry.reply}</p>
              </div>
            ) : null}
            <ReplyForm inquiry={{ id: inquiry.id, name: inquiry.name, email: inquiry.email, answered }} />
          </DetailPanel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
