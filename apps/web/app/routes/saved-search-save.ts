import { createSavedSearchInput } from '@facet/contracts/saved-searches';
import { savedSearchEndpoints } from '@facet/contracts/saved-searches-endpoints';
import { data, redirect } from 'react-router';
import type { Route } from './+types/saved-search-save';
import type { SaveSearchResult } from '../features/saved-searches/save-search.tsx';
import { apiFor } from '../lib/api.server.ts';
import { safeRedirectPath } from '../lib/guards.server.ts';
import { sessionContext } from '../lib/session-context.ts';

/*
 * POST /saved-searches/save {kind, name, collection, filters (JSON), back}: where the diamond
 * search's and the collections' "Save this search" posts. Signed in, it saves through the API and
 * answers the form's fetcher (or, without scripts, goes back to the page); signed out, the shopper
 * is sent to sign in and back to the search.
 */

const FETCHER_REPLY = 'data';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get('back'), '/collections/diamonds');
  if (!context.get(sessionContext)) return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { status: 303 });
  const answer = (result: SaveSearchResult, status = 200) =>
    form.get('reply') === FETCHER_REPLY ? data(result, { status }) : redirect(back, { status: 303 });
  let filters: unknown = null;
  try {
    filters = JSON.parse(String(form.get('filters') ?? '{}'));
  } catch {
    // Refused below as filters that are not an object.
  }
  const input = createSavedSearchInput.safeParse({
    kind: form.get('kind'),
    name: form.get('name'),
    ...(form.get('collection') ? { collection: form.get('collection') } : {}),
    filters,
  });
  if (!input.success) {
    const issue = input.error.issues[0];
    const message = issue?.path[0] === 'name' ? `The name ${issue.message}.` : 'These filters cannot be saved.';
    return answer({ ok: false, message }, 400);
  }
  const result = await apiFor(context).call(savedSearchEndpoints.create, { body: input.data });
  if (!result.isSuccess) {
    return answer(
      { ok: false, message: result.errorMessages[0] ?? 'The search could not be saved.' },
      result.statusCode,
    );
  }
  return answer({ ok: true, message: `Saved “${result.data.name}”: find it in your account.` });
}

/** Nothing to show here: saved searches are listed on the account page. */
export function loader() {
  return redirect('/account');
}
