import { wishInput } from '@facet/contracts/wish-list';
import { wishListEndpoints } from '@facet/contracts/wish-list-endpoints';
import { data, redirect } from 'react-router';
import type { Route } from './+types/wish-list-toggle';
import { WISH_FETCHER_REPLY, type WishToggleResult } from '../features/wish-list/wished-skus.ts';
import { isCrossSiteRequest } from '../lib/cross-site.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { safeRedirectPath } from '../lib/guards.server.ts';
import { pendingAddSetCookie } from '../lib/pending-add.server.ts';
import { requestContext } from '../lib/request-context.ts';
import { sessionContext } from '../lib/session-context.ts';

/*
 * POST /wish-list/toggle {intent: add|remove, kind, sku, back}: where every heart posts (its
 * form works without scripts). Signed in, it adds or removes through the API and answers the
 * heart's fetcher with the outcome, or a plain form post by going back to the page. Signed out,
 * an add is remembered (pending-add.server.ts) and the shopper is sent to sign in, coming back to
 * the page with the piece in the wish list. A post from another site's page changes nothing.
 */

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get('back'), '/');
  const forFetcher = form.get('reply') === WISH_FETCHER_REPLY;
  const intent = form.get('intent');
  const wanted = intent === 'add';
  const answer = (result: WishToggleResult, status = 200) =>
    forFetcher ? data(result, { status }) : redirect(back, { status: 303 });

  const { publicUrl } = context.get(requestContext);
  if (isCrossSiteRequest(request, publicUrl)) {
    return data<WishToggleResult>(
      { ok: false, wished: !wanted, message: 'Cross-site requests are not accepted.' },
      { status: 403 },
    );
  }
  const input = wishInput.safeParse({ kind: form.get('kind'), sku: form.get('sku') });
  if ((intent !== 'add' && intent !== 'remove') || !input.success) {
    return answer({ ok: false, wished: !wanted, message: 'That could not be changed in your wish list.' }, 400);
  }

  if (!context.get(sessionContext)) {
    const headers = wanted
      ? { 'set-cookie': pendingAddSetCookie({ target: 'wish', input: input.data }, publicUrl.startsWith('https://')) }
      : undefined;
    return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { status: 303, headers });
  }

  const result = await apiFor(context).call(wanted ? wishListEndpoints.add : wishListEndpoints.remove, {
    body: input.data,
  });
  if (!result.isSuccess) {
    return answer(
      { ok: false, wished: !wanted, message: result.errorMessages[0] ?? 'Your wish list could not be changed.' },
      result.statusCode,
    );
  }
  return answer({ ok: true, wished: wanted, message: null });
}

/** Nothing to show here: the list lives at /wish-list. */
export function loader() {
  return redirect('/wish-list');
}
