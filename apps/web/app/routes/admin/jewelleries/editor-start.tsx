import { redirect } from 'react-router';
import type { Route } from './+types/editor-start';

/** /jewelleries/new and /jewelleries/edit/{id} open on the first step. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/+$/, '')}/general-info`);
}

export default function EditorStart() {
  return null;
}
