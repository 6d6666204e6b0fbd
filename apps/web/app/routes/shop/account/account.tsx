import { formatPhoneNumber } from '@facet/contracts/phone';
import { ringSizeLabel } from '@facet/contracts/ring-sizes';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import { savedSearchEndpoints } from '@facet/contracts/saved-searches-endpoints';
import { storeCreditEndpoints } from '@facet/contracts/store-credit-endpoints';
import type { Route } from './+types/account';
import { MyCustomJewelleryRequests } from '../../../features/custom-jewellery/my-requests.tsx';
import { MySavedSearches, type SavedSearchChange } from '../../../features/saved-searches/my-saved-searches.tsx';
import { StoreCreditBalances, StoreCreditLedger } from '../../../features/store-credit/store-credit-ledger.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My account', description: 'Your details, orders and wish list.', noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const api = apiFor(context);
  const [result, credit, searches] = await Promise.all([
    api.call(customJewelleryEndpoints.mine, { query: { pageNo: 1, pageSize: 20 } }),
    api.call(storeCreditEndpoints.mine),
    api.call(savedSearchEndpoints.list),
  ]);
  return {
    user,
    savedSearches: { records: searches.isSuccess ? searches.data.records : [], failed: !searches.isSuccess },
    credit: credit.isSuccess ? credit.data : null,
    customJewellery: { requests: result.isSuccess ? result.data.records : [], failed: !result.isSuccess },
  };
}

/** A saved search opened (seen now, then shown), renamed or deleted. */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const params = { id: String(Number.isInteger(id) && id > 0 ? id : 0) };
  const api = apiFor(context);
  const intent = form.get('intent');
  if (intent === 'open-search') {
    const opened = await api.call(savedSearchEndpoints.open, { params });
    if (opened.isSuccess) return redirect(opened.data.path, { status: 303 });
    return data<SavedSearchChange>({ ok: false, message: opened.errorMessages[0] ?? 'It could not be opened.' });
  }
  const answer =
    intent === 'rename-search'
      ? await api.call(savedSearchEndpoints.rename, { params, body: { name: String(form.get('name') ?? '') } })
      : intent === 'delete-search'
        ? await api.call(savedSearchEndpoints.remove, { params })
        : null;
  if (!answer) return data<SavedSearchChange>({ ok: false, message: 'Nothing was asked.' }, { status: 400 });
  if (!answer.isSuccess) {
    return data<SavedSearchChange>(
      { ok: false, message: answer.errorMessages[0] ?? 'The saved search could not be changed.' },
      { status: answer.statusCode },
    );
  }
  return data<SavedSearchChange>({
    ok: true,
    message: intent === 'rename-search' ? 'The search is renamed.' : 'The saved search is deleted.',
  });
}

function Status({ ok, okText, pendingText, to }: { ok: boolean; okText: string; pendingText: string; to: string }) {
  return ok ? (
    <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {okText}
    </span>
  ) : (
    <Link to={to} className="inline-flex items-center gap-1.5 text-sm text-amber-800 underline underline-offset-4">
      <CircleAlert className="h-4 w-4" aria-hidden="true" /> {pendingText}
    </Link>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, customJewellery, credit, savedSearches } = loaderData;
  return (
    <article>
      <p className="eyebrow">My account</p>
      <h1 className="mt-2 text-4xl">Welcome, {user.firstName}</h1>
      <p className="mt-4 max-w-2xl text-[15px] leading-7 text-graphite">
        From your account you can see and change your details, follow the status and history of your orders, and check
        your wish list.
      </p>

      <section className="mt-10 grid gap-4 md:grid-cols-2" aria-label="Your details at a glance">
        <div className="rounded-md border border-line bg-white p-6">
          <h2 className="font-display text-2xl">My details</h2>
          <dl className="mt-4 space-y-2 text-sm text-graphite">
            <div>
              <dt className="sr-only">Name</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div className="flex flex-wrap items-center gap-x-3">
              <dt className="sr-only">E-mail</dt>
              <dd>{user.email}</dd>
              <dd>
                <Status
                  ok={user.emailConfirmed}
                  okText="Confirmed"
                  pendingText="Confirm your e-mail"
                  to="/verify-email"
                />
              </dd>
            </div>
            {user.phoneNumber ? (
              <div className="flex flex-wrap items-center gap-x-3">
                <dt className="sr-only">Phone</dt>
                <dd>{formatPhoneNumber(user.phoneNumber)}</dd>
                <dd>
                  <Status
                    ok={user.phoneNumberConfirmed}
                    okText="Confirmed"
                    pendingText="Confirm your phone"
                    to="/verify-phone-number"
                  />
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="inline text-stone">Ring size: </dt>
              <dd className="inline">{user.ringSize ? ringSizeLabel(user.ringSize) : 'not given'}</dd>
            </div>
          </dl>
          <Link to="/my-details" className="button-secondary mt-6">
            Change my details
          </Link>
        </div>
        <div className="rounded-md border border-line bg-white p-6">
          <h2 className="font-display text-2xl">Orders and wish list</h2>
          <p className="mt-4 text-sm leading-6 text-graphite">
            Follow your orders, with their status, history and invoices, and come back to the pieces you saved to your
            wish list.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/my-orders" className="button-secondary">
              My orders
            </Link>
            <Link to="/wish-list" className="button-secondary">
              My wish list
            </Link>
          </div>
        </div>
      </section>
      {credit ? (
        <section
          id="store-credit"
          aria-labelledby="store-credit-title"
          className="mt-10 rounded-md border border-line bg-white p-6"
        >
          <h2 id="store-credit-title" className="font-display text-2xl">
            Store credit
          </h2>
          <p className="mt-2 text-sm leading-6 text-graphite">
            Credit from the shop or an exchange, yours to use at checkout. An order you cancel gives it back.
          </p>
          <div className="mt-4">
            <StoreCreditBalances account={credit} />
          </div>
          <StoreCreditLedger account={credit} orderLink={(id) => `/my-orders/${id}`} />
        </section>
      ) : null}
      <MySavedSearches searches={savedSearches.records} failed={savedSearches.failed} />
      <MyCustomJewelleryRequests requests={customJewellery.requests} failed={customJewellery.failed} />
    </article>
  );
}
