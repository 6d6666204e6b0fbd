import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import type { TestApp } from '../../testing/test-app.ts';

interface PostAuditRow {
  action: string;
  before: unknown;
  after: unknown;
}

/*
 * What the blog test files share (blog-writing, blog-reading): calls as a role, a post's draft
 * with a title of its own, a post created and changed, the public slugs, a post's audit, and an
 * uploaded cover.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PostRecord {
  id: number;
  slug: string;
  title: string;
  state: string;
  publishedAt: string | null;
  earlierSlugs: string[];
  cover: { id: string; url: string } | null;
}

/** Calls for one test file, on the app `app` answers once the file's beforeAll has made it. */
export function blogCalls(app: () => TestApp) {
  async function call(method: Method, url: string, payload?: object, role: Role | null = 'Admin') {
    const t = app();
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
    const t = app();
    return queryRows<PostAuditRow>(
      t.database.db,
      sql`select action, before, after from audit_log
           where entity_type = 'blog-post' and entity_id = ${String(id)} order by id`,
    );
  }

  async function uploadCover() {
    const t = app();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 190, b: 170 } },
    })
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

  return { call, draft, create, update, publicSlugs, auditOf, uploadCover };
}
