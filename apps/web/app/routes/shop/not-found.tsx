import { data } from 'react-router';

/** Any unknown path: the not-found page with HTTP 404, shown by the shop layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
