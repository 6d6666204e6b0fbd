import { formatPhoneNumber } from '@facet/contracts/phone';
import { storeCreditEndpoints } from '@facet/contracts/store-credit-endpoints';
import { userEndpoints } from '@facet/contracts/user-endpoints';
import { data } from 'react-router';
import type { Route } from './+types/customer';
import { DetailBreadcrumb } from '../../components/back-office/detail-breadcrumb.tsx';
import { DetailPanel } from '../../components/back-office/detail-panel.tsx';
import { Facts } from '../../components/back-office/facts.tsx';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { RecordErrorBoundary } from '../../components/back-office/record-error-boundary.tsx';
import { GiveStoreCreditForm } from '../../features/store-credit/give-store-credit-form.tsx';
import { giveStoreCreditAction } from '../../features/store-credit/give-store-credit.server.ts';
import { StoreCreditBalances, StoreCreditLedger } from '../../features/store-credit/store-credit-ledger.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatDate } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';
import { EmailLink } from '../../components/back-office/email-link.tsx';

/*
 * /customers/detail/:id (the Customers area): one customer's account, their store credit and its
 * history, and the form to give them credit (decision 031) — the same form as on an order's page,
 * for goodwill that is about no one order. POST /api/store-credit holds the Orders area's rule
 * and the Admin's limit on a grant; this page only passes the form on.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData ? `${loaderData.customer.firstName} ${loaderData.customer.lastName}` : 'Customer';
  return [{ title: `${name} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'customers');
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  const api = apiFor(context);
  const [customer, credit] = await Promise.all([
    api.call(userEndpoints.one, { params: { id: params.id } }),
    api.call(storeCreditEndpoints.ofCustomer, { params: { userId: params.id } }),
  ]);
  // A member of staff's account is not a customer's page: the Members page is theirs.
  if (!customer.isSuccess || customer.data.role !== 'Customer') {
    if (customer.isSuccess || customer.statusCode === 404 || customer.statusCode === 400) {
      throw data(null, { status: 404 });
    }
    throw data(customer.errorMessages[0] ?? 'The customer could not be read.', { status: customer.statusCode });
  }
  return { customer: customer.data, credit: credit.isSuccess ? credit.data : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'customers');
  return giveStoreCreditAction(apiFor(context), await request.formData());
}

export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { customer, credit } = loaderData;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <>
      <DetailBreadcrumb listTo="/customers" listLabel="Customers">
        {name}
      </DetailBreadcrumb>
      <PageHeader title={name} description={`Customer since ${formatDate(customer.createDate)}.`} />
      {/* One column on a phone that never grows past it (the history scrolls inside its own box). */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DetailPanel id="customer-account" title="Account">
          <Facts
            className="space-y-4 text-sm"
            items={[
              ['E-mail', <EmailLink key="email" email={customer.email} />],
              ['Phone', customer.phoneNumber ? formatPhoneNumber(customer.phoneNumber) : '—'],
              [
                'Status',
                customer.isActive ? (customer.emailConfirmed ? 'Active' : 'Active · e-mail unconfirmed') : 'Disabled',
              ],
            ]}
          />
        </DetailPanel>
        <DetailPanel id="customer-store-credit" title="Store credit">
          {credit ? (
            <>
              <StoreCreditBalances account={credit} />
              <div className="mt-4">
                <GiveStoreCreditForm userId={customer.id} customerName={name} />
              </div>
              <StoreCreditLedger account={credit} orderLink={(id) => `/orders/detail/${id}`} />
            </>
          ) : (
            <p className="text-sm text-stone">The customer’s store credit could not be read.</p>
          )}
        </DetailPanel>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
