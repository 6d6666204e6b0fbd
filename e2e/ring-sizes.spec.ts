import { readFileSync } from 'node:fs';
import { pdfText } from '@facet/server/testing/pdf-text';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Ring sizes as a shopper and Orders staff meet them: the size guide's table, the printable
 * sizer downloaded from it (its text, and its 50 mm ruler drawn 141.73 pt long), a free sizer
 * asked for by post and marked sent from the back-office's Ring sizers. The guide and the list
 * pass axe at 390 and 1440 px.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [customer, manager] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'manager@example.com'),
  ]);
});

async function sweep(session: Session | undefined, path: string, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [mobile, desktop]) {
    const width = viewport.viewport.width;
    const context: BrowserContext = await browser.newContext({
      ...viewport,
      ...(session ? { storageState: session } : {}),
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    for (const problem of await seriousAxeViolations(page)) found.push(`${width} px ${path} ${problem}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`${width} px: ${path} is ${overflow} px too wide`);
    await saveScreenshot(page, `${name}-${width}`);
    await context.close();
  }
  return found;
}

describe('ring sizes', () => {
  it('shows the table and downloads a sizer whose ruler measures 50 mm', async () => {
    const context = await browser.newContext({ ...desktop, acceptDownloads: true });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ring size guide' }).click();
    await page.waitForURL(`${server.url}/ring-size-guide`);
    const table = page.getByTestId('ring-size-table');
    await table.waitFor();
    const us7 = await table.getByRole('row', { name: /^7 / }).textContent();
    expect(us7).toBe('7N½14' + '5417.3254.4');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Printable sizer, US Letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ring-sizer-letter.pdf');
    const bytes = readFileSync((await download.path())!);
    const text = await pdfText(bytes);
    expect(text).toContain('This line must measure 50 mm.');
    expect(text).toContain('US 7');
    const raw = bytes.toString('latin1');
    const lengths = [...raw.matchAll(/(-?[\d.]+) (-?[\d.]+) m\s+(-?[\d.]+) (-?[\d.]+) l/g)].map((m) =>
      Math.hypot(Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])),
    );
    expect(Math.max(...lengths)).toBeCloseTo(141.73, 2);
    expect(problems).toEqual([]);
    await context.close();
    expect(await sweep(undefined, '/ring-size-guide', 'ring-size-guide')).toEqual([]);
  });

  it('posts a free sizer a shopper asks for, which the Manager marks as sent', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer });
    await addressOf(server, context);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/ring-size-guide`);
    await page.getByRole('button', { name: 'Send me a sizer' }).click();
    const outcome = page.getByTestId('sizer-request-outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/^Thank you/);
    await page.getByRole('button', { name: 'Send me a sizer' }).click();
    await expect.poll(() => outcome.textContent()).toMatch(/already on its way/);
    expect(problems).toEqual([]);
    await context.close();

    const office = await browser.newContext({ ...desktop, storageState: manager });
    const back = (await openPage(office)).page;
    await back.goto(`${server.url}/ring-sizers`);
    const row = back.getByRole('row', { name: /Meera Shah|Asha|Marine Drive/ }).first();
    await row.waitFor();
    expect(await sweep(manager, '/ring-sizers', 'ring-sizers')).toEqual([]);
    await row.getByRole('button', { name: 'Mark as sent' }).click();
    await back.getByRole('status').filter({ hasText: 'marked as sent' }).waitFor();
    await back.goto(`${server.url}/ring-sizers?state=sent`);
    expect(await back.getByRole('table').textContent()).toContain('Marine Drive');
    await office.close();
  });
});
