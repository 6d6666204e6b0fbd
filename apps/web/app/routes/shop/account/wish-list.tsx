import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import { sharedWishListEndpoints } from '@facet/contracts/shared-wish-list-endpoints';
import { type WishInput, wishInput } from '@facet/contracts/wish-list';
import { wishListEndpoints } from '@facet/contracts/wish-list-endpoints';
import { Heart } from 'lucide-react';
import { data, Link, useFetcher } from 'react-router';
import { useRef } from 'react';
import type { Route } from './+types/wish-list';
import { SharePanel, type ShareOutcome } from '../../../features/wish-list/share-panel.tsx';
import { MOVE_FETCHER_KEY, type MoveOutcome, WishListItem } from '../../../features/wish-list/wish-list-item.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { currencyOfRequest } from '../../../lib/currency.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { requestContext } from '../../../lib/request-context.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal.ts';

/*
 * /wish-list: what the signed-in customer keeps (docs/product.md, "Wish list"), newest first,
 * priced now; a piece or stone that can no longer be bought stays, marked, until removed.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My wish list', description: 'The pieces and stones you keep.', noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const api = apiFor(context);
  const [answer, shared] = await Promise.all([
    api.call(wishListEndpoints.list, { query: { currency: currencyOfRequest(request) } }),
    api.call(sharedWishListEndpoints.mine),
  ]);
  if (!answer.isSuccess) throw data(answer.errorMessages[0] ?? 'Your wish list could not be read.', { status: 503 });
  return { list: answer.data, shared: shared.isSuccess ? shared.data : null };
}

/** "Make a link" and "Stop sharing" (decision 046): the new link whole, with the shop's address. */
async function changeSharing(context: Route.ActionArgs['context'], intent: 'share' | 'stop'): Promise<ShareOutcome> {
  const api = apiFor(context);
  if (intent === 'stop') {
    const stopped = await api.call(sharedWishListEndpoints.stop);
    return stopped.isSuccess
      ? { ok: true, message: 'Your wish list is no longer shared: the link has stopped working.' }
      : { ok: false, message: stopped.errorMessages[0] ?? 'Sharing could not be stopped; please try again.' };
  }
  const made = await api.call(sharedWishListEndpoints.share);
  if (!made.isSuccess)
    return { ok: false, message: made.errorMessages[0] ?? 'No link could be made; please try again.' };
  return {
    ok: true,
    message: 'Your link is ready.',
    link: `${context.get(requestContext).publicUrl}${made.data.path}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'share' || intent === 'stop') return changeSharing(context, intent);
  const parsed = wishInput.safeParse({ kind: form.get('kind'), sku: form.get('sku') });
  if (intent === 'move' && parsed.success) return moveToBag(request, context, parsed.data, form);
  if (intent !== 'remove' || !parsed.success) {
    return data({ ok: false, message: 'That could not be removed.' }, { status: 400 });
  }
  const answer = await apiFor(context).call(wishListEndpoints.remove, { body: parsed.data });
  if (!answer.isSuccess)
    return data(
      { ok: false, message: answer.errorMessages[0] ?? 'Something is wrong.' },
      { status: answer.statusCode },
    );
  return { ok: true, message: null };
}

/**
 * "Move to bag": added to the bag, then taken off the list. A ring without a size is refused by
 * the bag; the item then asks for the size (the server's sentence says why) and is sent again.
 */
async function moveToBag(request: Request, context: Route.ActionArgs['context'], item: WishInput, form: FormData) {
  const ringSize = form.get('ringSize');
  const sized = typeof ringSize === 'string' && ringSize !== '';
  const api = apiFor(context);
  const added = await api.call(bagEndpoints.add, {
    query: { currency: currencyOfRequest(request) },
    body: item.kind === 'stone' ? item : { ...item, ringSize: sized ? ringSize : undefined },
  });
  if (!added.isSuccess) {
    const message = added.errorMessages[0] ?? 'It could not be added to your bag.';
    const askRingSize = item.kind === 'product' && !sized && added.statusCode === 422 && /ring size/i.test(message);
    // An answer the item shows (the scripts' fetcher or the page), not a failed request.
    return { ok: false, message, sku: item.sku, askRingSize };
  }
  await api.call(wishListEndpoints.remove, { body: item });
  return { ok: true, message: 'Moved to your bag.', sku: item.sku, askRingSize: false };
}

export default function WishListPage({ loaderData, actionData }: Route.ComponentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(loaderData.list.records.length, heading);
  const { list } = loaderData;
  const user = useRootData()?.user ?? null;
  const moved = useFetcher<MoveOutcome>({ key: MOVE_FETCHER_KEY });
  const movedMessage = moved.state === 'idle' && moved.data?.ok ? moved.data.message : null;
  return (
    <article>
      <p className="eyebrow">My account</p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-4xl outline-none">
        My wish list
      </h1>
      {movedMessage || (actionData?.ok && 'askRingSize' in actionData) ? (
        <p role="status" className="mt-4 text-sm text-emerald-800" data-testid="moved-to-bag">
          {movedMessage ?? actionData?.message}{' '}
          <Link to="/cart" className="link-underline">
            View your bag
          </Link>
        </p>
      ) : null}
      {actionData && !actionData.ok && !('askRingSize' in actionData && actionData.askRingSize) ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {loaderData.shared ? <SharePanel state={loaderData.shared} /> : null}
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
              <WishListItem
                key={item.id}
                item={item}
                askRingSize={Boolean(
                  actionData && 'askRingSize' in actionData && actionData.askRingSize && actionData.sku === item.sku,
                )}
                ringSize={user?.ringSize ?? null}
              />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
