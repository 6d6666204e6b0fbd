import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { desktop, mobile, openPage } from './browser.ts';
import { adminCookie, dropVariant, stoneIn, unlistedProductSku } from './gone-items.ts';
import { placePaidOrder } from './paid-orders.ts';
import type { RunningServer } from './server.ts';
import { type Session, sessionOf, type SpecRig, startForSpec } from './spec-setup.ts';

/*
 * Every page is for everyone: each page of the shop, opened at 390 px and 1440 px, has no
 * serious or critical problem axe can find (WCAG 2.1 A and AA rules), and does not scroll
 * sideways. The pages are listed here
 * once, in groups; the accessibility-*.spec.ts files each sweep some groups at some widths, so
 * the sweep runs in parallel and no one file holds the others up.
 */

export const pageGroups = {
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
    '/ring-size-guide',
    '/login',
    '/signup',
    '/forgot-password',
    '/alerts/unsubscribe?search=1&token=not-a-real-token',
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
    '/my-appointments',
    '/book-appointment?source=stone&stone=LG-20002',
    '/drop-a-hint?sku=aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm',
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
    '/saved-search-settings',
    '/accounts',
    '/appointment-settings',
  ],
  'admin, queues and stock': [
    '/inquiries',
    '/ring-sizers',
    '/ring-sizers?state=sent',
    '/inquiries?kind=complaint&state=new',
    '/appointments',
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

export type PageGroup = keyof typeof pageGroups;

export const widths = { '390 px': mobile, '1440 px': desktop } as const;

/** What a listed path's {placeholder} stands for: made in the setup, through the API. */
interface Made {
  order?: number;
  customRequest?: number;
  soldStone?: string;
  unlistedStone?: string;
  unlistedProduct?: string;
  droppedVariant?: string;
}

/** A shopper uploads a reference picture and asks for a custom ring; its id is read back as an Admin. */
async function sendCustomRequest(server: RunningServer): Promise<number> {
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
  const sent = await fetch(`${server.url}/api/custom-jewellery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
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
    }),
  });
  if (!sent.ok) throw new Error(`custom request: ${sent.status} ${await sent.text()}`);
  const list = await fetch(`${server.url}/api/custom-jewellery?search=${encodeURIComponent(email)}`, {
    headers: { cookie: await adminCookie(server) },
  });
  return ((await list.json()) as { data: { records: { id: number }[] } }).data.records[0]!.id;
}

/** Makes what the groups' paths name, and nothing else. */
async function makeWhatIsNamed(
  server: RunningServer,
  browser: Browser,
  customer: Session | undefined,
  groups: readonly PageGroup[],
) {
  const named = groups.flatMap((group) => pageGroups[group]).join(' ');
  const made: Made = {};
  if (named.includes('{order}') && customer) {
    const shopper = await browser.newContext({ storageState: customer });
    const sku = 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';
    made.order = (await placePaidOrder(server, shopper, [{ sku, ringSize: '6' }])).id;
    await shopper.close();
  }
  if (named.includes('{customRequest}')) made.customRequest = await sendCustomRequest(server);
  if (named.includes('{soldStone}')) {
    const cookie = await adminCookie(server);
    made.soldStone = await stoneIn(server, cookie, 'sold');
    made.unlistedStone = await stoneIn(server, cookie, 'unlisted');
    made.unlistedProduct = await unlistedProductSku(server, cookie);
    made.droppedVariant = 'aurora-halo-ring-rose-gold-halo-1ct-oval-1.8mm';
    await dropVariant(server, cookie, made.droppedVariant);
  }
  return made;
}

function fillIn(listed: string, made: Made): string {
  return listed.replace(/\{(\w+)\}/g, (_all, name: keyof Made) => {
    const value = made[name];
    if (value === undefined) throw new Error(`${listed}: nothing was made for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Registers the sweep of `groups` at `at` widths for a spec file: one server and browser, the
 * sessions and items the paths need, then one test per group and width, each page with axe.
 * Returns the server and browser, for the file's own tests (once its tests run).
 */
export function sweepAccessibility(groups: readonly PageGroup[], at: readonly (keyof typeof widths)[]): () => SpecRig {
  let server: RunningServer;
  let browser: Browser;
  const sessions: { admin?: Session; customer?: Session } = {};
  let made: Made = {};
  startForSpec((rig) => ({ server, browser } = rig));
  beforeAll(async () => {
    const needs = (prefix: string) => groups.some((group) => group.startsWith(prefix));
    // The order pages are the customer's, and the back-office's order page shows the same order.
    if (needs('customer') || needs('admin')) {
      sessions.customer = await sessionOf({ server, browser }, 'customer@example.com');
    }
    if (needs('admin')) sessions.admin = await sessionOf({ server, browser }, 'admin@example.com');
    made = await makeWhatIsNamed(server, browser, sessions.customer, groups);
  });

  describe.each(at)('accessibility at %s', (width) => {
    it.each(groups)(
      'has no serious or critical problem, %s',
      async (group) => {
        const storageState = group.startsWith('admin')
          ? sessions.admin
          : group === 'customer'
            ? sessions.customer
            : undefined;
        const context = await browser.newContext({ ...widths[width], ...(storageState ? { storageState } : {}) });
        try {
          const { page } = await openPage(context);
          const problems: string[] = [];
          for (const listed of pageGroups[group]) {
            const path = fillIn(listed, made);
            await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
            for (const problem of await seriousAxeViolations(page)) problems.push(`${path} ${problem}`);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (overflow > 1) problems.push(`${path} scrolls sideways by ${overflow} px`);
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      },
      // Two or three dozen pages, each with an axe run: a busy machine needs more than the default minute.
      180_000,
    );
  });
  return () => ({ server, browser });
}
