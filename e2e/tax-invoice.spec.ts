import { readFileSync } from 'node:fs';
import type { OrderDetail } from '@facet/contracts/orders';
import { pdfText } from '@facet/server/testing/pdf-text';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf, callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The tax invoice as a shopper and the shop's staff live it (decision 024): a shopper browsing
 * in dollars with a Mumbai address pays with the test provider; the order page lists the tax
 * invoice; its page shows the rupee figures, CGST and SGST, the dollars beside them and the
 * exchange rate; its PDF downloads and reads the same; a Manager finds it on the back-office's
 * order page. Both pages pass axe at 390 and 1440 px.
 */

const GSTIN = '27AAPFU0939F1ZV';
/** A demo piece that is not a ring. */
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
startForSpec((rig) => ({ server, browser } = rig), { env: { COMPANY_GSTIN: GSTIN } });
beforeAll(async () => {
  [customer, manager] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'manager@example.com'),
  ]);
});

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

async function axeAtBothWidths(session: Session, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [mobile, desktop]) {
    const context = await browser.newContext({ ...viewport, storageState: session });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    for (const problem of await seriousAxeViolations(page)) problems.push(`${viewport.viewport.width} px ${problem}`);
    // Nothing wider than the phone's screen but the lines' own scrolling table.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${viewport.viewport.width} px: the page is ${overflow} px too wide`);
    await context.close();
  }
  return problems;
}

async function payInDollars(page: Page): Promise<number> {
  await page.goto(`${server.url}/cart`);
  await page.getByTestId('proceed-to-checkout').click();
  await page.waitForURL(`${server.url}/check-out`);
  await page.getByTestId('checkout-review').waitFor();
  const place = page.getByTestId('place-order');
  await expect.poll(() => place.textContent()).toMatch(/\$[\d,.]+$/);
  await place.click();
  await page.getByTestId('payment-step').waitFor();
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  await page.waitForURL(/\/my-orders\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('the tax invoice', () => {
  it('is issued when a dollar shopper in Mumbai pays: a page in rupees and dollars, and a PDF that reads the same', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer, acceptDownloads: true });
    await addressOf(server, context);
    await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    const { page, problems } = await openPage(context);
    const orderId = await payInDollars(page);
    const order = await api<OrderDetail>(context, 'get', `/api/order-detail/for-customer/${orderId}`);
    expect(order.currency).toBe('USD');
    const [invoice] = order.documents;
    expect(invoice?.kind).toBe('invoice');

    const listed = page.getByTestId('order-documents');
    await listed.waitFor();
    expect(await listed.textContent()).toContain(invoice!.number);
    await page.getByRole('link', { name: 'Tax invoice' }).first().click();
    await page.waitForURL(`${server.url}/my-orders/${orderId}/invoice`);
    const shown = page.getByTestId('tax-document');
    await shown.waitFor();
    expect(await page.getByTestId('document-number').textContent()).toBe(invoice!.number);
    expect(await page.getByTestId('place-of-supply').textContent()).toBe('Maharashtra (27)');
    expect(await page.getByTestId('exchange-rate').textContent()).toMatch(
      /^US\$1 = ₹[\d.]+, fixed when the order was placed$/,
    );
    const text = (await shown.textContent()) ?? '';
    expect(text).toContain(`GSTIN ${GSTIN}`);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('US$');
    const total = (await page.getByTestId('document-total').textContent())!;
    expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
    const words = (await page.getByTestId('amount-in-words').textContent())!;
    expect(words).toMatch(/^Amount in words: Rupees .+ only$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`${invoice!.number.replaceAll('/', '-')}.pdf`);
    const pdf = await pdfText(readFileSync((await download.path())!));
    expect(pdf).toContain(invoice!.number);
    expect(pdf).toContain(`GSTIN ${GSTIN}`);
    expect(pdf).toContain(total);
    expect(pdf).toContain(words.replace('Amount in words: ', ''));
    expect(pdf).toContain('Maharashtra (27)');
    expect(problems).toEqual([]);
    await context.close();

    expect(await axeAtBothWidths(customer, `/my-orders/${orderId}/invoice`)).toEqual([]);
    expect(await axeAtBothWidths(customer, `/my-orders/${orderId}`)).toEqual([]);
  });

  it('is on the back-office order page for Orders staff, and not for another customer', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer });
    const orders = await api<{ records: { id: number; state: string }[] }>(
      context,
      'get',
      '/api/order-detail/for-customer?pageSize=50',
    );
    const paid = orders.records.find((record) => record.state === 'Paid')!;
    const order = await api<OrderDetail>(context, 'get', `/api/order-detail/for-customer/${paid.id}`);
    const invoice = order.documents.find((document) => document.kind === 'invoice')!;
    await context.close();

    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const page = await staff.newPage();
    await page.goto(`${server.url}/orders/detail/${paid.id}`, { waitUntil: 'networkidle' });
    const panel = page.getByTestId('order-documents');
    expect(await panel.textContent()).toContain(invoice.number);
    await panel.getByRole('link', { name: `View tax invoice ${invoice.number}` }).click();
    await page.waitForURL(`${server.url}/orders/detail/${paid.id}/documents/${invoice.id}`);
    expect(await page.getByTestId('document-number').textContent()).toBe(invoice.number);
    await staff.close();
    expect(await axeAtBothWidths(manager, `/orders/detail/${paid.id}/documents/${invoice.id}`)).toEqual([]);
    expect(await axeAtBothWidths(manager, `/orders/detail/${paid.id}`)).toEqual([]);

    // Someone else's invoice is not found, on the page and at the PDF's address.
    const stranger = await browser.newContext({ ...desktop });
    const other = await stranger.request.post(`${server.url}/api/auth/login/email`, {
      headers: { origin: server.url },
      data: { email: 'stone.manager@example.com', password: 'Demo#2026' },
    });
    expect(other.ok()).toBe(true);
    expect((await stranger.request.get(`${server.url}/api/tax-documents/${invoice.id}/pdf`)).status()).toBe(404);
    await stranger.close();
  });
});
