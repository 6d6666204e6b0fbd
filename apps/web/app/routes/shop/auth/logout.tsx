import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { apiFor } from '../../../lib/api.server.ts';

/** Sign-out is a form post (the API's POST twin); the session cookie is cleared on the way back. */
export async function action({ context }: Route.ActionArgs) {
  await apiFor(context).call(authEndpoints.signOut);
  throw redirect('/login?notice=signed-out');
}

export function loader() {
  throw redirect('/');
}
