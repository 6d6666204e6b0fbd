import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { signIn } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * A stone manager imports a supplier feed: a CSV of 300 rows, two of them bad, is checked
 * (the dry run's counts and the bad lines), imported with a progress bar that reaches 100 %,
 * and the stones are then in the back-office list.
 */

let server: RunningServer;
let browser: Browser;
let session: Session;

startForSpec((rig) => ({ server, browser } = rig), { env: { JOBS_POLL_INTERVAL_MS: '200' } });
beforeAll(async () => {
  session = await sessionOf({ server, browser }, 'stone.manager@example.com');
});

const shapes = ['Round', 'Oval', 'Cushion', 'Pear', 'Emerald', 'Princess'];
const colours = ['D', 'E', 'F', 'G', 'H'];
const clarities = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1'];

/** A feed of `rows` stones; rows 50 and 200 are bad (lines 51 and 201 of the file). */
function feed(rows: number): string {
  const lines = ['Stock #,Category,Shape,Carat,Color,Clarity,Cut,Measurements,Depth %,Table %,Lab,Certificate #,Price'];
  for (let i = 1; i <= rows; i++) {
    const carat = i === 50 ? 'heavy' : (0.3 + (i % 40) * 0.05).toFixed(2);
    const colour = i === 200 ? 'Q' : colours[i % colours.length];
    lines.push(
      [
        `E2E-IMP-${i}`,
        i % 3 === 0 ? 'Natural' : 'Lab Grown',
        shapes[i % shapes.length],
        carat,
        colour,
        clarities[i % clarities.length],
        'Excellent',
        '6.40 x 6.38 x 3.95',
        '61.5',
        '57',
        'IGI',
        `E2E${100000 + i}`,
        String(20_000 + i * 150),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

describe('importing a stone feed', () => {
  it('checks, imports with a progress bar and lists the stones', async () => {
    const context = await browser.newContext({ ...desktop, storageState: session });
    const { page, problems } = await openPage(context);
    try {
      await page.goto(`${server.url}/stones/import`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1, name: 'Import stones' }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('Feed file (CSV)').setInputFiles({
        name: 'supplier-feed.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(feed(300)),
      });
      await page.getByRole('button', { name: 'Check the file' }).click();

      // The dry run: 298 to add, 2 bad rows with their lines.
      await expect
        .poll(() => page.getByRole('heading', { name: 'supplier-feed.csv' }).isVisible(), { timeout: 30_000 })
        .toBe(true);
      const count = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=../dd').textContent();
      expect(await count('To add')).toBe('298');
      expect(await count('Bad rows')).toBe('2');
      const badLines = page.getByRole('region', { name: 'Bad rows by line' });
      expect(await badLines.getByRole('row').count()).toBe(3);
      expect(await badLines.getByRole('row', { name: /^51 Carat: "heavy" is not a number/ }).isVisible()).toBe(true);
      expect(await badLines.getByRole('row', { name: /^201 Colour: must be one of/ }).isVisible()).toBe(true);
      await expect.poll(() => page.url()).toMatch(/\/stones\/import\?id=\d+$/);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Import 298 stones' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Import 298 stones?' });
      expect(await confirm.getByText('298 will be added and 0 changed').isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Import' }).click();

      // The bar follows the job to 100 %, then the summary links to the stones.
      const bar = page.getByRole('progressbar');
      await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
      await expect
        .poll(() => page.getByText(/^Imported: 298 stones added/).isVisible(), { timeout: 30_000 })
        .toBe(true);
      expect(await page.getByRole('link', { name: 'See the stones' }).getAttribute('href')).toBe('/stones');
      expect(await seriousAxeViolations(page)).toEqual([]);

      const answer = await context.request.get(`${server.url}/api/stone?search=E2E-IMP-&pageSize=100`);
      expect(answer.status()).toBe(200);
      const list = (await answer.json()) as { data: { totalRecords: number; records: { sku: string }[] } };
      expect(list.data.totalRecords).toBe(298);
      expect(list.data.records.map((stone) => stone.sku)).not.toContain('E2E-IMP-50');

      // The recent imports list the file as imported.
      await page.reload({ waitUntil: 'networkidle' });
      expect(
        await page
          .getByRole('region', { name: 'Recent imports' })
          .getByRole('row', { name: /supplier-feed\.csv/ })
          .first()
          .getByText('Imported')
          .isVisible(),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has no serious accessibility problem on a phone', async () => {
    const context = await browser.newContext({ ...mobile, storageState: session });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/stones/import`, { waitUntil: 'networkidle' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a jewellery manager out', async () => {
    const context = await browser.newContext(desktop);
    try {
      const page = await context.newPage();
      await signIn(page, server.url, 'jewellery.manager@example.com', 'Demo#2026');
      const response = await page.goto(`${server.url}/stones/import`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
