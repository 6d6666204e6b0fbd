import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The jewellery editor's three steps (general-info, attribute-selection, variants): the same files
 * serve a new product and an existing one, under route ids of their own.
 */
function jewelleryEditor(mode: 'new' | 'edit', path: string) {
  const id = (step: string) => `jewellery-${mode}-${step}`;
  return [
    route(path, 'routes/admin/jewelleries/editor.tsx', { id: id('editor') }, [
      index('routes/admin/jewelleries/editor-start.tsx', { id: id('start') }),
      route('general-info', 'routes/admin/jewelleries/general-info.tsx', { id: id('general-info') }),
      route('attribute-selection', 'routes/admin/jewelleries/attribute-selection.tsx', {
        id: id('attribute-selection'),
      }),
      route('variants', 'routes/admin/jewelleries/variants.tsx', { id: id('variants') }),
    ]),
  ];
}

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('site.webmanifest', 'routes/web-manifest.ts'),
  route('currency', 'routes/currency.ts'),
  route('inquiry', 'routes/inquiry.ts'),
  route('wish-list/toggle', 'routes/wish-list-toggle.ts'),
  // A page made to be printed: outside the shop's header, footer and account navigation.
  route('my-orders/:id/invoice', 'routes/shop/account/invoice.tsx'),
  layout('routes/admin/layout.tsx', [
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('members', 'routes/admin/members.tsx'),
    route('customers', 'routes/admin/customers.tsx'),
    route('outbox', 'routes/admin/outbox.tsx'),
    route('inquiries', 'routes/admin/inquiries/list.tsx'),
    route('inquiries/detail/:id', 'routes/admin/inquiries/detail.tsx'),
    route('custom-jewelleries', 'routes/admin/custom-jewelleries/list.tsx'),
    route('custom-jewelleries/detail/:id', 'routes/admin/custom-jewelleries/detail.tsx'),
    route('metal-and-price', 'routes/admin/metal-and-price.tsx'),
    route('jewelleries', 'routes/admin/jewelleries/list.tsx'),
    route('jewelleries/discounts', 'routes/admin/jewelleries/discounts.tsx'),
    route('jewelleries/detail/:id', 'routes/admin/jewelleries/detail.tsx'),
    ...jewelleryEditor('new', 'jewelleries/new'),
    ...jewelleryEditor('edit', 'jewelleries/edit/:id'),
    route('stones', 'routes/admin/stones/list.tsx'),
    route('stones/import', 'routes/admin/stones/import.tsx'),
    route('stones/new', 'routes/admin/stones/new.tsx'),
    route('stones/detail/:id', 'routes/admin/stones/detail.tsx'),
    route('stones/edit/:id', 'routes/admin/stones/edit.tsx'),
    route('coupon', 'routes/admin/coupons/list.tsx'),
    route('coupon/new', 'routes/admin/coupons/new.tsx'),
    route('coupon/edit/:id', 'routes/admin/coupons/edit.tsx'),
    route('orders', 'routes/admin/orders/list.tsx'),
    route('orders/detail/:id', 'routes/admin/orders/detail.tsx'),
  ]),
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
    route('login', 'routes/shop/auth/login.tsx'),
    route('signup', 'routes/shop/auth/signup.tsx'),
    route('forgot-password', 'routes/shop/auth/forgot-password.tsx'),
    route('set-new-password', 'routes/shop/auth/set-new-password.tsx'),
    route('activate-account', 'routes/shop/auth/activate-account.tsx'),
    route('confirm-email', 'routes/shop/auth/confirm-email.tsx'),
    route('logout', 'routes/shop/auth/logout.tsx'),
    layout('routes/shop/account/layout.tsx', [
      route('account', 'routes/shop/account/account.tsx'),
      route('my-details', 'routes/shop/account/my-details.tsx'),
      route('wish-list', 'routes/shop/account/wish-list.tsx'),
      route('my-orders', 'routes/shop/account/my-orders.tsx'),
      route('my-orders/:id', 'routes/shop/account/order.tsx'),
      route('verify-email', 'routes/shop/account/verify-email.tsx'),
      route('verify-phone-number', 'routes/shop/account/verify-phone-number.tsx'),
    ]),
    route('search', 'routes/shop/search.tsx'),
    route('collections/diamonds', 'routes/shop/diamonds.tsx'),
    route('stone/:sku', 'routes/shop/stone.tsx'),
    route('compare', 'routes/shop/compare.tsx'),
    route('collections/:slug', 'routes/shop/collection.tsx'),
    route('product/:sku', 'routes/shop/product.tsx'),
    route('ring-builder', 'routes/shop/ring-builder.tsx'),
    route('cart', 'routes/shop/bag.tsx'),
    route('check-out', 'routes/shop/check-out.tsx'),
    route('error', 'routes/shop/error.tsx'),
    route('*', 'routes/shop/not-found.tsx'),
  ]),
] satisfies RouteConfig;
