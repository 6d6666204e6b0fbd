import type { ProductCardPage, ProductVariantDetail } from '@facet/contracts/products';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import { adminCookie, dropVariant, stoneIn, unlistedProductSku } from './support/gone-items.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Gone pages as a shopper meets them: a link to a sold or unlisted stone, to a piece of an
 * unlisted product or to a combination no longer made answers 410 with a page that says it is no
 * longer available and offers the closest items on sale — each a link to a page that answers 200.
 * Unknown stock numbers and SKUs stay the not-found page. Staff still see an unlisted stone's
 * page; a kept anonymous page never outlives the stone it showed. And a stone's page states its
 * lab report, never a hallmark.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;
let cookie: string;
const gone = { soldStone: '', unlistedStone: '', unlistedProduct: '', droppedVariant: '', droppedProduct: '' };

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  cookie = await adminCookie(server);
  admin = await sessionOf({ server, browser }, 'admin@example.com');
  gone.soldStone = await stoneIn(server, cookie, 'sold');
  gone.unlistedStone = await stoneIn(server, cookie, 'unlisted');
  gone.unlistedProduct = await unlistedProductSku(server, cookie);
  // A ring on sale in more than one metal: its second metal's first combination stops being made.
  const rings = (await (
    await fetch(`${server.url}/api/product/for-customer?jewellerySubTypeName=Engagement%20Ring&pageSize=20`)
  ).json()) as { data: ProductCardPage };
  const ring = rings.data.records.find((card) => card.metals.length > 1)!;
  gone.droppedVariant = ring.metals[1]!.sku;
  gone.droppedProduct = await dropVariant(server, cookie, gone.droppedVariant);
});

/** Chromium reports the page's own 410 or 404 as a failed resource; anything else is a problem. */
const realProblems = (problems: string[]) => problems.filter((problem) => !/status of (404|410)/.test(problem));

/**
 * The gone page's promises: 410, "no longer available" in its heading, not indexed and with no
 * canonical address, and alternatives (one row at most) that each open a page on sale (200).
 */
async function expectGonePage(page: Page, path: string, card: 'stone-card' | 'product-card') {
  const answer = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  expect(answer?.status(), path).toBe(410);
  expect(await page.locator('h1').textContent()).toMatch(/^This (stone|piece) is no longer available$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  const alternatives = page.getByTestId('gone-alternatives').getByTestId(card);
  const count = await alternatives.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  const hrefs: string[] = [];
  for (let index = 0; index < count; index++) {
    hrefs.push((await alternatives.nth(index).getByRole('link').first().getAttribute('href'))!);
  }
  for (const href of hrefs) {
    const alternative = await fetch(`${server.url}${href}`);
    expect(alternative.status, href).toBe(200);
  }
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  return { alternatives, hrefs };
}

// A shopper's phone; every kind of gone page is swept with axe at both widths (accessibility-*.spec.ts).
describe.each([['390 px', mobile]] as const)('gone pages at %s', (_width, viewport) => {
  it('a sold stone: no longer available, sold, with available stones of its shape', async () => {
    await withContext(browser, viewport, async (context) => {
      const { page, problems } = await openPage(context);
      const { alternatives } = await expectGonePage(page, `/stone/${gone.soldStone}`, 'stone-card');
      const main = (await page.getByTestId('stone-gone').textContent()) ?? '';
      expect(main).toContain('Sold');
      expect(main).toContain(`(${gone.soldStone},`);
      expect(main).toContain('has been sold');
      const shape = (await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link')
        .last()
        .textContent())!;
      for (const name of await alternatives.locator('h3').allTextContents()) expect(name).toContain(` ${shape} `);
      expect(realProblems(problems)).toEqual([]);
    });
  });

  it('an unlisted stone: no longer available to shoppers, its own page to staff', async () => {
    await withContext(browser, viewport, async (context) => {
      const { page, problems } = await openPage(context);
      await expectGonePage(page, `/stone/${gone.unlistedStone}`, 'stone-card');
      expect(await page.getByTestId('stone-gone').textContent()).toContain('no longer offered');
      expect(realProblems(problems)).toEqual([]);
    });
    await withContext(browser, { ...viewport, storageState: admin }, async (context) => {
      const page = await context.newPage();
      const answer = await page.goto(`${server.url}/stone/${gone.unlistedStone}`, { waitUntil: 'networkidle' });
      expect(answer?.status()).toBe(200);
      expect(await page.getByTestId('stone-unlisted').isVisible()).toBe(true);
    });
  });

  it('a piece of an unlisted product: no longer available, with pieces we make', async () => {
    await withContext(browser, viewport, async (context) => {
      const { page, problems } = await openPage(context);
      await expectGonePage(page, `/product/${gone.unlistedProduct}`, 'product-card');
      const main = (await page.getByTestId('product-gone').textContent()) ?? '';
      expect(main).toContain('is no longer in our collection');
      expect(main).not.toMatch(/sold/i);
      expect(realProblems(problems)).toEqual([]);
    });
  });

  it('a combination no longer made: the same piece in its nearest combinations first', async () => {
    await withContext(browser, viewport, async (context) => {
      const { page, problems } = await openPage(context);
      const { alternatives, hrefs } = await expectGonePage(page, `/product/${gone.droppedVariant}`, 'product-card');
      expect(await page.getByTestId('product-gone').textContent()).toContain('No longer made');
      expect(await alternatives.first().locator('h3').textContent()).toBe(gone.droppedProduct);
      expect(hrefs).not.toContain(`/product/${gone.droppedVariant}`);
      expect(realProblems(problems)).toEqual([]);
    });
  });

  it('is used by keyboard: Tab reaches the way on, Enter follows it', async () => {
    await withContext(browser, viewport, async (context) => {
      const page = await context.newPage();
      await page.goto(`${server.url}/stone/${gone.soldStone}`, { waitUntil: 'networkidle' });
      const wayOn = page.getByTestId('stone-gone').getByRole('link', { name: /^See all / });
      for (let press = 0; press < 60 && !(await wayOn.evaluate((link) => link === document.activeElement)); press++) {
        await page.keyboard.press('Tab');
      }
      expect(await wayOn.evaluate((link) => link === document.activeElement)).toBe(true);
      // Its focus shows: the outline the shop draws around a focused link.
      expect(await wayOn.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/collections/diamonds');
    });
  });
});

describe('pages that are not gone', () => {
  it('keep the not-found page for unknown stock numbers and SKUs', async () => {
    await withContext(browser, desktop, async (context) => {
      const page = await context.newPage();
      for (const path of ['/stone/NO-SUCH-STONE-1', '/product/no-such-piece-white-gold']) {
        const answer = await page.goto(`${server.url}${path}`);
        expect(answer?.status(), path).toBe(404);
        expect(await page.locator('h1').textContent()).toBe('OOPS! NO RESULTS FOUND...');
        expect(await page.getByRole('link', { name: 'Home', exact: true }).count()).toBeGreaterThan(0);
      }
    });
  });

  it('never keep an anonymous stone page past its unlisting', async () => {
    const stones = (await (await fetch(`${server.url}/api/stone/for-customer?pageSize=1&sort=newest`)).json()) as {
      data: { records: { id: number; sku: string }[] };
    };
    const stone = stones.data.records[0]!;
    const path = `/stone/${encodeURIComponent(stone.sku)}?from=gone-pages`;
    const timing = (response: Response) => response.headers.get('server-timing') ?? '';
    await fetch(`${server.url}${path}`);
    const kept = await fetch(`${server.url}${path}`);
    expect(kept.status).toBe(200);
    expect(timing(kept)).toContain('hit');
    const put = (action: string) =>
      fetch(`${server.url}/api/stone/${action}/${stone.id}`, {
        method: 'PUT',
        headers: { cookie, origin: server.url },
      });
    expect((await put('unlist')).status).toBe(200);
    try {
      const after = await fetch(`${server.url}${path}`);
      expect(after.status).toBe(410);
      expect(timing(after)).not.toContain('hit');
      expect(await after.text()).toContain('This stone is no longer available');
    } finally {
      await put('relist');
    }
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  });
});

describe.each([['1440 px', desktop]] as const)('trust points at %s', (_width, viewport) => {
  it('a stone’s page names its lab, its report number and the lab’s report check, and no hallmark', async () => {
    const stones = (await (
      await fetch(`${server.url}/api/stone/for-customer?stoneCategoryName=Lab%20Grown%20Diamond&pageSize=60`)
    ).json()) as { data: { records: { sku: string; certificateLab: string | null }[] } };
    const igi = stones.data.records.find((stone) => stone.certificateLab === 'IGI')!;
    const record = (await (await fetch(`${server.url}/api/stone/sku/${encodeURIComponent(igi.sku)}`)).json()) as {
      data: { certificateNumber: string };
    };
    const number = record.data.certificateNumber;
    await withContext(browser, viewport, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/stone/${encodeURIComponent(igi.sku)}`, { waitUntil: 'networkidle' });
      expect(await page.locator('main').textContent()).not.toMatch(/hallmark/i);
      const report = page.getByTestId('lab-report');
      expect(await report.textContent()).toContain('Graded by IGI');
      expect(await report.textContent()).toContain(`Report number ${number}`);
      const check = report.getByRole('link', { name: `Check report ${number} on IGI’s site (opens in a new tab)` });
      expect(await check.getAttribute('href')).toBe(`https://www.igi.org/verify-your-report/?r=${number}`);
      expect(await check.getAttribute('target')).toBe('_blank');
      expect(await check.getAttribute('rel')).toBe('noopener noreferrer');
      expect(problems).toEqual([]);
    });
  });

  it('a piece claims a hallmark in gold, and not in platinum', async () => {
    const rings = (await (
      await fetch(
        `${server.url}/api/product/for-customer?jewellerySubTypeName=Engagement%20Ring&metalName=Platinum&pageSize=1`,
      )
    ).json()) as { data: ProductCardPage };
    const platinum = rings.data.records[0]!;
    const gold = platinum.metals.find((swatch) => swatch.name.endsWith('Gold'))!;
    await withContext(browser, viewport, async (context) => {
      const page = await context.newPage();
      await page.goto(`${server.url}/product/${gold.sku}`, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('trust-points').textContent()).toContain('18K gold, BIS hallmarked 750');
      await page.goto(`${server.url}/product/${platinum.sku}`, { waitUntil: 'networkidle' });
      const points = (await page.getByTestId('trust-points').textContent()) ?? '';
      expect(points).not.toMatch(/hallmark/i);
      expect(points).toContain('Stamped Pt950');
      const detail = (await (await fetch(`${server.url}/api/product-varients/${platinum.sku}`)).json()) as {
        data: ProductVariantDetail;
      };
      expect(detail.data.variant.metal).toBe('Platinum');
    });
  });
});
