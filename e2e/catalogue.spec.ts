import { formatPrice, toMilligrams, toMinor } from '@facet/contracts/money';
import { priceJewellery } from '@facet/contracts/pricing';
import type { ProductVariantDetail } from '@facet/contracts/products';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { desktop, openPage } from './support/browser.ts';
import { signIn } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The catalogue end to end: a jewellery manager builds a ring through the three
 * steps, it shows in its collection under the right filters, its page shows the computed
 * price and follows a change of metal, and an Admin's new gold rate reaches the page.
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const STONE_COST = 52_000;

/** A picture a camera might have taken: 900 × 900, a warm gradient with a bright ring-ish shape. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#fff8e7"/><stop offset="1" stop-color="#c9a45c"/></radialGradient></defs>
    <rect width="900" height="900" fill="url(#g)"/><circle cx="450" cy="470" r="230" fill="none" stroke="#b8862b" stroke-width="40"/>
    <circle cx="450" cy="230" r="60" fill="#f4fbff" stroke="#ccc" stroke-width="6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** What the shop should charge for a variant, worked out here from the rates the API publishes. */
async function expectedUsdPrice(context: BrowserContext, sku: string): Promise<number> {
  const get = async <T>(path: string) =>
    ((await (await context.request.get(`${server.url}${path}`)).json()) as { data: T }).data;
  const detail = await get<ProductVariantDetail>(`/api/product-varients/${sku}?currency=USD`);
  const metals = await get<{ name: string; pricePerUnit: number; labour: number }[]>('/api/metal');
  const params = await get<{ conversion: number; charge: number; shopDiscount: number; profitRate: number }>(
    '/api/conversion/all-params',
  );
  const metal = metals.find((m) => m.name === detail.variant.metal)!;
  const price = priceJewellery(
    {
      weightMg: toMilligrams(detail.variant.weight),
      metal: { pricePerUnit: toMinor(metal.pricePerUnit), labour: toMinor(metal.labour) },
      stoneCost: toMinor(STONE_COST),
    },
    {
      conversion: Math.round(params.conversion * 10_000),
      charge: Math.round(params.charge * 100),
      shopDiscount: Math.round(params.shopDiscount * 100),
      profitRate: Math.round(params.profitRate * 100),
    },
  );
  return price.usd.price / 100;
}

async function shownPrice(page: Page): Promise<string> {
  return (await page.getByTestId('product-price').locator('span.figures').first().textContent()) ?? '';
}

describe('the catalogue', () => {
  it('lets a jewellery manager build a ring that shoppers find, priced from the live rates', async () => {
    const staff = await browser.newContext(desktop);
    const { page, problems } = await openPage(staff);
    const name = `Celestine Solitaire ${Date.now().toString(36)}`;
    await signIn(page, server.url, 'jewellery.manager@example.com', 'Demo#2026');

    // A later step cannot be opened by its URL before the earlier ones are done.
    await page.goto(`${server.url}/jewelleries/new/variants`);
    await page.waitForURL((url) => url.pathname === '/jewelleries/new/general-info');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('A round solitaire on a slim band, for the browser test.');
    await page.getByLabel('Jewellery type').selectOption('Ring');
    await page.getByLabel('Sub type').selectOption('Engagement Ring');
    await page.getByLabel('Base weight (g)').fill('3.4');
    await page.getByRole('radio', { name: 'Complete, with its stones' }).check();
    await page.getByLabel('Category').selectOption('Natural Diamond');
    await page.locator('select', { has: page.locator('option', { hasText: 'Yellow metal' }) }).selectOption('Yellow');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'ring.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByAltText('Yellow metal, view 1').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue: Attributes' }).click();
    await page.waitForURL((url) => url.pathname === '/jewelleries/new/attribute-selection');

    await page.getByRole('checkbox', { name: /^Yellow Gold/ }).check();
    await page.getByRole('checkbox', { name: /^White Gold/ }).check();
    await page.getByRole('checkbox', { name: 'Solitaire', exact: true }).check();
    await page.getByLabel('Add a shape').selectOption('Round');
    await page.locator('#add-centre-stone ~ button').click();
    await page.getByLabel('Add to round carats (ct)').fill('1');
    await page.getByLabel('Add to round carats (ct)').press('Enter');
    await page.getByRole('button', { name: 'Continue: Variants' }).click();
    await page.waitForURL((url) => url.pathname === '/jewelleries/new/variants');

    await page.getByLabel('Stone cost for all selected variants (₹)').fill(String(STONE_COST));
    await page.getByRole('button', { name: 'Apply' }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/jewelleries/detail/'), { timeout: 20_000 }),
      page.getByRole('button', { name: 'Save the jewellery' }).click(),
    ]);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(problems).toEqual([]);

    // Shoppers find it under the filters it matches, and not under those it does not.
    const shopper = await browser.newContext(desktop);
    const { page: shop, problems: shopProblems } = await openPage(shopper);
    const collection = (query: string) => `${server.url}/collections/engagement-rings?type=Engagement%20Ring&${query}`;
    await shop.goto(collection('metal=Yellow%20Gold&style=Solitaire&stoneShape=Round&sort=newest'));
    const card = shop.getByTestId('product-card').filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    await shop.goto(collection('metal=Platinum'));
    expect(await shop.getByTestId('product-card').filter({ hasText: name }).count()).toBe(0);

    // Its page shows the price the rates make, and follows a change of metal.
    await shop.goto(collection('metal=Yellow%20Gold&style=Solitaire&stoneShape=Round&sort=newest'));
    await Promise.all([
      shop.waitForURL((url) => url.pathname.startsWith('/product/')),
      shop.getByTestId('product-card').filter({ hasText: name }).getByRole('link').first().click(),
    ]);
    const yellowSku = new URL(shop.url()).pathname.split('/').pop()!;
    expect(yellowSku).toContain('yellow-gold');
    const yellowPrice = await expectedUsdPrice(staff, yellowSku);
    await expect.poll(() => shownPrice(shop)).toBe(formatPrice(yellowPrice, 'USD'));
    await shop.getByTestId('variant-selectors').getByRole('link', { name: 'White Gold', exact: true }).click();
    await shop.waitForURL((url) => url.pathname.includes('white-gold'));
    const whiteSku = new URL(shop.url()).pathname.split('/').pop()!;
    await expect.poll(() => shownPrice(shop)).toBe(formatPrice(await expectedUsdPrice(staff, whiteSku), 'USD'));

    // An Admin raises the gold rate; the page shows the new price.
    const admin = await browser.newContext(desktop);
    const { page: office } = await openPage(admin);
    await signIn(office, server.url, 'admin@example.com', 'Demo#2026');
    await office.goto(`${server.url}/metal-and-price`, { waitUntil: 'networkidle' });
    const gold = office.locator('li', { hasText: 'Yellow Gold' }).first();
    const rate = gold.getByLabel('Rate (₹/g)');
    const oldRate = Number(await rate.inputValue());
    await rate.fill(String(oldRate + 1_000));
    await gold.getByRole('button', { name: 'Save' }).click();
    await office.getByRole('button', { name: 'Save and reprice' }).click();
    await expect.poll(() => office.getByText(/Yellow Gold is saved/).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await shop.goto(`${server.url}/product/${yellowSku}`);
    const raised = await expectedUsdPrice(staff, yellowSku);
    expect(raised).toBeGreaterThan(yellowPrice);
    await expect.poll(() => shownPrice(shop)).toBe(formatPrice(raised, 'USD'));
    expect(shopProblems).toEqual([]);
    await Promise.all([staff.close(), shopper.close(), admin.close()]);
  });

  it('keeps the jewellery pages from a stone manager', async () => {
    const context = await browser.newContext(desktop);
    const { page } = await openPage(context);
    await signIn(page, server.url, 'stone.manager@example.com', 'Demo#2026');
    const response = await page.goto(`${server.url}/jewelleries`);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole('link', { name: 'Jewelleries' }).count()).toBe(0);
    await context.close();
  });

  it('keeps the keyboard in place after a list action, and steps back one filter at a time', async () => {
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await signIn(page, server.url, 'admin@example.com', 'Demo#2026');
    await page.goto(`${server.url}/jewelleries?search=ivy`, { waitUntil: 'networkidle' });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

    // Unlist by keyboard: focus stays on the same button, which now offers to relist.
    await page.getByRole('button', { name: 'Unlist', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unlist' }).press('Enter');
    await page.getByRole('button', { name: 'Relist', exact: true }).first().waitFor();
    await expect.poll(focused).toBe('Relist');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'List again' }).press('Enter');
    await page.getByRole('button', { name: 'Unlist', exact: true }).first().waitFor();
    await expect.poll(focused).toBe('Unlist');

    // Each filter is one step back; applying what is shown adds none.
    await page.goto(`${server.url}/jewelleries`, { waitUntil: 'networkidle' });
    await page.locator('#jewellery-sub-type').selectOption('Wedding Band');
    await page.waitForURL((url) => url.searchParams.get('subType') === 'Wedding Band');
    await page.locator('#jewellery-listed').selectOption('unlisted');
    await page.waitForURL((url) => url.searchParams.get('listed') === 'unlisted');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.has('subType') && !url.searchParams.has('listed'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/jewelleries' && url.search === '');

    // A product page names each choice by its title alone ("Metal"), not run into its value.
    const listing = await context.request.get(`${server.url}/api/product/for-customer?jewelleryTypeName=Ring`);
    const sku = ((await listing.json()) as { data: { records: { sku: string }[] } }).data.records[0]!.sku;
    await page.goto(`${server.url}/product/${sku}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('group', { name: 'Metal', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('writes filters to the URL, counts what matches, and goes back with the back button', async () => {
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/wedding-bands`, { waitUntil: 'networkidle' });
    const count = async () => Number((await page.getByTestId('results-count').textContent())?.split(' ')[0]);
    const all = await count();
    expect(all).toBeGreaterThan(4);
    const panel = page.getByTestId('filter-panel').first();
    await panel.getByRole('link', { name: 'Rose Gold' }).click();
    await page.waitForURL((url) => url.searchParams.get('metal') === 'Rose Gold');
    await expect.poll(count).toBeLessThan(all);
    const rose = await count();
    expect(rose).toBeGreaterThan(0);
    expect(await page.getByTestId('filter-chip').filter({ hasText: 'Rose Gold' }).count()).toBe(1);
    // The wedding-band page fixes its sub type: no type filter is offered or needed in the URL.
    expect(new URL(page.url()).searchParams.get('type')).toBeNull();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('metal'));
    await expect.poll(count).toBe(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names one canonical URL per product, describes it in JSON-LD, and lists it in the sitemap', async () => {
    const pages = ((await (await fetch(`${server.url}/api/product/sitemap`)).json()) as { data: { sku: string }[] })
      .data;
    const canonicalSku = pages[0]!.sku;
    const detail = (
      (await (await fetch(`${server.url}/api/product-varients/${canonicalSku}`)).json()) as {
        data: ProductVariantDetail;
      }
    ).data;
    const other = detail.productVarients.find((v) => v.sku !== canonicalSku)!;
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/product/${other.sku}`, { waitUntil: 'networkidle' });
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(
      `${server.url}/product/${canonicalSku}`,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      '@type': string;
      name: string;
      hasVariant?: { sku: string; offers: { price: string | number; priceCurrency: string; availability: string } }[];
      offers?: { price: string | number; priceCurrency: string };
    };
    expect(['Product', 'ProductGroup']).toContain(jsonLd['@type']);
    expect(jsonLd.name).toBe(detail.product.name);
    const offered = jsonLd.hasVariant?.find((v) => v.sku === other.sku)?.offers ?? jsonLd.offers!;
    expect(offered.priceCurrency).toBe('USD');
    expect(Number(offered.price)).toBe(other.price);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/product/${canonicalSku}</loc>`);
    expect(sitemap).not.toContain(`/product/${other.sku}<`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown product with the not-found page and HTTP 404', async () => {
    const context = await browser.newContext(desktop);
    const { page } = await openPage(context);
    const response = await page.goto(`${server.url}/product/no-such-ring-anywhere`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('OOPS! NO RESULTS FOUND...').isVisible()).toBe(true);
    await context.close();
  });

  it('shows every price in rupees once the shopper chooses INR, and remembers it', async () => {
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/wedding-bands`, { waitUntil: 'networkidle' });
    const firstPrice = () => page.getByTestId('product-card').first().locator('span.figures').first().textContent();
    expect(await firstPrice()).toMatch(/^\$/);
    await page.getByTestId('currency-INR').click();
    await expect.poll(firstPrice).toMatch(/^₹/);
    await page.goto(`${server.url}/collections/necklaces`, { waitUntil: 'networkidle' });
    expect(await firstPrice()).toMatch(/^₹/);
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('INR');
    expect(problems).toEqual([]);
    await context.close();
  });
});
