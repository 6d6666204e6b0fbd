import type { Route } from './+types/sitemap';
import { sitemapPages } from '../lib/sitemap-pages.ts';
import { requestContext } from '../lib/request-context.ts';

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  const urls = sitemapPages.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
