import { accountsMonth, monthInWords, shopMonthOf } from '@facet/contracts/accounts';
import { accountsEndpoints } from '@facet/contracts/accounts-endpoints';
import { Form } from 'react-router';
import type { Route } from './+types/accounts';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { ExportRegisterTable, HsnSummaryTable, SalesRegisterTable } from '../../features/accounts/registers.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Accounts (Admin): the month's sales register, HSN summary and exports, read from the tax
 * invoices and credit notes as issued, each downloadable as CSV for the accountant. The month is
 * chosen with a GET form, so the page works without scripts and its address can be shared.
 */

export function meta() {
  return [{ title: 'Accounts · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'accounts');
  const given = new URL(request.url).searchParams.get('month');
  const parsed = accountsMonth.safeParse(given ?? shopMonthOf(new Date()));
  if (!parsed.success) {
    return { month: given ?? '', problem: parsed.error.issues[0]?.message ?? 'That is not a month.', registers: null };
  }
  const month = parsed.data;
  const api = apiFor(context);
  const query = { month };
  const [sales, hsn, exports] = await Promise.all([
    api.call(accountsEndpoints.salesRegister, { query }),
    api.call(accountsEndpoints.hsnSummary, { query }),
    api.call(accountsEndpoints.exports, { query }),
  ]);
  if (!sales.isSuccess) throw new Response(sales.errorMessages[0], { status: sales.statusCode });
  if (!hsn.isSuccess) throw new Response(hsn.errorMessages[0], { status: hsn.statusCode });
  if (!exports.isSuccess) throw new Response(exports.errorMessages[0], { status: exports.statusCode });
  return { month, problem: null, registers: { sales: sales.data, hsn: hsn.data, exports: exports.data } };
}

export default function AccountsPage({ loaderData }: Route.ComponentProps) {
  const { month, problem, registers } = loaderData;
  return (
    <div>
      <PageHeader
        title="Accounts"
        description="The month's tax invoices and credit notes for the books, India time: the sales register, the HSN summary and the exports, each as a CSV for the accountant."
      />
      <Form method="get" className="mb-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="month" className="mb-1 block text-sm font-medium text-ink">
            Month
          </label>
          <input
            id="month"
            name="month"
            type="month"
            defaultValue={month}
            min="2000-01"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'month-problem' : 'month-hint'}
            className="rounded-md border border-line bg-white px-3 py-2 text-sm focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-ink px-4 py-2 text-sm font-medium text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          Show
        </button>
        <p id="month-hint" className="w-full text-xs text-stone">
          Year and month, like 2026-11.
        </p>
      </Form>
      {problem ? (
        <p id="month-problem" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : registers && registers.sales.documents === 0 ? (
        <p className="rounded-md border border-line bg-white px-4 py-6 text-sm text-stone">
          No tax invoices or credit notes were issued in {monthInWords(month)}.
        </p>
      ) : registers ? (
        <>
          <p className="mb-6 text-sm text-stone">
            {monthInWords(month)}: {registers.sales.documents}{' '}
            {registers.sales.documents === 1 ? 'document' : 'documents'} issued.
          </p>
          <SalesRegisterTable register={registers.sales} />
          <HsnSummaryTable summary={registers.hsn} />
          <ExportRegisterTable register={registers.exports} />
        </>
      ) : null}
    </div>
  );
}
