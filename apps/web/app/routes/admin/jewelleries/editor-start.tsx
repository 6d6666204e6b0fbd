import { redirect } from 'react-router';
import type { Route } from './+types/editor-start';

/**
 * /jewelleries/new and /jewelleries/edit/{id} open on the first step. The page's address is
 * `url`: a client-side navigation asks for "/jewelleries/edit/1.data", which `request.url` keeps.
 */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`${url.pathname.replace(/\/+$/, '')}/general-info`);
}

export default function EditorStart() {
  return null;
}
