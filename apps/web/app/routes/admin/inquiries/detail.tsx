import type { InquiryRecord } from '@facet/contracts/inquiries';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/detail';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { UnexpectedErrorPage } from '../../../components/unexpected-error-page.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { DeleteInquiry, useDeleteInquiryResults } from '../../../features/inquiries/delete-inquiry.tsx';
import { InquiryAbout } from '../../../features/inquiries/inquiry-about.tsx';
import { runInquiryAction } from '../../../features/inquiries/inquiry-actions.server.ts';
import { InquiryStateBadge } from '../../../features/inquiries/inquiry-state-badge.tsx';
import { ReplyForm } from '../../../features/inquiries/reply-form.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

const PAGE = 'inquiry-detail';

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.inquiry.name;
  return [{ title: `${name ? `Inquiry from ${name}` : 'Inquiry'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'inquiries');
  if (!/^[0-9]{1,10}$/.test(params.id)) throw new Response('There is no such inquiry.', { status: 404 });
  const result = await apiFor(context).get<InquiryRecord>(`/api/inquiry/${params.id}`);
  if (!result.isSuccess) {
    const status = result.statusCode === 404 || result.statusCode === 400 ? 404 : result.statusCode;
    throw new Response(result.errorMessages[0], { status });
  }
  return { inquiry: result.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'inquiries');
  return runInquiryAction(apiFor(context), await request.formData());
}

/** After a delete the page leaves for the list; loading the deleted inquiry again would only fail. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const outcome = actionResult as { ok?: boolean; intent?: string } | undefined;
  return outcome?.ok && outcome.intent === 'delete' ? false : defaultShouldRevalidate;
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-line bg-white p-5 sm:p-6">
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="space-y-4 text-sm">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
          <dd className="mt-1 break-words text-graphite">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function InquiryDetail({ loaderData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  useDeleteInquiryResults(PAGE, '/inquiries');
  const answered = inquiry.state === 'answered';
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone">
        <Link to="/inquiries" className="link-underline">
          Inquiries
        </Link>{' '}
        / {inquiry.name}
      </nav>
      <PageHeader
        title={`Inquiry from ${inquiry.name}`}
        description={`Received ${formatDateTime(inquiry.createDate)}.`}
        actions={
          <>
            <span className="self-center">
              <InquiryStateBadge state={inquiry.state} />
            </span>
            <DeleteInquiry page={PAGE} inquiry={inquiry} variant="button" />
          </>
        }
      />
      {/* Narrow screens read the question, who sent it and what about, then the reply form. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          <Panel id="inquiry-question" title="Question">
            <p className="text-[15px] leading-7 break-words whitespace-pre-wrap text-ink">{inquiry.message}</p>
          </Panel>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Panel id="inquiry-from" title="From">
            <Facts
              items={[
                ['Name', inquiry.name],
                [
                  'E-mail',
                  <a
                    key="email"
                    href={`mailto:${inquiry.email}`}
                    className="link-underline inline-flex items-center gap-1.5 text-ink"
                  >
                    <Mail className="h-3.5 w-3.5" aria-hidden="true" /> {inquiry.email}
                  </a>,
                ],
                [
                  'Phone',
                  inquiry.phoneNumber ? (
                    <a key="phone" href={`tel:${inquiry.phoneNumber}`} className="link-underline text-ink">
                      {formatPhoneNumber(inquiry.phoneNumber)}
                    </a>
                  ) : (
                    '—'
                  ),
                ],
                ['Sent', inquiry.fromCustomer ? 'Signed in to their account' : 'Without signing in'],
              ]}
            />
          </Panel>
          <Panel id="inquiry-about" title="About">
            <InquiryAbout inquiry={inquiry} />
          </Panel>
        </div>
        <div className="lg:col-start-1">
          <Panel id="inquiry-reply" title={answered ? 'Answered' : 'Reply'}>
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
