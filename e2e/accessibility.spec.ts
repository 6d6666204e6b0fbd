import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, launchBrowser, mobile } from './support/browser.ts';
import { adminCookie, dropVariant, stoneIn, unlistedProductSku } from './support/gone-items.ts';
import { signIn } from './support/outbox.ts';
import { type RunningServer, startServer } from './support/server.ts';

/*
 * Every page is for everyone: each page of the shop, opened at 390 px and 1440 px, has no
 * serious or critical problem axe can find (WCAG 2.1 A and AA rules).
 */

let server: RunningServer;
let browser: Browser;
const sessions: Partial<Record<'admin' | 'customer', Awaited<ReturnType<BrowserContext['storageState']>>>> = {};
/** The customer's paid order, placed through the API in the setup: its pages are in the lists as {order}. */
let orderId = 0;
/** A custom jewellery request with a reference picture, sent through the API in the setup: {customRequest}. */
let customRequestId = 0;
/** Gone pages (410): a sold and an unlisted stone, an unlisted product's piece, a combination no longer made. */
const gone = { soldStone: '', unlistedStone: '', unlistedProduct: '', droppedVariant: '' };

/** POST as the signed-in customer (the API answers a cross-site write only with the shop's origin). */
async function postAs(cookie: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie, ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: unknown };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A session cookie of a demo account, signed in through the API. */
async function apiCookie(email: string): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The demo customer places an order for a ring with the test provider and pays it. */
async function placePaidOrder(): Promise<number> {
  const cookie = await apiCookie('customer@example.com');
  const address = (await postAs(cookie, '/api/address', {
    fullName: 'Meera Shah',
    phoneNumber: '+919820000005',
    line1: '12 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400002',
    country: 'IN',
  })) as { id: string };
  await postAs(cookie, '/api/shopping-cart', {
    kind: 'product',
    sku: 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm',
    ringSize: '6',
  });
  const placed = (await postAs(
    cookie,
    '/api/test-payment/cart/orders',
    { addressId: address.id, pan: 'AAAPL1234C' },
    { 'idempotency-key': 'accessibility-order-1' },
  )) as { order: { id: number }; payment: { providerOrderId: string } };
  await postAs(cookie, '/api/test-payment/cart/orders/capture', {
    paymentId: placed.payment.providerOrderId,
    outcome: 'success',
  });
  return placed.order.id;
}

/** A shopper uploads a reference picture and asks for a custom ring; its id is read back as an Admin. */
async function sendCustomRequest(): Promise<number> {
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e9dcc3' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'sketch.png');
  const uploaded = await fetch(`${server.url}/api/custom-jewellery/picture`, {
    method: 'POST',
    headers: { origin: server.url },
    body,
  });
  const media = (await uploaded.json()) as { data: { id: string } };
  const email = 'axe.custom@example.org';
  await postAs('', '/api/custom-jewellery', {
    name: 'Anika Desai',
    email,
    kind: 'engagement_ring',
    metal: 'Platinum',
    budgetMin: 15_000_000,
    budgetMax: 25_000_000,
    currency: 'INR',
    ringSize: '6',
    description: 'A vintage-style halo ring with milgrain edges, like the one in my sketch.',
    pictures: [media.data.id],
  });
  const admin = await apiCookie('admin@example.com');
  const list = await fetch(`${server.url}/api/custom-jewellery?search=${encodeURIComponent(email)}`, {
    headers: { cookie: admin },
  });
  return ((await list.json()) as { data: { records: { id: number }[] } }).data.records[0]!.id;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [who, email] of [
    ['admin', 'admin@example.com'],
    ['customer', 'customer@example.com'],
  ] as const) {
    const context = await browser.newContext();
    await signIn(await context.newPage(), server.url, email, 'Demo#2026');
    sessions[who] = await context.storageState();
    await context.close();
  }
  orderId = await placePaidOrder();
  customRequestId = await sendCustomRequest();
  const cookie = await adminCookie(server);
  gone.soldStone = await stoneIn(server, cookie, 'sold');
  gone.unlistedStone = await stoneIn(server, cookie, 'unlisted');
  gone.unlistedProduct = await unlistedProductSku(server, cookie);
  gone.droppedVariant = 'aurora-halo-ring-rose-gold-halo-1ct-oval-1.8mm';
  await dropVariant(server, cookie, gone.droppedVariant);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const pages = {
  'signed out': [
    '/',
    '/engagement-rings',
    '/wedding-bands',
    '/fine-jewellery',
    '/diamonds',
    '/custom-jewellery',
    '/collections/engagement-rings',
    '/product/aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm',
    '/collections/diamonds',
    '/collections/diamonds?stoneShape=Oval&view=table',
    '/stone/LG-20002',
    '/stone/{soldStone}',
    '/stone/{unlistedStone}',
    '/product/{unlistedProduct}',
    '/product/{droppedVariant}',
    '/compare?skus=LG-20002,ND-10002,MO-30002',
    '/ring-builder',
    '/search',
    '/search?search=oval',
    '/search?search=qqxzv',
    '/about-us',
    '/contact-us',
    '/terms-of-use',
    '/faq',
    '/reviews',
    '/blogs',
    '/blogs/how-to-find-your-ring-size',
    '/buyers-info',
    '/lifetime-warranty',
    '/login',
    '/signup',
    '/forgot-password',
    '/no-such-page',
  ],
  customer: [
    '/account',
    '/my-details',
    '/wish-list',
    '/cart',
    '/check-out',
    '/my-orders',
    '/my-orders/{order}',
    '/my-orders/{order}/invoice',
    // The back-office's 403 page, as a role that may not enter sees it.
    '/jewelleries/new',
  ],
  admin: [
    '/dashboard',
    '/jewelleries',
    '/jewelleries/detail/1',
    '/jewelleries/new/general-info',
    '/jewelleries/edit/1/general-info',
    '/jewelleries/edit/1/attribute-selection',
    '/jewelleries/edit/1/variants',
    '/jewelleries/discounts',
    '/jewelleries/reviews',
    '/metal-and-price',
    '/tax',
    '/store-credit',
    '/members',
    '/customers',
    '/outbox',
    '/business-details',
    '/carriers',
    '/after-sale',
    '/accounts',
  ],
  // The back-office in two runs, so each fits its time on a busy machine.
  'admin, queues and stock': [
    '/inquiries',
    '/inquiries?kind=complaint&state=new',
    '/custom-jewelleries',
    '/custom-jewelleries/detail/{customRequest}',
    '/stones',
    '/stones/new',
    '/stones/import',
    '/stones/detail/1',
    '/stones/edit/1',
    '/coupon',
    '/coupon/new',
    '/blog',
    '/blog/new',
    '/blog/edit/1',
    '/orders',
    '/orders/detail/{order}',
    // A request's own page is checked by returns-queue.spec.ts, which makes one.
    '/returns',
    '/returns?state=all',
  ],
} as const;

describe.each([
  ['390 px', mobile, '#header-search-mobile'],
  ['1440 px', desktop, '#header-search'],
] as const)('the header search’s open list at %s', (_width, viewport, box) => {
  it('has no serious or critical problem', async () => {
    const context = await browser.newContext(viewport);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.locator(box).click();
      await page.locator(box).pressSequentially('oval', { delay: 20 });
      await page.getByTestId('search-dropdown').waitFor();
      // An option active, as the arrow keys leave it.
      await page.keyboard.press('ArrowDown');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['390 px', mobile],
  ['1440 px', desktop],
] as const)('accessibility at %s', (_width, viewport) => {
  it.each(Object.entries(pages))(
    'has no serious or critical problem, %s',
    async (who, paths) => {
      const session = who.startsWith('admin') ? 'admin' : who === 'customer' ? 'customer' : null;
      const storageState = session ? sessions[session] : undefined;
      const context = await browser.newContext({ ...viewport, ...(storageState ? { storageState } : {}) });
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        for (const listed of paths) {
          const path = listed
            .replace('{order}', String(orderId))
            .replace('{customRequest}', String(customRequestId))
            .replace(/\{(soldStone|unlistedStone|unlistedProduct|droppedVariant)\}/, (_all, item: keyof typeof gone) =>
              encodeURIComponent(gone[item]),
            );
          await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
          for (const problem of await seriousAxeViolations(page)) problems.push(`${path} ${problem}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    // Two dozen pages, each with an axe run: a busy machine needs more than the default minute.
    180_000,
  );
});
