import type { OutboxMessageRecord, OutboxRedaction } from '@facet/contracts/outbox';
import { outboxEndpoints } from '@facet/contracts/outbox-endpoints';
import { Mail, MessageSquare, Paperclip } from 'lucide-react';
import type { Route } from './+types/outbox';
import { Notice } from '../../components/ui/form-controls.tsx';
import { type TableColumn, DataTable } from '../../components/back-office/data-table.tsx';
import { readListQuery } from '../../components/back-office/list-query.ts';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { Pager } from '../../components/back-office/pager.tsx';
import { SearchForm } from '../../components/back-office/search-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Outbox · Back-office' }];
}

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'outbox');
  const { page, search } = readListQuery(request);
  const result = await apiFor(context).call(outboxEndpoints.list, {
    query: { pageNo: page, pageSize: PAGE_SIZE, search },
  });
  if (!result.isSuccess) throw new Response(result.errorMessages[0], { status: result.statusCode });
  return { ...result.data, page, search };
}

const stateLabels: Record<OutboxMessageRecord['state'], { label: string; className: string }> = {
  queued: { label: 'Waiting', className: 'bg-amber-50 text-amber-800' },
  sent: { label: 'Sent', className: 'bg-emerald-50 text-emerald-800' },
  stored: { label: 'In the outbox', className: 'bg-pearl text-graphite' },
  failed: { label: 'Failed', className: 'bg-red-50 text-red-800' },
};

const columns: TableColumn<OutboxMessageRecord>[] = [
  {
    id: 'to',
    header: 'To',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-2">
        {row.original.channel === 'email' ? (
          <Mail className="h-4 w-4 text-stone" aria-label="E-mail" />
        ) : (
          <MessageSquare className="h-4 w-4 text-stone" aria-label="SMS" />
        )}
        {row.original.to}
      </span>
    ),
  },
  {
    id: 'message',
    header: 'Message',
    cell: ({ row }) => (
      <div className="max-w-md">
        <p className="font-medium text-ink">
          {row.original.channel === 'email' ? row.original.subject : row.original.text}
        </p>
        {row.original.links.map((link) =>
          // A redacted link leads nowhere (its token is “[hidden]”): shown, never followed.
          row.original.redacted ? (
            <span key={link} className="mt-1 block truncate text-xs text-stone">
              {link}
            </span>
          ) : (
            <a
              key={link}
              href={link}
              className="mt-1 block truncate text-xs text-gold-deep underline underline-offset-2"
            >
              {link}
            </a>
          ),
        )}
        {row.original.attachments.map((file) => (
          <span
            key={file}
            className="mt-1 flex items-center gap-1 text-xs text-graphite"
            data-testid="outbox-attachment"
          >
            <Paperclip className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> PDF attached: {file}
          </span>
        ))}
        {Object.entries(row.original.headers).map(([name, value]) => (
          <span key={name} className="mt-1 block truncate text-xs text-graphite" data-testid="outbox-header">
            {name}: {value}
          </span>
        ))}
        {row.original.lastError ? <p className="mt-1 text-xs text-red-800">{row.original.lastError}</p> : null}
      </div>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => {
      const state = stateLabels[row.original.state];
      return (
        <span className={`rounded-full px-2.5 py-1 text-xs whitespace-nowrap ${state.className}`}>
          {state.label}
          {row.original.transport === 'smtp' ? ' (SMTP)' : row.original.transport === 'sms-provider' ? ' (SMS)' : ''}
        </span>
      );
    },
  },
  {
    id: 'when',
    header: 'Created',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createDate)}</span>,
  },
];

/** One sentence per case: which channels hide their secrets here, which keep them live. */
function secretsNotice({ email, sms }: OutboxRedaction): string[] {
  const notes: string[] = [];
  if (email && sms) {
    notes.push('Links and codes are hidden because messages are delivered by SMTP/SMS; the recipient’s copy works.');
  } else if (email) {
    notes.push('Links are hidden because e-mails are delivered by SMTP; the recipient’s copy works.');
  } else if (sms) {
    notes.push('Codes are hidden because text messages are delivered by SMS; the recipient’s copy works.');
  }
  if (!email) {
    notes.push('No e-mail transport is configured: messages stay here and their links are live — for local use only.');
  }
  if (!sms) {
    notes.push('No SMS provider is configured: text messages stay here and their codes are live — for local use only.');
  }
  return notes;
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail and text message the shop sends. Without SMTP_URL or an SMS provider configured, messages stay here (“In the outbox”) instead of being sent."
      />
      <div className="mb-5 max-w-3xl">
        <Notice>
          {secretsNotice(loaderData.redacted).map((note) => (
            <p key={note}>{note}</p>
          ))}
        </Notice>
      </div>
      <SearchForm defaultValue={loaderData.search} label="Search recipient or subject" />
      <DataTable caption="Outgoing messages" columns={columns} data={loaderData.records} empty="No messages yet." />
      <Pager
        page={loaderData.page}
        pageSize={PAGE_SIZE}
        total={loaderData.totalRecords}
        query={new URLSearchParams(loaderData.search ? { search: loaderData.search } : {})}
      />
    </>
  );
}
