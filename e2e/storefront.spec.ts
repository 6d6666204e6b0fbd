import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import { firstLoadScripts } from './support/first-load.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

describe('home page', () => {
  it('renders server-side with the main navigation, hydrates, and breaks no CSP rule', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page, problems } = await openPage(context);
      const response = await page.goto(server.url, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('Made to be worn');
      const topLinks = await page.locator('nav[aria-label="Main"] > ul > li > div > a').allTextContents();
      expect(topLinks.map((text) => text.trim().toLowerCase())).toEqual([
        'engagement rings',
        'wedding bands',
        'fine jewellery',
        'diamonds',
        'custom jewellery',
      ]);
      await expect
        .poll(() => page.evaluate(() => document.querySelectorAll('img[src*="/imagery/"]').length))
        .toBeGreaterThan(5);
      const brokenImages = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.complete && image.naturalWidth === 0 && image.loading !== 'lazy')
          .map((i) => i.src),
      );
      expect(brokenImages).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  it('shows the WhatsApp chat button with the configured number', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url);
      const href = await page.getByTestId('whatsapp-button').getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/919820026000\?text=/);
    });
  });

  it('sends the account and cart links to sign-in when signed out', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url);
      expect(await page.getByTestId('account-link').getAttribute('href')).toBe('/login?redirectTo=%2Faccount');
      expect(await page.getByTestId('cart-link').getAttribute('href')).toBe('/login?redirectTo=%2Fcart');
      expect(await page.getByTestId('dashboard-link').count()).toBe(0);
    });
  });
});

describe('desktop menu', () => {
  it('opens on hover and a link lands on its collection with the right query', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      // A pointer that arrives before the menu is hydrated opens it only once it moves again.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const panel = page.locator('[data-menu-panel="/engagement-rings"]');
      await expect.poll(() => panel.isVisible()).toBe(false);
      await page.locator('nav[aria-label="Main"] > ul a[href="/engagement-rings"]').hover();
      await expect.poll(() => panel.isVisible()).toBe(true);
      const link = panel.getByRole('link', { name: 'Oval', exact: true });
      await link.click();
      await page.waitForURL(/\/collections\/engagement-rings/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/collections/engagement-rings');
      expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'Engagement Ring', stoneShape: 'Oval' });
    });
  });

  it('opens from the keyboard and closes with Escape', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const toggle = page.locator('[data-menu-toggle="/diamonds"]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('[data-menu-panel="/diamonds"]');
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-menu-toggle'))).toBe('/diamonds');
    });
  });

  it('lays the first menu out in six rows and the others in five', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.locator('nav[aria-label="Main"]').hover();
      const rowsOf = (menu: string, group: string) =>
        page
          .locator(`[data-menu-panel="${menu}"] section[aria-label="${group}"] ul`)
          .evaluate((list) => Number(/repeat\((\d+)/.exec((list as HTMLElement).style.gridTemplateRows)?.[1]));
      expect(await rowsOf('/engagement-rings', 'Shop by shape')).toBe(6);
      expect(await rowsOf('/engagement-rings', 'Shop by style')).toBe(6);
      expect(await rowsOf('/wedding-bands', 'For her')).toBe(5);
      expect(await rowsOf('/diamonds', 'Natural diamonds')).toBe(5);
    });
  });
});

describe('mobile menu', () => {
  it('opens as an accordion, one group at a time, two columns for long groups, and closes on a link click', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page, problems } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByTestId('mobile-menu');
      await expect.poll(() => drawer.isVisible()).toBe(true);

      await drawer.locator('summary', { hasText: 'Engagement Rings' }).click();
      const engagement = drawer.locator('details', { hasText: 'Engagement Rings' });
      expect(await engagement.getAttribute('open')).not.toBeNull();
      const shapeColumns = await engagement
        .locator('section', { hasText: 'Shop by shape' })
        .locator('ul')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(shapeColumns).toBe(2);

      await drawer.locator('summary', { hasText: 'Wedding Bands' }).click();
      expect(await engagement.getAttribute('open')).toBeNull();
      expect(problems).toEqual([]);

      await drawer.getByRole('link', { name: 'Eternity Rings' }).click();
      await page.waitForURL(/\/collections\/eternity-rings/);
      await expect.poll(() => drawer.isVisible()).toBe(false);
    });
  });
});

describe('pages', () => {
  const pages = [
    '/',
    '/engagement-rings',
    '/wedding-bands',
    '/fine-jewellery',
    '/diamonds',
    '/custom-jewellery',
    '/about-us',
    '/contact-us',
    '/faq',
    '/terms-of-use',
    '/privacy-policy',
    '/lifetime-warranty',
    '/buyers-info',
  ];

  it('give every public page its own title, description and canonical URL', async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of pages) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(description?.length, path).toBeGreaterThan(40);
      expect(canonical, path).toBe(`${server.url}${path}`);
      seen.titles.add(title!);
      seen.descriptions.add(description!);
    }
    expect(seen.titles.size).toBe(pages.length);
    expect(seen.descriptions.size).toBe(pages.length);
  });

  it('fit a 360 px wide phone without scrolling sideways', async () => {
    await withContext(browser, { ...mobile, viewport: { width: 360, height: 740 } }, async (context) => {
      const { page } = await openPage(context);
      const tooWide: string[] = [];
      for (const path of pages) {
        await page.goto(server.url + path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) tooWide.push(`${path}: ${width}px`);
      }
      expect(tooWide).toEqual([]);
    });
  });

  it('serves robots.txt and a sitemap of the pages known so far', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    // A search's results may be listed (decision 017): its page says noindex when it found nothing.
    expect(robots).not.toContain('Disallow: /search');
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const path of pages) expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
  });

  it('names PNG icons for the tab, a phone home screen and the web manifest, each served at its size', async () => {
    const html = await (await fetch(server.url)).text();
    const linked = (rel: string) =>
      new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
    const manifestResponse = await fetch(`${server.url}${linked('manifest')}`);
    expect(manifestResponse.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await manifestResponse.json()) as { icons: { src: string; sizes: string; type: string }[] };
    const icons = [
      { src: linked('icon'), sizes: '32x32' },
      { src: linked('apple-touch-icon'), sizes: '180x180' },
      ...manifest.icons.map(({ src, sizes, type }) => ({ src, sizes, type })),
    ];
    expect(icons.map((icon) => icon.sizes)).toEqual(['32x32', '180x180', '192x192', '512x512']);
    for (const { src, sizes } of icons) {
      expect(src, 'an icon address with the imagery version').toMatch(/^\/imagery\/[\w-]+\.png\?v=[\w-]+$/);
      const response = await fetch(server.url + src!);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A PNG's width and height, in its header (the IHDR chunk's first eight bytes).
      const header = Buffer.from(await response.arrayBuffer()).subarray(16, 24);
      expect(`${header.readUInt32BE(0)}x${header.readUInt32BE(4)}`).toBe(sizes);
    }
    expect(manifest.icons.every((icon) => icon.type === 'image/png')).toBe(true);
  });

  it('serves hashed assets pre-compressed and cached for a year, pages revalidated every time', async () => {
    const html = await (await fetch(server.url)).text();
    const script = firstLoadScripts(html)[0];
    expect(script).toBeTruthy();
    const asset = await fetch(server.url + script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    // The imagery's addresses carry its version, so it is kept for a year too.
    const picture = /src="(\/imagery\/[^"]+\?v=[\w-]+)"/.exec(html)?.[1];
    expect(picture, 'a versioned imagery address on the home page').toBeTruthy();
    const imagery = await fetch(server.url + picture);
    expect(imagery.status).toBe(200);
    expect(imagery.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A page is asked for again every time (an anonymous visitor's with its ETag, page-cache.spec.ts).
    const page = await fetch(server.url);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).toMatch(/^W\/"/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows the not-found page with HTTP 404 for an unknown path', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      const response = await page.goto(`${server.url}/no/such/page`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('OOPS! NO RESULTS FOUND...');
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
    });
  });

  it('brings a buyers-info anchor to the top of the page, also when arriving from another page', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      const sectionTop = (id: string) =>
        page.evaluate((anchor) => document.getElementById(anchor)!.getBoundingClientRect().top, id);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      // The address is enough: whether React Router or the browser took the click (before hydration
      // under load), the section must come to the top; the page's load event is not the point here.
      await page.locator('footer').getByRole('link', { name: 'Shipping & insurance' }).click();
      await page.waitForURL(/\/buyers-info#shipping-and-insurance$/, { waitUntil: 'commit' });
      await page.locator('#shipping-and-insurance').waitFor();
      await expect.poll(() => sectionTop('shipping-and-insurance'), { timeout: 3000 }).toBeLessThan(200);
      expect(await sectionTop('shipping-and-insurance')).toBeGreaterThanOrEqual(0);

      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: /Professional appraisal/ })
        .click();
      await expect.poll(() => sectionTop('professional-appraisal'), { timeout: 3000 }).toBeLessThan(200);
    });
  });
});
