import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import type { Route } from './+types/sitemap';
import { blogPostPath } from '../features/blog/blog-paths.ts';
import { mainMenu } from '../features/navigation/main-menu.ts';
import { collectionSlugs } from '../features/products/collection-content.ts';
import { apiFor } from '../lib/api.server.ts';
import { requestContext } from '../lib/request-context.ts';
import { escapeXml } from '../lib/xml.ts';

/** The public pages known in advance, for sitemap.xml: products and stones join them from the API. */
const sitemapPages: readonly string[] = [
  '/',
  ...mainMenu.map((item) => item.to),
  ...collectionSlugs.map((slug) => `/collections/${slug}`),
  '/collections/diamonds',
  '/blogs',
  '/about-us',
  '/contact-us',
  '/faq',
  '/buyers-info',
  '/lifetime-warranty',
  '/ring-size-guide',
  '/terms-of-use',
  '/privacy-policy',
  '/reviews',
];

interface SitemapEntry {
  path: string;
  /** When the page last changed (W3C date-time). */
  lastmod?: string;
}

/**
 * sitemap.xml: the fixed pages, every collection, each product's canonical page, each available
 * stone's page and each published blog post.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  const api = apiFor(context);
  const [products, stones, posts] = await Promise.all([
    api.call(productEndpoints.sitemap),
    api.call(stoneEndpoints.sitemap),
    api.call(blogEndpoints.sitemap),
  ]);
  // Without the products or stones the map would tell search engines they are gone: ask them to come back.
  if (!products.isSuccess || !stones.isSuccess || !posts.isSuccess) {
    return new Response('The sitemap is not available right now.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
  const entries: SitemapEntry[] = [
    ...sitemapPages.map((path) => ({ path })),
    ...products.data.map((product) => ({
      path: `/product/${encodeURIComponent(product.sku)}`,
      lastmod: product.updateDate,
    })),
    // Available stones only (the API leaves out held, sold and unlisted ones).
    ...stones.data.map((stone) => ({
      path: `/stone/${encodeURIComponent(stone.sku)}`,
      lastmod: stone.updateDate,
    })),
    ...posts.data.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updateDate })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${modified}</url>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
