import type { WishList } from '@facet/contracts/wish-list';
import { wishInput } from '@facet/contracts/wish-list';
import { Heart } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/wish-list';
import { WishListItem } from '../../../features/wish-list/wish-list-item.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { currencyOfRequest } from '../../../lib/currency.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /wish-list: what the signed-in customer keeps (SPEC §2), newest first, priced now; a piece or
 * stone that can no longer be bought stays, marked, until removed.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My wish list', description: 'The pieces and stones you keep.', noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const answer = await apiFor(context).get<WishList>('/api/wish', {
    query: { currency: currencyOfRequest(request) },
  });
  if (!answer.isSuccess) throw data(answer.errorMessages[0] ?? 'Your wish list could not be read.', { status: 503 });
  return { list: answer.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  const parsed = wishInput.safeParse({ kind: form.get('kind'), sku: form.get('sku') });
  if (form.get('intent') !== 'remove' || !parsed.success) {
    return data({ ok: false, message: 'That could not be removed.' }, { status: 400 });
  }
  const answer = await apiFor(context).post<WishList>('/api/wish/remove', parsed.data);
  if (!answer.isSuccess)
    return data(
      { ok: false, message: answer.errorMessages[0] ?? 'Something is wrong.' },
      { status: answer.statusCode },
    );
  return { ok: true, message: null };
}

export default function WishListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <article>
      <p className="eyebrow">My account</p>
      <h1 className="mt-2 text-4xl">My wish list</h1>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {list.records.length === 0 ? (
        <div className="mt-8 rounded-md border border-line bg-white p-8 text-center">
          <Heart className="mx-auto h-8 w-8 text-gold" strokeWidth={1.25} aria-hidden="true" />
          <p className="mt-4 font-display text-2xl">Nothing kept yet</p>
          <p className="mx-auto mt-2 max-w-md text-[15px] leading-7 text-graphite">
            Keep the pieces and stones you love here, to come back to them on any device.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/collections/engagement-rings" className="button-primary">
              Engagement rings
            </Link>
            <Link to="/collections/diamonds" className="button-secondary">
              Loose diamonds
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-graphite" aria-live="polite">
            {list.totalRecords === 1 ? 'One piece or stone kept.' : `${list.totalRecords} pieces and stones kept.`}
          </p>
          <ul className="mt-6 grid gap-4" aria-label="Kept pieces and stones">
            {list.records.map((item) => (
              <WishListItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
