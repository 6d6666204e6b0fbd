import type { OrderDetail } from '@facet/contracts/orders';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveOrderOn, placePaidOrder } from './support/paid-orders.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { toast } from './support/back-office.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Verified-purchase reviews as a customer and the shop's staff live them: a customer whose
 * order was delivered reviews the piece from the order page (stars by keyboard, a title, the
 * review), sees it pending; a Jewellery Manager approves it on the moderation page; it then shows
 * on the product page (with the JSON-LD's AggregateRating) and on /reviews.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let manager: Session;
let jewelleryManager: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [customer, manager, jewelleryManager] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'manager@example.com'),
    sessionOf({ server, browser }, 'jewellery.manager@example.com'),
  ]);
});

/** A demo piece no demo review is about. */
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';
const TITLE = 'They sparkle at every turn';

/** An order of the earrings, paid with the test provider and moved to Delivered by a Manager. */
async function deliveredOrder(shopper: BrowserContext, staff: BrowserContext): Promise<OrderDetail> {
  return moveOrderOn(server, staff, await placePaidOrder(server, shopper, [{ sku: EARRINGS }]), 'Delivered');
}

describe('reviews', () => {
  it('a customer reviews a delivered piece; staff approve it; it shows on the product page and /reviews', async () => {
    const shopper = await browser.newContext({ ...desktop, storageState: customer });
    const staff = await browser.newContext({ ...desktop, storageState: manager });
    const order = await deliveredOrder(shopper, staff);

    // The order page: each delivered line offers the form; the stars are a radio group.
    const { page, problems } = await openPage(shopper);
    await page.goto(`${server.url}/my-orders/${order.id}`, { waitUntil: 'networkidle' });
    const line = page.getByTestId('review-line').filter({ has: page.getByText('Gulmohar', { exact: false }) });
    await line.getByRole('button', { name: 'Write a review' }).click();
    await line.getByRole('radio', { name: /3 of 5 stars/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await line.getByRole('radio', { name: /4 of 5 stars/ }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await line.getByLabel('Title').fill(TITLE);
    // Too short a review is refused in place, with its sentence.
    await line.getByLabel('Your review').fill('Nice.');
    await line.getByRole('button', { name: 'Send my review' }).click();
    await expect.poll(() => line.textContent()).toMatch(/at least 10 characters/i);
    await line
      .getByLabel('Your review')
      .fill('Light, comfortable and they catch the light beautifully. The clasp feels secure too.');
    await line.getByRole('button', { name: 'Send my review' }).click();
    await expect.poll(() => line.getByTestId('review-state').textContent()).toContain('Pending approval');
    expect(problems).toEqual([]);

    // Pending: the product page does not show it yet.
    await page.goto(`${server.url}/product/${EARRINGS}`);
    expect(await page.getByTestId('product-reviews').textContent()).not.toContain(TITLE);

    // A Jewellery Manager approves it on the moderation page (a phone's width).
    const moderator = await browser.newContext({ ...mobile, storageState: jewelleryManager });
    const { page: back } = await openPage(moderator);
    await back.goto(`${server.url}/jewelleries/reviews`, { waitUntil: 'networkidle' });
    const card = back.getByTestId('moderation-card').filter({ hasText: TITLE });
    expect(await card.textContent()).toContain(order.number);
    expect(await seriousAxeViolations(back)).toEqual([]);
    await card.getByRole('button', { name: /^Approve/ }).click();
    await toast(back, 'is published').waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await back.goto(`${server.url}/jewelleries/reviews?state=approved`);
    expect(await back.getByTestId('moderation-card').filter({ hasText: TITLE }).count()).toBe(1);

    // Published: on the product page with its average and in the JSON-LD, and on /reviews.
    await page.goto(`${server.url}/product/${EARRINGS}`);
    const section = page.getByTestId('product-reviews');
    expect(await section.textContent()).toContain(TITLE);
    expect(await section.getByTestId('review-summary').textContent()).toContain('from 1 review');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    expect(jsonLd.review[0]).toMatchObject({ author: { '@type': 'Person', name: 'Meera S.' } });

    await page.goto(`${server.url}/reviews`);
    const listed = page.getByTestId('review').filter({ hasText: TITLE });
    expect(await listed.getByTestId('review-subject').getAttribute('href')).toBe(`/product/${EARRINGS}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`${server.url}/reviews?kind=stone`);
    expect(await page.getByTestId('review').filter({ hasText: TITLE }).count()).toBe(0);

    await moderator.close();
    await staff.close();
    await shopper.close();
  });
});
