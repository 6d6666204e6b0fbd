import { mainMenu } from '../features/navigation/main-menu.ts';

/** The public pages known so far, for sitemap.xml (collections, products and stones join later). */
export const sitemapPages: readonly string[] = [
  '/',
  ...mainMenu.map((item) => item.to),
  '/about-us',
  '/contact-us',
  '/faq',
  '/buyers-info',
  '/lifetime-warranty',
  '/terms-of-use',
  '/privacy-policy',
];
