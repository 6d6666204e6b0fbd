import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * What the shop discloses about what it sells, as a shopper reads it: a laboratory-grown stone's
 * page names it so, with its growth method, and claims no hallmark; a gold piece's page states
 * its purity as Indian jewellers do, what its stones are and where it is made. Both pages at a
 * phone's width, with axe.
 */

let server: RunningServer;
let browser: Browser;
const STONE_SKU = `E2E-CVD-${Date.now().toString(36).toUpperCase()}`;
let productPath: string;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  const session = await sessionOf({ server, browser }, 'stone.manager@example.com');
  const context = await browser.newContext({ storageState: session });
  try {
    await callApi(server, context, 'post', '/api/stone', {
      sku: STONE_SKU,
      stoneCategory: 'Lab Grown Diamond',
      growthMethod: 'cvd',
      stoneShape: 'Oval',
      carat: 1.21,
      color: 'F',
      clarity: 'VS1',
      cut: 'Excellent',
      certificateLab: 'IGI',
      price: 85_000,
    });
  } finally {
    await context.close();
  }
  const query = new URLSearchParams({
    jewellerySubTypeName: 'Engagement Ring',
    metalName: 'Yellow Gold',
    pageSize: '60',
  });
  const answer = (await (await fetch(`${server.url}/api/product/for-customer?${query}`)).json()) as {
    data: { records: { name: string; sku: string }[] };
  };
  productPath = `/product/${answer.data.records.find((card) => card.name === 'Aurora Halo Ring')!.sku}`;
});

// A shopper's phone; the pages are swept with axe at both widths (accessibility-*.spec.ts).
const widths = [['390 px', mobile]] as const;

describe('disclosures', () => {
  for (const [width, viewport] of widths) {
    it(`names a laboratory-grown stone so, with its growth method, and claims no hallmark (${width})`, async () => {
      const context = await browser.newContext(viewport);
      try {
        const { page, problems } = await openPage(context);
        const answer = await page.goto(`${server.url}/stone/${STONE_SKU}`, { waitUntil: 'networkidle' });
        expect(answer?.status()).toBe(200);
        expect(await page.getByTestId('stone-kind').textContent()).toBe('Laboratory-grown diamond, CVD');
        expect(await page.locator('h1').textContent()).toBe('1.21 ct Oval laboratory-grown diamond');
        const grading = page.getByTestId('stone-grading');
        expect(await grading.textContent()).toContain('Laboratory-grown diamond, CVD');
        const text = (await page.locator('body').innerText()).replace(/laboratory-grown diamonds?/gi, '');
        // Every "diamond" said of this stone is a laboratory-grown one; the search's own name aside.
        expect(text).not.toMatch(/\b(natural |lab grown )?diamond value\b/i);
        expect(await page.locator('body').innerText()).not.toMatch(/hallmark/i);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd.join('')).toContain('Laboratory-grown diamond, CVD');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`states a gold piece's purity, its stones and where it is made (${width})`, async () => {
      const context = await browser.newContext(viewport);
      try {
        const { page, problems } = await openPage(context);
        const answer = await page.goto(`${server.url}${productPath}`, { waitUntil: 'networkidle' });
        expect(answer?.status()).toBe(200);
        expect(await page.getByTestId('product-disclosure').textContent()).toBe(
          '18K gold, BIS hallmarked 750 · Made in India',
        );
        const details = page.getByTestId('product-details');
        const detailText = await details.innerText();
        expect(detailText).toMatch(/Purity\s*18K gold, BIS hallmarked 750/);
        expect(detailText).toMatch(/Stones\s*Natural diamonds, /);
        expect(detailText).toMatch(/Country of origin\s*Made in India/);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('never claims the BIS hallmark for platinum', async () => {
    const context = await browser.newContext(desktop);
    try {
      const { page } = await openPage(context);
      const query = new URLSearchParams({ metalName: 'Platinum', pageSize: '1' });
      const listing = (await (await fetch(`${server.url}/api/product/for-customer?${query}`)).json()) as {
        data: { records: { sku: string }[] };
      };
      const platinum = `/product/${listing.data.records[0]!.sku}`;
      expect(platinum).toMatch(/platinum/);
      const answer = await page.goto(`${server.url}${platinum}`, { waitUntil: 'networkidle' });
      expect(answer?.status()).toBe(200);
      expect(await page.getByTestId('product-disclosure').textContent()).toBe('Platinum 950 · Made in India');
      expect(await page.locator('main').innerText()).not.toMatch(/BIS/);
    } finally {
      await context.close();
    }
  });
});
