import type { Route } from './+types/robots';
import { requestContext } from '../lib/request-context.ts';

/** Crawlers may read the shop (a search's results too, decision 017), not the back-office, account or checkout pages. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /my-details',
    'Disallow: /my-orders',
    'Disallow: /cart',
    'Disallow: /check-out',
    'Disallow: /wish-list',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
