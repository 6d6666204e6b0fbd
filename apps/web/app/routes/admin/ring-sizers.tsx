import type { RingSizerRequestRecord } from '@facet/contracts/ring-sizer';
import { ringSizerEndpoints } from '@facet/contracts/ring-sizer-endpoints';
import { countryName } from '@facet/contracts/regions';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/ring-sizers';
import { type TableColumn, DataTable } from '../../components/back-office/data-table.tsx';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { Notice } from '../../components/ui/form-controls.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Free ring sizers to post (Orders staff): the shoppers' requests, oldest first, each with the
 * address to post to; "Mark as sent" once it is in the post. `?state=sent` lists those posted.
 */

export function meta() {
  return [{ title: 'Ring sizers · Back-office' }];
}

function stateOf(url: URL): 'requested' | 'sent' {
  return url.searchParams.get('state') === 'sent' ? 'sent' : 'requested';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'orders');
  const state = stateOf(new URL(request.url));
  const result = await apiFor(context).call(ringSizerEndpoints.list, { query: { state } });
  if (!result.isSuccess) throw new Response(result.errorMessages[0], { status: result.statusCode });
  return { records: result.data, state };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'orders');
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const result = await apiFor(context).call(ringSizerEndpoints.markSent, { params: { id } });
  return result.isSuccess
    ? { ok: true as const, message: `Request ${id} marked as sent.` }
    : { ok: false as const, message: result.errorMessages[0] ?? 'The request could not be marked as sent.' };
}

function addressText(record: RingSizerRequestRecord): string {
  const a = record.address;
  return [a.fullName, a.line1, a.line2, `${a.city}, ${a.state} ${a.postalCode}`, countryName(a.country), a.phoneNumber]
    .filter(Boolean)
    .join(', ');
}

function MarkSent({ id }: { id: number }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button-secondary px-3 py-1.5 text-xs" disabled={busy}>
        Mark as sent
      </button>
    </Form>
  );
}

function columnsFor(state: 'requested' | 'sent'): TableColumn<RingSizerRequestRecord>[] {
  return [
    {
      id: 'customer',
      header: 'Shopper',
      cell: ({ row }) => (
        <span>
          <span className="block font-medium text-ink">{row.original.customer.name}</span>
          <span className="text-xs text-stone">{row.original.customer.email}</span>
        </span>
      ),
    },
    {
      id: 'address',
      header: 'Post to',
      cell: ({ row }) => <span className="block max-w-md">{addressText(row.original)}</span>,
    },
    {
      id: 'when',
      header: state === 'sent' ? 'Sent' : 'Asked',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {formatDateTime(
            state === 'sent' ? (row.original.sentAt ?? row.original.createDate) : row.original.createDate,
          )}
        </span>
      ),
    },
    ...(state === 'requested'
      ? [
          {
            id: 'act',
            header: 'Posted?',
            cell: ({ row }) => <MarkSent id={row.original.id} />,
          } as TableColumn<RingSizerRequestRecord>,
        ]
      : []),
  ];
}

export default function RingSizers({ loaderData, actionData }: Route.ComponentProps) {
  const { records, state } = loaderData;
  return (
    <>
      <PageHeader
        title="Ring sizers"
        description="Free ring sizers shoppers asked for. Post each to the address shown, then mark it as sent."
      />
      <nav aria-label="Which requests" className="mb-4 flex gap-4 text-sm">
        <Link to="/ring-sizers" aria-current={state === 'requested' ? 'page' : undefined} className="link-underline">
          To post
        </Link>
        <Link
          to="/ring-sizers?state=sent"
          aria-current={state === 'sent' ? 'page' : undefined}
          className="link-underline"
        >
          Sent
        </Link>
      </nav>
      {actionData ? (
        <div className="mb-4 max-w-3xl">
          <Notice tone={actionData.ok ? 'success' : 'info'}>{actionData.message}</Notice>
        </div>
      ) : null}
      <DataTable
        caption={state === 'sent' ? 'Ring sizers sent' : 'Ring sizers to post'}
        columns={columnsFor(state)}
        data={records}
        empty={state === 'sent' ? 'None sent yet.' : 'Nothing to post.'}
      />
    </>
  );
}
