import type { CustomerAnalytics, MemberAnalytics } from '@facet/contracts/analytics';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatCount } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Dashboard · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'dashboard');
  const api = apiFor(context);
  const [customers, members] = await Promise.all([
    api.get<CustomerAnalytics>('/api/analytics/minimal/customer'),
    api.get<MemberAnalytics>('/api/analytics/minimal/member'),
  ]);
  return {
    customers: customers.isSuccess ? customers.data : null,
    members: members.isSuccess ? members.data : null,
  };
}

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-md border border-line bg-white p-5">
      <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
      <dd className="mt-2 text-3xl font-light text-ink tabular-nums">{formatCount(value)}</dd>
      {note ? <dd className="mt-1 text-xs text-stone">{note}</dd> : null}
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { customers, members } = loaderData;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="The shop at a glance. More figures arrive as orders, stones and products do."
      />
      <section aria-labelledby="customers-figures" className="mb-10">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="customers-figures" className="font-display text-2xl">
            Customers
          </h2>
          <Link to="/customers" className="link-underline text-sm">
            All customers
          </Link>
        </div>
        {customers ? (
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Figure label="Customers" value={customers.total} note={`${formatCount(customers.active)} active`} />
            <Figure label="New in 30 days" value={customers.newLast30Days} />
            <Figure label="E-mail confirmed" value={customers.emailConfirmed} />
            <Figure label="Want news and offers" value={customers.subscribedToNews} />
          </dl>
        ) : (
          <p className="text-sm text-stone">The customer figures could not be loaded.</p>
        )}
      </section>
      <section aria-labelledby="members-figures">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="members-figures" className="font-display text-2xl">
            Staff
          </h2>
          <Link to="/members" className="link-underline text-sm">
            All members
          </Link>
        </div>
        {members ? (
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Figure label="Members" value={members.total} note={`${formatCount(members.active)} active`} />
            <Figure label="Awaiting activation" value={members.awaitingActivation} />
            <Figure label="Admins" value={members.byRole.Admin} />
            <Figure
              label="Managers"
              value={members.byRole.Manager + members.byRole.StoneManager + members.byRole.JewelleryManager}
              note={`${members.byRole.Manager} general · ${members.byRole.StoneManager} stone · ${members.byRole.JewelleryManager} jewellery`}
            />
          </dl>
        ) : (
          <p className="text-sm text-stone">The staff figures could not be loaded.</p>
        )}
      </section>
    </>
  );
}
