import type { Bag } from '@facet/contracts/bag';
import type { WishList } from '@facet/contracts/wish-list';
import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-calls.ts';
import { newCustomer, registerIn } from './support/customers.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The bag as a shopper uses it: a ring hearted signed out is in the wish list after signing in,
 * moves to the bag with a ring size; a stone and a built ring join it; a coupon takes its
 * percentage off the total; a built ring is removed whole. The bag works without scripts, fits
 * a 360 px phone and takes a coupon from the keyboard alone.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

const PASSWORD = 'Bag-Of-Rings-2026';
/** A demo setting: Elara Solitaire Ring in white gold, made for a 1 ct round stone. */
const ELARA = 'elara-solitaire-ring-white-gold-solitaire-1ct-round-1.8mm';
/** A demo piece that is not a ring (no size, no engraving). */
const EARRINGS = 'gulmohar-ear-climbers-yellow-gold-0.3ctw';
const DAY_MS = 24 * 60 * 60 * 1000;
const shopDay = (days: number) => shopDateOf(new Date(Date.now() + days * DAY_MS));

/** "$1,235" or "₹1,23,450" → 1235 */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

const api = <T>(context: BrowserContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) =>
  callApi<T>(server, context, method, path, data);

async function firstStone(query: string): Promise<{ sku: string; name: string }> {
  const answer = (await (await fetch(`${server.url}/api/stone/for-customer?pageSize=1&${query}`)).json()) as {
    data: { records: { sku: string; name: string }[] };
  };
  return answer.data.records[0]!;
}

/** A coupon running today, made by an Admin through the API. */
async function createCoupon(discount: number): Promise<string> {
  const code = `BAG-${Date.now().toString(36).toUpperCase()}`;
  const context = await browser.newContext({ storageState: admin });
  await api(context, 'post', '/api/discount-coupon', {
    couponCode: code,
    description: 'e2e bag',
    discount,
    limit: 10,
    startDate: shopDay(0),
    endDate: shopDay(3),
  });
  await context.close();
  return code;
}

/** Puts a built ring in the browser's pair and opens the review. */
async function reviewPair(page: Page, settingSku: string, stoneSku: string) {
  await page.evaluate(
    ([setting, stone]) => {
      localStorage.setItem('pair_setting', setting!);
      localStorage.setItem('pair_stone', stone!);
    },
    [settingSku, stoneSku],
  );
  await page.goto(`${server.url}/ring-builder`, { waitUntil: 'networkidle' });
  await page.getByTestId('ring-total').waitFor();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Presses Tab (at most 80 times) until the focused element is the one wanted. */
async function tabTo(page: Page, wanted: (element: { tag: string; name: string; text: string }) => boolean) {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      const control = element && element !== document.body ? element : null;
      return {
        tag: control?.tagName ?? '',
        name: control?.getAttribute('name') ?? '',
        text: control?.textContent ?? '',
      };
    });
  for (let presses = 0; presses < 80 && !wanted(await focused()); presses += 1) await page.keyboard.press('Tab');
  expect(wanted(await focused()), JSON.stringify(await focused())).toBe(true);
}

describe('the bag', () => {
  it('takes a hearted ring from the wish list, a stone and a built ring; a coupon; a ring removed whole', async () => {
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    const customer = newCustomer(PASSWORD);
    // Created first (through the API, in a context of its own), then signed in on the page.
    const registering = await browser.newContext();
    const created = await registering.request.post(`${server.url}/api/auth/register`, {
      headers: { origin: server.url },
      data: customer,
    });
    expect(created.ok(), await created.text()).toBe(true);
    await registering.close();

    // Signed out, a ring's heart leads to sign-in; signed in, the ring is kept.
    await page.goto(`${server.url}/collections/engagement-rings`, { waitUntil: 'networkidle' });
    const heart = page.getByRole('button', { name: /^Keep .+ in your wish list$/, pressed: false }).first();
    await heart.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail or phone number').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/collections/engagement-rings'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await expect.poll(() => page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Bag, empty');

    // The wish list has it; moving it asks for the ring size first.
    const list = await api<WishList>(context, 'get', '/api/wish');
    expect(list.records).toHaveLength(1);
    const ringName = list.records[0]!.name;
    await page.goto(`${server.url}/wish-list`, { waitUntil: 'networkidle' });
    const kept = page.getByTestId('wish-item').filter({ hasText: ringName });
    await kept.waitFor();
    await kept.getByLabel('Ring size').selectOption('6.5');
    await kept.getByRole('button', { name: `Move to bag ${ringName}` }).click();
    await page.getByTestId('moved-to-bag').waitFor();
    await expect.poll(() => page.getByTestId('wish-item').count()).toBe(0);
    await expect.poll(() => page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Bag, 1 item');

    // A loose stone from its page.
    const stone = await firstStone('stoneShapeName=Oval');
    await page.goto(`${server.url}/stone/${encodeURIComponent(stone.sku)}`, { waitUntil: 'networkidle' });
    await page.getByTestId('add-to-bag-button').click();
    await page.getByText('The stone is in your bag.').waitFor();

    // A built ring from the ring builder's review, with its size.
    const centre = await firstStone('stoneShapeName=Round&minCarats=0.9&maxCarats=1.15');
    await reviewPair(page, ELARA, centre.sku);
    await page.getByLabel('Ring size').selectOption('7');
    await page.getByTestId('add-to-bag-button').click();
    await page.getByTestId('ring-added').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pair_setting'))).toBeNull();
    await expect.poll(() => page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Bag, 3 items');

    // The bag: the ring with its size, the stone, and the built ring as one block.
    await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('bag-line').count()).toBe(2);
    const ring = page.getByTestId('bag-line').filter({ hasText: ringName });
    expect(await ring.getByTestId('line-ring-size').inputValue()).toBe('6.5');
    const pair = page.getByTestId('bag-pair');
    expect(await pair.getByRole('heading').textContent()).toMatch(/^Your ring: Elara Solitaire Ring \+ /);
    expect(await pair.getByTestId('line-ring-size').inputValue()).toBe('7');
    const before = amountOf(await page.getByTestId('total').textContent());
    expect(before).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // An unknown coupon is refused in a sentence; a real one (typed in lower case) takes 10 % off.
    await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByTestId('coupon-refusal').textContent()).toMatch(/There is no coupon/);
    const code = await createCoupon(10);
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-coupon').waitFor();
    const couponDiscount = amountOf(await page.getByTestId('coupon-discount').textContent());
    const after = amountOf(await page.getByTestId('total').textContent());
    expect(couponDiscount).toBeGreaterThan(0);
    expect(after).toBeCloseTo(before - couponDiscount, 2);
    expect(await page.getByTestId('tax-included').textContent()).toMatch(/^Includes \$[\d,.]+ GST \(\d+(\.\d+)? %\)$/);

    // The built ring goes as one: both its lines; the focus, whose button went with it, is on the heading.
    await pair.getByRole('button', { name: /^Remove your ring/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('bag-pair').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Your bag');
    expect(await page.getByTestId('bag-line').count()).toBe(2);
    const bag = await api<Bag>(context, 'get', '/api/shopping-cart');
    expect(bag.lines.map((line) => line.pairId)).toEqual([null, null]);
    await expect.poll(() => page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Bag, 2 items');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds, changes a quantity and removes without JavaScript', async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
    await registerIn(server, context, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${server.url}/product/${EARRINGS}`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/cart'),
      page.getByTestId('add-to-bag-button').click(),
    ]);
    const line = page.getByTestId('bag-line');
    expect(await line.count()).toBe(1);
    expect(await line.getByTestId('quantity').textContent()).toBe('1');
    const one = amountOf(await line.getByTestId('line-total').textContent());
    await line.getByRole('button', { name: /^One more / }).click();
    await expect.poll(() => page.getByTestId('quantity').textContent()).toBe('2');
    expect(amountOf(await page.getByTestId('line-total').textContent())).toBeCloseTo(2 * one, 2);
    await page.getByRole('button', { name: /^Remove / }).click();
    await page.getByTestId('bag-empty').waitFor();
    await context.close();
  });

  it('fits a 360 px phone with a piece, a stone, a built ring and a coupon, and takes a coupon from the keyboard', async () => {
    const context = await browser.newContext({ ...mobile, viewport: { width: 360, height: 780 } });
    await registerIn(server, context, PASSWORD);
    const stone = await firstStone('stoneShapeName=Oval');
    const centre = await firstStone('stoneShapeName=Round&minCarats=0.9&maxCarats=1.15');
    await api(context, 'post', '/api/shopping-cart', { kind: 'product', sku: EARRINGS, quantity: 2 });
    await api(context, 'post', '/api/shopping-cart', { kind: 'stone', sku: stone.sku });
    await api(context, 'post', '/api/shopping-cart', {
      kind: 'pair',
      settingSku: ELARA,
      stoneSku: centre.sku,
      ringSize: '6',
      engraving: 'A & B ♥',
    });
    const code = await createCoupon(5);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('bag-pair').getByTestId('engraving').textContent()).toContain('A & B ♥');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Keyboard only: Tab to the coupon box, type, Enter; then Tab on to its Remove, Enter.
    await tabTo(page, (element) => element.name === 'couponCode');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByTestId('applied-coupon').waitFor();
    // Focus moves to the applied coupon, whose Remove is the next stop.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('applied-coupon');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await tabTo(page, (element) => element.tag === 'BUTTON' && element.text.includes(`the coupon ${code}`));
    await page.keyboard.press('Enter');
    await page.getByLabel('Coupon code').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('couponCode');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the ring a signed-out shopper adds, with its size and engraving, through signing in', async () => {
    const customer = newCustomer(PASSWORD);
    const registering = await browser.newContext();
    await api(registering, 'post', '/api/auth/register', customer);
    await registering.close();
    const context = await browser.newContext(mobile);
    const { page, problems } = await openPage(context);
    const ring = 'aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';
    await page.goto(`${server.url}/product/${ring}`, { waitUntil: 'networkidle' });
    await page.getByLabel('Ring size').selectOption('5.5');
    await page.getByLabel(/^Engraving/).fill('Always ∞');
    expect(await page.getByTestId('engraving-counter').textContent()).toBe('8/20');
    await page.getByTestId('add-to-bag-button').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail or phone number').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/product/${ring}`),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await expect.poll(() => page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Bag, 1 item');
    const bag = await api<Bag>(context, 'get', '/api/shopping-cart');
    expect(bag.lines.map(({ sku, ringSize, engraving }) => ({ sku, ringSize, engraving }))).toEqual([
      { sku: ring, ringSize: '5.5', engraving: 'Always ∞' },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
