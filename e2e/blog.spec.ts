import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { confirm, toast } from './support/back-office.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The blog as the shop's staff and shoppers live it: an Admin writes a post in the back-office
 * (the slug follows the title, the live preview shows the Markdown as it will read, a <script>
 * in it shows nowhere) and publishes it; it appears on /blogs, its page carries its Article
 * JSON-LD and canonical address, and it is in the sitemap and the feed. Its address changed,
 * the old one redirects. A Stone Manager may not enter the blog's back-office.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;
let stoneManager: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [admin, stoneManager] = await Promise.all([
    sessionOf({ server, browser }, 'admin@example.com'),
    sessionOf({ server, browser }, 'stone.manager@example.com'),
  ]);
});

const BODY = [
  '## Why polish matters',
  '',
  'A **well-polished** stone returns more light.',
  '',
  '- Soft brush',
  '- Warm water',
  '',
  '<script>window.__blogOwned = true</script>',
  '',
  '<img src="x" onerror="window.__blogOwned = true">',
  '',
  '[Clean link](javascript:window.__blogOwned=true)',
].join('\n');

/** A wide picture for the cover. */
async function coverPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <rect width="1200" height="675" fill="#efe6d8"/><circle cx="600" cy="360" r="180" fill="none" stroke="#b8862b" stroke-width="36"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function owned(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __blogOwned?: boolean }).__blogOwned === true);
}

describe('the blog', () => {
  it('lets an Admin write and publish a post that shoppers then read, find in the sitemap and the feed', async () => {
    const context = await browser.newContext({ ...desktop, storageState: admin });
    const { page, problems } = await openPage(context);
    const title = `Caring for diamonds ${Date.now().toString(36)}`;
    const slug = title.toLowerCase().replaceAll(' ', '-');

    await page.goto(`${server.url}/blog`, { waitUntil: 'networkidle' });
    expect(
      await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Blog' }).count(),
    ).toBe(1);
    // The demo posts are listed.
    expect(await page.locator('main').textContent()).toContain('The 4Cs of diamonds');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/blog/new'),
      page.getByRole('link', { name: 'New post' }).click(),
    ]);

    // The slug follows the title.
    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Slug').inputValue()).toBe(slug);
    await page.getByLabel('Summary').fill('How to keep a diamond bright at home.');
    // The cover picture is uploaded at once and shown.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPicture() });
    await page.getByRole('img', { name: 'The cover picture' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Text (Markdown)').fill(BODY);

    // The live preview shows the Markdown as it will read, without the script.
    const preview = page.getByTestId('blog-preview');
    await expect.poll(() => preview.locator('h2').textContent(), { timeout: 10_000 }).toBe('Why polish matters');
    expect(await preview.locator('strong').textContent()).toBe('well-polished');
    expect(await preview.locator('li').count()).toBe(2);
    expect(await preview.innerHTML()).not.toMatch(/script|onerror|javascript:/);
    expect(await owned(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Published').check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/blog', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Add the post' }).click(),
    ]);
    await toast(page, `“${title}” is published.`).waitFor();

    // On /blogs, newest first.
    await page.goto(`${server.url}/blogs`, { waitUntil: 'networkidle' });
    const firstCard = page.locator('main article').first();
    expect(await firstCard.getByRole('heading').textContent()).toBe(title);
    expect(await firstCard.locator('img').getAttribute('src')).toMatch(/^\/media\/.+\/800\.webp$/);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
      `${server.url}/blogs/feed.xml`,
    );
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/blogs/${slug}`),
      firstCard.getByRole('link', { name: title }).click(),
    ]);

    // Its page: the post, its JSON-LD and canonical address, and no script of its body ran.
    const answer = await page.goto(`${server.url}/blogs/${slug}`, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.locator('.prose-article h2').textContent()).toBe('Why polish matters');
    expect(await page.locator('.prose-article').innerHTML()).not.toMatch(/script|onerror|javascript:/);
    expect(await owned(page)).toBe(false);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: title,
      description: 'How to keep a diamond bright at home.',
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      publisher: { '@type': 'Organization' },
      image: [expect.stringMatching(new RegExp(`^${server.url}/media/`))],
    });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/blogs/${slug}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'How to keep a diamond bright at home.',
    );

    // In the sitemap and the feed.
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/blogs/${slug}</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/blogs</loc>`);
    const feed = await fetch(`${server.url}/blogs/feed.xml`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const feedXml = await feed.text();
    expect(feedXml).toContain(`<link>${server.url}/blogs/${slug}</link>`);
    expect(feedXml).toContain(`<title>${title}</title>`);

    // Its address changed (unlocked on purpose): the old one redirects for good.
    await page.goto(`${server.url}/blog`, { waitUntil: 'networkidle' });
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/blog/edit/')),
      page
        .getByRole('link', { name: `Edit “${title}”` })
        .first()
        .click(),
    ]);
    expect(await page.getByLabel('Slug').getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Change the address' }).click();
    await page.getByLabel('Slug').fill(`${slug}-at-home`);
    expect(await page.locator('main').textContent()).toContain(`The old address /blogs/${slug} will redirect`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/blog', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Save the post' }).click(),
    ]);
    const moved = await fetch(`${server.url}/blogs/${slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blogs/${slug}-at-home`);

    // Deleted after a confirmation: its page is gone.
    await confirm(page, `Delete “${title}”`, 'Delete');
    await toast(page, `“${title}” is deleted.`).waitFor();
    expect((await fetch(`${server.url}/blogs/${slug}-at-home`)).status).toBe(404);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the demo guides to shoppers, pages the list, and answers an unknown post with 404', async () => {
    const context = await browser.newContext(mobile);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/blogs`, { waitUntil: 'networkidle' });
    const text = (await page.locator('main').textContent()) ?? '';
    for (const title of ['The 4Cs of diamonds', 'Natural vs lab-grown diamonds', 'How to find your ring size']) {
      expect(text).toContain(title);
    }
    expect(await page.locator('main article img').count()).toBeGreaterThanOrEqual(3);
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto(`${server.url}/blogs/how-to-find-your-ring-size`, { waitUntil: 'networkidle' });
    expect(await page.locator('.prose-article table').count()).toBe(1);
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A page past the last goes to the last; an unknown post is the not-found page.
    await page.goto(`${server.url}/blogs?page=99`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).search).toBe('');
    const missing = await page.goto(`${server.url}/blogs/no-such-post`);
    expect(missing?.status()).toBe(404);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });

  it('gives the editor Write and Preview tabs on a phone', async () => {
    const context = await browser.newContext({ ...mobile, storageState: admin });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/blog/new`, { waitUntil: 'networkidle' });
    await page.getByLabel('Text (Markdown)').fill('## On a phone');
    expect(await page.getByRole('region', { name: 'Preview' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('blog-preview');
    await expect.poll(() => preview.locator('h2').textContent(), { timeout: 10_000 }).toBe('On a phone');
    expect(await page.getByLabel('Text (Markdown)').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Write' }).click();
    expect(await page.getByLabel('Text (Markdown)').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a Stone Manager the 403 page on the blog’s back-office', async () => {
    const context = await browser.newContext({ ...desktop, storageState: stoneManager });
    const page = await context.newPage();
    for (const path of ['/blog', '/blog/new', '/blog/edit/1']) {
      const answer = await page.goto(`${server.url}${path}`);
      expect(answer?.status(), path).toBe(403);
    }
    await context.close();
  });
});
