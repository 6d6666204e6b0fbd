import { collectionSlugs } from '../features/products/collection-content.ts';
import { mainMenu } from '../features/navigation/main-menu.ts';

/** The public pages known in advance, for sitemap.xml: products and stones join them from the API. */
export const sitemapPages: readonly string[] = [
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
  '/terms-of-use',
  '/privacy-policy',
  '/reviews',
];
