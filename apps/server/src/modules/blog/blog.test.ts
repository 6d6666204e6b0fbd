import { BLOG_BODY_MAX } from '@facet/contracts/blog';
import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';

/*
 * The blog (/api/blog): who may write (Admin and Manager), what shoppers see (published posts
 * only, the body rendered and sanitised), slugs (made from the title, never shared with another
 * post's current or earlier slug, kept as redirects once published), the cover picture, the
 * audit log, and bad input answered with a sentence.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: object, role: Role | null = 'Admin') {
  const headers = role === null ? {} : { cookie: await t.cookieFor(role) };
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

let titles = 0;
function draft(overrides: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `Caring for your diamonds ${titles}`,
    summary: 'How to keep a diamond bright.',
    body: '## Clean it\n\nWarm water and a soft brush.',
    ...overrides,
  };
}

interface PostRecord {
  id: number;
  slug: string;
  title: string;
  state: string;
  publishedAt: string | null;
  earlierSlugs: string[];
  cover: { id: string; url: string } | null;
}

async function create(overrides: Record<string, unknown> = {}, role: Role = 'Admin') {
  const response = await call('POST', '/api/blog', draft(overrides), role);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PostRecord;
}

async function update(id: number, input: Record<string, unknown>) {
  return call('PUT', `/api/blog/${id}`, { title: 'Unchanged title', ...input });
}

async function publicSlugs() {
  const response = await call('GET', '/api/blog?pageSize=100', undefined, null);
  expect(response.statusCode).toBe(200);
  return (response.json().data.records as { slug: string }[]).map((post) => post.slug);
}

async function auditOf(id: number) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, before, after from audit_log
         where entity_type = 'blog-post' and entity_id = ${String(id)} order by id`,
  );
}

async function uploadCover() {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 190, b: 170 } } })
    .png()
    .toBuffer();
  const body = multipartFile({ filename: 'cover.png', contentType: 'image/png', data: png });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, cookie: await t.cookieFor('Manager') },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; url: string };
}

describe('who may write the blog', () => {
  it('lets the Admin and the Manager create, read, change and delete posts', async () => {
    for (const role of ['Admin', 'Manager'] as const) {
      const post = await create({}, role);
      expect((await call('GET', `/api/blog/staff/${post.id}`, undefined, role)).statusCode).toBe(200);
      expect((await call('GET', '/api/blog/staff', undefined, role)).statusCode).toBe(200);
      expect((await call('PUT', `/api/blog/${post.id}`, draft({ title: `Changed by ${role}` }), role)).statusCode).toBe(
        200,
      );
      expect((await call('POST', '/api/blog/preview', { body: '*hi*' }, role)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/blog/${post.id}`, undefined, role)).statusCode).toBe(200);
    }
  });

  it('refuses the stone and jewellery managers and customers (403), and asks anonymous callers to sign in (401)', async () => {
    const post = await create();
    const attempts: [Method, string, object?][] = [
      ['GET', '/api/blog/staff'],
      ['GET', `/api/blog/staff/${post.id}`],
      ['POST', '/api/blog', draft()],
      ['PUT', `/api/blog/${post.id}`, draft()],
      ['DELETE', `/api/blog/${post.id}`],
      ['POST', '/api/blog/preview', { body: 'x' }],
    ];
    for (const [method, url, payload] of attempts) {
      for (const role of ['StoneManager', 'JewelleryManager', 'Customer'] as const) {
        const response = await call(method, url, payload, role);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().errorMessages).toEqual(['You do not have permission to do this.']);
      }
      expect((await call(method, url, payload, null)).statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/api/blog/staff/${post.id}`)).json().data.title).toBe(post.title);
  });
});

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

describe('slugs', () => {
  it('are made from the title when left out or empty', async () => {
    expect((await create({ title: 'The 4Cs of Diamonds — a Guide!' })).slug).toBe('the-4cs-of-diamonds-a-guide');
    expect((await create({ title: 'Éclat & Brillance', slug: '' })).slug).toBe('eclat-and-brillance');
  });

  it('collide with another post’s current slug: 409 with a sentence', async () => {
    const first = await create({ slug: 'ring-care' });
    const response = await call('POST', '/api/blog', draft({ slug: 'ring-care' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual([
      'The address /blogs/ring-care belongs to another blog post (now or before); choose another slug.',
    ]);
    const other = await create();
    expect((await update(other.id, { slug: first.slug })).statusCode).toBe(409);
    // The same title twice: the second one must be given its own slug.
    await create({ title: 'Gold purity' });
    expect((await call('POST', '/api/blog', draft({ title: 'Gold purity' }))).statusCode).toBe(409);
  });

  it('of a published post are kept when changed: the old one redirects and no other post may take it', async () => {
    const post = await create({ slug: 'diamond-shapes', state: 'published' });
    const moved = await update(post.id, { slug: 'diamond-shapes-guide', state: 'published' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ slug: 'diamond-shapes-guide', earlierSlugs: ['diamond-shapes'] });
    const old = await call('GET', '/api/blog/diamond-shapes', undefined, null);
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toEqual({ post: null, redirectTo: 'diamond-shapes-guide' });
    // The current slug in capitals leads to it too.
    expect((await call('GET', '/api/blog/Diamond-Shapes-Guide', undefined, null)).json().data).toEqual({
      post: null,
      redirectTo: 'diamond-shapes-guide',
    });
    // Another post may not take the old slug.
    const taken = await call('POST', '/api/blog', draft({ slug: 'diamond-shapes' }));
    expect(taken.statusCode).toBe(409);
    // Going back to the old slug takes it out of the redirects and redirects the newer one.
    const back = (await update(post.id, { slug: 'diamond-shapes', state: 'published' })).json().data;
    expect(back).toMatchObject({ slug: 'diamond-shapes', earlierSlugs: ['diamond-shapes-guide'] });
    expect((await call('GET', '/api/blog/diamond-shapes', undefined, null)).json().data.post.slug).toBe(
      'diamond-shapes',
    );
    // A draft's earlier slug leads nowhere.
    await update(post.id, { slug: 'diamond-shapes', state: 'draft' });
    expect((await call('GET', '/api/blog/diamond-shapes-guide', undefined, null)).statusCode).toBe(404);
  });

  it('of a draft never published just change', async () => {
    const post = await create({ slug: 'first-draft' });
    const moved = (await update(post.id, { slug: 'second-draft' })).json().data;
    expect(moved).toMatchObject({ slug: 'second-draft', earlierSlugs: [] });
    // Its first slug is free again.
    expect((await create({ slug: 'first-draft' })).slug).toBe('first-draft');
  });

  it('are kept when a change leaves the slug out', async () => {
    const post = await create({ slug: 'kept-slug' });
    const changed = (await call('PUT', `/api/blog/${post.id}`, { title: 'A new title' })).json().data;
    expect(changed).toMatchObject({ slug: 'kept-slug', title: 'A new title' });
  });
});

describe('slugs taken at the same moment', () => {
  it('go to one post: the others are refused with 409, never a 500, and no slug is two posts’ address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/blog', draft({ slug: 'race-for-a-slug' }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);

    // A published post moves while others try to take its old and new slugs.
    const moving = await create({ slug: 'race-old', state: 'published' });
    const racing = await Promise.all([
      update(moving.id, { slug: 'race-new', state: 'published' }),
      ...Array.from({ length: 4 }, () => call('POST', '/api/blog', draft({ slug: 'race-old' }))),
      ...Array.from({ length: 4 }, () => call('POST', '/api/blog', draft({ slug: 'race-new' }))),
    ]);
    for (const answer of racing) expect([200, 201, 409], answer.body).toContain(answer.statusCode);
    const addresses = await queryRows<{ slug: string; n: number }>(
      t.database.db,
      sql`select slug, count(*)::int as n
            from (select slug from blog_posts union all select slug from blog_post_slugs) as every_slug
           group by slug having count(*) > 1`,
    );
    expect(addresses).toEqual([]);
  });
});

describe('bad input', () => {
  it('is answered 400 with a sentence per field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title: must not be empty'],
      [{ title: '   ' }, 'title: must not be empty'],
      [{ title: 'x'.repeat(161) }, 'title: must be at most 160 characters'],
      [{ body: 'x'.repeat(200 * 1024) }, `body: must be at most ${BLOG_BODY_MAX} characters`],
      [{ slug: 'Not A Slug' }, 'slug: must be lower-case letters and digits, with single hyphens between them'],
      [{ slug: 'staff' }, 'slug: This slug is used by the shop’s own pages; choose another.'],
      [{ state: 'archived' }, 'state: must be one of: draft, published'],
      [{ coverMediaId: 'not-a-uuid' }, 'coverMediaId: must be a valid id'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/blog', draft(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(response.json().errorMessages, JSON.stringify(response.json().errorMessages)).toContain(message);
    }
    const preview = await call('POST', '/api/blog/preview', { body: 'x'.repeat(200 * 1024) });
    expect(preview.statusCode).toBe(400);
  });

  it('refuses a title with nothing to make a slug from, and an id or cover that is not there', async () => {
    const noSlug = await call('POST', '/api/blog', draft({ title: 'हीरे' }));
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json().errorMessages[0]).toMatch(/^The title has no letters or digits/);
    expect((await call('POST', '/api/blog', draft({ title: 'हीरे', slug: 'heere' }))).statusCode).toBe(201);
    const missingCover = await call(
      'POST',
      '/api/blog',
      draft({ coverMediaId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missingCover.statusCode).toBe(422);
    expect(missingCover.json().errorMessages).toEqual(['The cover picture is not one uploaded here; upload it again.']);
    for (const [method, url] of [
      ['GET', '/api/blog/staff/999999'],
      ['PUT', '/api/blog/999999'],
      ['DELETE', '/api/blog/999999'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? draft() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/blog/staff/abc')).statusCode).toBe(400);
  });
});

describe('the cover picture', () => {
  it('is shown with the post and kept from the purge of unused pictures', async () => {
    const cover = await uploadCover();
    const post = await create({ state: 'published', coverMediaId: cover.id });
    expect(post.cover).toMatchObject({ id: cover.id, url: cover.url });
    const listed = (await call('GET', '/api/blog?pageSize=100', undefined, null)).json().data.records as {
      slug: string;
      cover: { url: string } | null;
    }[];
    expect(listed.find((entry) => entry.slug === post.slug)?.cover?.url).toBe(cover.url);
    await purgeOrphanMedia(t.database.db, { olderThanMs: -60_000 });
    expect((await call('GET', `/api/blog/staff/${post.id}`)).json().data.cover).toMatchObject({ id: cover.id });
  });
});

describe('the audit log', () => {
  it('keeps every creation, change and deletion with before and after', async () => {
    const post = await create({ slug: 'audited-post' });
    await update(post.id, { slug: 'audited-post', title: 'Audited again', state: 'published' });
    await call('DELETE', `/api/blog/${post.id}`);
    const entries = await auditOf(post.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'blog-post.created',
      'blog-post.changed',
      'blog-post.deleted',
    ]);
    expect(entries[1]).toMatchObject({
      before: { slug: 'audited-post', state: 'draft' },
      after: { title: 'Audited again', state: 'published' },
    });
    expect((await call('GET', `/api/blog/staff/${post.id}`)).statusCode).toBe(404);
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
