import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { blogCalls, type PostRecord } from './blog.test-support.ts';

/*
 * Reading the blog (/api/blog) as shoppers do: published posts only, newest first, a page at a
 * time, the body rendered and sanitised; and the demo blog's guides.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, create, update, publicSlugs } = blogCalls(() => t);

describe('what shoppers see', () => {
  it('lists published posts only, newest published first, and never shows a draft', async () => {
    const older = await create({ state: 'published' });
    const hidden = await create({ state: 'draft' });
    const newer = await create({ state: 'published' });
    const slugs = await publicSlugs();
    expect(slugs).toContain(older.slug);
    expect(slugs).toContain(newer.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
    const draftPage = await call('GET', `/api/blog/${hidden.slug}`, undefined, null);
    expect(draftPage.statusCode).toBe(404);
    expect(draftPage.json().errorMessages).toEqual(['There is no such blog post.']);
    const sitemap = (await call('GET', '/api/blog/sitemap', undefined, null)).json().data as { slug: string }[];
    expect(sitemap.map((entry) => entry.slug)).toContain(newer.slug);
    expect(sitemap.map((entry) => entry.slug)).not.toContain(hidden.slug);
    // Staff see the draft.
    const staffSlugs = (await call('GET', '/api/blog/staff?pageSize=100'))
      .json()
      .data.records.map((post: PostRecord) => post.slug);
    expect(staffSlugs).toContain(hidden.slug);
  });

  it('pages the list and counts every published post', async () => {
    await create({ state: 'published' });
    await create({ state: 'published' });
    const first = (await call('GET', '/api/blog?pageSize=1&pageNo=1', undefined, null)).json().data;
    const second = (await call('GET', '/api/blog?pageSize=1&pageNo=2', undefined, null)).json().data;
    expect(first.records).toHaveLength(1);
    expect(second.records).toHaveLength(1);
    expect(first.records[0].slug).not.toBe(second.records[0].slug);
    expect(first.totalRecords).toBe((await publicSlugs()).length);
  });

  it('shows a published post with its body as HTML and its dates; publishing a draft dates it once', async () => {
    const post = await create({ body: '# Cut\n\nA **bright** stone.' });
    expect(post.publishedAt).toBeNull();
    // Every change of a post is announced: kept storefront pages (the blog, the sitemap) are dropped.
    const contentBefore = t.app.referenceCache.generationOf('content');
    const published = (
      await update(post.id, { slug: post.slug, body: '# Cut\n\nA **bright** stone.', state: 'published' })
    ).json().data as PostRecord;
    expect(published.publishedAt).not.toBeNull();
    expect(t.app.referenceCache.generationOf('content')).toBeGreaterThan(contentBefore);
    const page = await call('GET', `/api/blog/${post.slug}`, undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({
      post: {
        slug: post.slug,
        title: 'Unchanged title',
        summary: '',
        cover: null,
        publishedAt: published.publishedAt,
        updateDate: expect.any(String),
        html: '<h2>Cut</h2>\n<p>A <strong>bright</strong> stone.</p>',
      },
      redirectTo: null,
    });
    // Back to draft and published again: the first publishing date stays.
    await update(post.id, { slug: post.slug, state: 'draft' });
    expect((await call('GET', `/api/blog/${post.slug}`, undefined, null)).statusCode).toBe(404);
    const again = (await update(post.id, { slug: post.slug, state: 'published' })).json().data as PostRecord;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('renders script and event-handler HTML in the Markdown harmlessly, in the page and the preview', async () => {
    const body = [
      'Safe text.',
      '<script>alert("owned")</script>',
      '<img src=x onerror="alert(1)">',
      '<svg onload="alert(1)"></svg>',
      '[click me](javascript:alert(1))',
      '<a href="https://example.com" onclick="alert(1)">outside</a>',
    ].join('\n\n');
    const post = await create({ state: 'published', body });
    const html = (await call('GET', `/api/blog/${post.slug}`, undefined, null)).json().data.post.html as string;
    const preview = (await call('POST', '/api/blog/preview', { body })).json().data.html as string;
    for (const rendered of [html, preview]) {
      expect(rendered).toContain('<p>Safe text.</p>');
      expect(rendered).not.toMatch(/<script|<svg|onerror|onload|onclick|javascript:|owned/i);
      expect(rendered).toContain('<a>click me</a>');
      expect(rendered).toContain('<a href="https://example.com" rel="noopener noreferrer">outside</a>');
    }
    // The body is kept as written, for staff to edit.
    expect((await call('GET', `/api/blog/staff/${post.id}`)).json().data.body).toBe(body);
  });

  it('answers an unknown slug, and one no post could have, with 404', async () => {
    for (const slug of ['no-such-post', 'Not%20a%20slug', '%3Cscript%3E']) {
      const response = await call('GET', `/api/blog/${slug}`, undefined, null);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().errorMessages).toEqual(['There is no such blog post.']);
    }
  });
});

describe('the demo blog', () => {
  it('has three published guides with their covers, rendered with headings, lists and tables', async () => {
    const slugs = ['the-4cs-of-diamonds', 'natural-vs-lab-grown-diamonds', 'how-to-find-your-ring-size'];
    for (const slug of slugs) {
      const post = (await call('GET', `/api/blog/${slug}`, undefined, null)).json().data.post;
      expect(post, slug).toMatchObject({ slug, cover: { url: expect.stringMatching(/^\/media\/demo\//) } });
      expect(new Date(post.publishedAt).getTime()).toBeLessThan(Date.now() - 7 * 24 * 60 * 60 * 1000);
      expect(post.html).toContain('<h2>');
      expect(post.html).toMatch(/<[uo]l>/);
      expect(post.html.replace(/<[^>]+>/g, ' ').split(/\s+/).length, slug).toBeGreaterThan(550);
    }
    const ringSize = (await call('GET', '/api/blog/how-to-find-your-ring-size', undefined, null)).json().data.post;
    expect(ringSize.html).toContain('<table tabindex="0">');
    expect(ringSize.html).toContain('<td align="right">6.5</td>');
  });
});
