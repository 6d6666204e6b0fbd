import { readFileSync } from 'node:fs';
import type { OrderDetail } from '@facet/contracts/orders';
import { pdfText } from '@facet/server/testing/pdf-text';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressOf, callApi } from './support/api-calls.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * A gift order as a shopper places it (decision 042): gift wrap ticked on the checkout review
 * adds its line to the server's figures, a message goes with the order, and the order page shows
 * the gift and hands over a gift receipt whose text has no price. The review passes axe with
 * the gift choice at 390 and 1440 px.
 */

const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';
const MESSAGE = 'Happy birthday, Ira — love, Dev';

let server: RunningServer;
let browser: Browser;
let customer: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  customer = await sessionOf({ server, browser }, 'customer@example.com');
});

const api = <T>(context: BrowserContext, method: 'get' | 'post', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

describe('a gift order', () => {
  it('wraps, carries a message and gives a gift receipt without prices', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer, acceptDownloads: true });
    await addressOf(server, context);
    await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/check-out`);
    const review = page.getByTestId('checkout-review');
    await review.waitFor();
    const total = page.getByTestId('checkout-review').getByTestId('total');
    const before = (await total.textContent())!;
    expect(await page.getByTestId('gift-wrap').count()).toBe(0);

    // The box reloads the review with the wrap: the server's figures, not the browser's.
    await Promise.all([page.waitForURL(/wrap=1/), page.getByLabel(/^Gift wrap it/).click()]);
    await expect.poll(() => page.getByLabel(/^Gift wrap it/).isChecked()).toBe(true);
    await page.getByTestId('gift-wrap').waitFor();
    expect(await page.getByTestId('gift-wrap').textContent()).toMatch(/^[₹$]\s?[\d,]+$/);
    await expect.poll(() => total.textContent()).not.toBe(before);
    await page.getByLabel(/^Gift message/).fill(MESSAGE);
    await saveScreenshot(page, 'checkout-gift-1440');

    const place = page.getByTestId('place-order');
    await place.click();
    await page.getByTestId('payment-step').waitFor();
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await page.waitForURL(/\/my-orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await api<OrderDetail>(context, 'get', `/api/order-detail/for-customer/${orderId}`);
    expect(order.gift).toEqual({ message: MESSAGE, wrapped: true });
    expect(order.figures.giftWrap).toBeGreaterThan(0);

    const gift = page.getByTestId('order-gift');
    await gift.waitFor();
    expect(await gift.textContent()).toContain(MESSAGE);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('gift-receipt-link').click(),
    ]);
    const text = await pdfText(readFileSync((await download.path())!));
    expect(text).toContain('Gift receipt');
    expect(text).toContain(order.number);
    expect(text).not.toMatch(/₹|\$|INR|USD/);
    expect(problems).toEqual([]);
    await context.close();

    const found: string[] = [];
    for (const viewport of [mobile, desktop]) {
      const width = viewport.viewport.width;
      const view = await browser.newContext({ ...viewport, storageState: customer });
      const shown = await view.newPage();
      await api(view, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS }).catch(() => undefined);
      await shown.goto(`${server.url}/check-out?wrap=1`, { waitUntil: 'networkidle' });
      await shown.getByTestId('gift-choice').waitFor();
      for (const problem of await seriousAxeViolations(shown)) found.push(`${width} px check-out ${problem}`);
      const overflow = await shown.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`${width} px: the check-out page is ${overflow} px too wide`);
      await saveScreenshot(shown, `checkout-gift-${width}-wrapped`);
      await shown.goto(`${server.url}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
      for (const problem of await seriousAxeViolations(shown)) found.push(`${width} px order ${problem}`);
      await saveScreenshot(shown, `order-gift-${width}`);
      await view.close();
    }
    expect(found).toEqual([]);
  });
});
