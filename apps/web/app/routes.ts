import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('site.webmanifest', 'routes/web-manifest.ts'),
  layout('routes/shop/layout.tsx', [
    index('routes/shop/home.tsx'),
    route('engagement-rings', 'routes/shop/landings/engagement-rings.tsx'),
    route('wedding-bands', 'routes/shop/landings/wedding-bands.tsx'),
    route('fine-jewellery', 'routes/shop/landings/fine-jewellery.tsx'),
    route('diamonds', 'routes/shop/landings/diamonds.tsx'),
    route('custom-jewellery', 'routes/shop/landings/custom-jewellery.tsx'),
    route('about-us', 'routes/shop/info/about-us.tsx'),
    route('contact-us', 'routes/shop/info/contact-us.tsx'),
    route('faq', 'routes/shop/info/faq.tsx'),
    route('terms-of-use', 'routes/shop/info/terms-of-use.tsx'),
    route('privacy-policy', 'routes/shop/info/privacy-policy.tsx'),
    route('lifetime-warranty', 'routes/shop/info/lifetime-warranty.tsx'),
    route('buyers-info', 'routes/shop/info/buyers-info.tsx'),
    route('error', 'routes/shop/error.tsx'),
    route('*', 'routes/shop/not-found.tsx'),
  ]),
] satisfies RouteConfig;
