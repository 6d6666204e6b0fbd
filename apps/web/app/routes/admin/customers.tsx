import { formatPhoneNumber } from '@facet/contracts/phone';
import { staffRoles } from '@facet/contracts/permissions';
import { userEndpoints } from '@facet/contracts/user-endpoints';
import type { UserRecord } from '@facet/contracts/users';
import { z } from '@facet/contracts/zod';
import { Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/customers';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { type TableColumn, DataTable } from '../../components/back-office/data-table.tsx';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { personNameColumn } from '../../components/back-office/person-name-column.tsx';
import { SearchForm } from '../../components/back-office/search-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatDate } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';

export function meta() {
  return [{ title: 'Customers · Back-office' }];
}

const PAGE_SIZE = 10;
const MAX_PAGES = 50;

/**
 * Customers load page by page: page 1, then each "Load more" appends the next. The
 * number of pages shown is in the URL (?pages=3), so a reload or a shared link shows the same
 * list, and "Load more" works without scripts too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'customers');
  const url = new URL(request.url);
  const pages = Math.min(MAX_PAGES, Math.max(1, Number(url.searchParams.get('pages')) || 1));
  const search = url.searchParams.get('search')?.trim() ?? '';
  const api = apiFor(context);
  const results = await Promise.all(
    Array.from({ length: pages }, (_, index) =>
      api.call(userEndpoints.list, {
        query: { rolesToExclude: staffRoles.join(','), pageNo: index + 1, pageSize: PAGE_SIZE, search },
      }),
    ),
  );
  const failed = results.find((result) => !result.isSuccess);
  if (failed && !failed.isSuccess) throw new Response(failed.errorMessages[0], { status: failed.statusCode });
  const records = results.flatMap((result) => (result.isSuccess ? result.data.records : []));
  const totalRecords = results[0]?.isSuccess ? results[0].data.totalRecords : 0;
  return { records, totalRecords, pages, search };
}

const idForm = z.object({ id: z.uuid(), intent: z.enum(['disable', 'enable']) });

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'customers');
  const parsed = idForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, message: 'There is no such customer.' };
  const { id, intent } = parsed.data;
  const result = await apiFor(context).call(intent === 'disable' ? userEndpoints.disable : userEndpoints.enable, {
    params: { id },
  });
  return result.isSuccess
    ? {
        ok: true,
        message: `${result.data.firstName} ${result.data.lastName} is ${intent === 'disable' ? 'disabled' : 'enabled'}.`,
      }
    : { ok: false, message: result.errorMessages[0] };
}

function CustomerActions({ customer }: { customer: UserRecord }) {
  const fetcher = useFetcher<typeof action>();
  useResultToast(fetcher.data);
  const name = `${customer.firstName} ${customer.lastName}`;
  const disabling = customer.isActive;
  return (
    <ConfirmDialog
      title={disabling ? `Disable ${name}?` : `Enable ${name}?`}
      description={
        disabling
          ? 'They are signed out at once and cannot sign in or order until you enable the account again.'
          : 'They can sign in and order again.'
      }
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      danger={disabling}
      onConfirm={() =>
        fetcher.submit({ intent: disabling ? 'disable' : 'enable', id: customer.id }, { method: 'post' })
      }
      trigger={
        <button
          type="button"
          className={`link-underline text-sm ${disabling ? 'text-red-800' : 'text-ink'}`}
          disabled={fetcher.state !== 'idle'}
        >
          {disabling ? 'Disable' : 'Enable'}
        </button>
      }
    />
  );
}

const columns: TableColumn<UserRecord>[] = [
  {
    ...personNameColumn<UserRecord>(),
    // The customer's page: their store credit, and the form to give them some.
    cell: ({ row }) => (
      <Link to={`/customers/detail/${row.original.id}`} className="link-underline font-medium text-ink">
        {row.original.firstName} {row.original.lastName}
      </Link>
    ),
  },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
  {
    id: 'phone',
    header: 'Phone',
    cell: ({ row }) => (row.original.phoneNumber ? formatPhoneNumber(row.original.phoneNumber) : '—'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.isActive ? (
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs text-emerald-800">
          {row.original.emailConfirmed ? 'Active' : 'Active · e-mail unconfirmed'}
        </span>
      ) : (
        <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs text-red-800">Disabled</span>
      ),
  },
  { id: 'joined', header: 'Joined', cell: ({ row }) => formatDate(row.original.createDate) },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <CustomerActions customer={row.original} /> },
];

export default function Customers({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { records, totalRecords, pages, search } = loaderData;
  const more = new URLSearchParams({ ...(search ? { search } : {}), pages: String(pages + 1) });
  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone with a customer account. Disable an account to stop it signing in."
      />
      <SearchForm defaultValue={search} label="Search name, e-mail or phone" />
      <DataTable
        caption="Customers"
        columns={columns}
        data={records}
        empty={search ? `No customer matches “${search}”.` : 'No customers yet.'}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-graphite">
        <span>
          Showing {records.length} of {totalRecords}
        </span>
        {records.length < totalRecords && pages < MAX_PAGES ? (
          <Link
            to={`?${more}`}
            preventScrollReset
            replace
            className="button-secondary px-5 py-2"
            aria-busy={navigation.state === 'loading'}
          >
            {navigation.state === 'loading' ? 'Loading…' : 'Load more'}
          </Link>
        ) : null}
      </div>
    </>
  );
}
