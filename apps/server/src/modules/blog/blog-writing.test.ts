import { BLOG_BODY_MAX } from '@facet/contracts/blog';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';
import { blogCalls, type Method } from './blog.test-support.ts';

interface SlugCountRow {
  slug: string;
  n: number;
}

/*
 * Writing the blog (/api/blog): who may write (Admin and Manager), slugs (made from the title,
 * never shared with another post's current or earlier slug, kept as redirects once published,
 * one post's when taken at the same moment), bad input answered with a sentence, the cover
 * picture, and the audit log. What shoppers see: blog-reading.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, draft, create, update, auditOf, uploadCover } = blogCalls(() => t);

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
    const addresses = await queryRows<SlugCountRow>(
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
