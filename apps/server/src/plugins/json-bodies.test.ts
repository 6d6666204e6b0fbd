import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedCaller, concretePath, routesTakingBodies } from '../testing/api-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * Every route a body can reach (every method but GET, read from the app, so a route added later
 * is in the list) is sent a JSON body of the wrong type — null, a number, a list, a string — by
 * someone the permission table lets through, so that the answer is about the body and not about
 * who sent it. Each must be a 400 envelope that says what is wrong, and nothing stored changes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wrongBodies = ['null', '42', '[]', '"x"'];

/** A table of the database, from its catalogue. */
interface TableName {
  name: string;
}

/** A table's row count and a digest of its rows. */
interface TableDigest {
  rows: number;
  digest: string;
}

/** One line per table: its row count and a digest of its rows (sessions left out: signing in touches them). */
async function storedData(): Promise<string[]> {
  const { db } = t.database;
  const tables = await queryRows<TableName>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const lines: string[] = [];
  for (const { name } of tables) {
    if (name === 'sessions') continue;
    const [digest] = await queryRows<TableDigest>(
      db,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
    );
    lines.push(`${name}: ${digest?.rows} rows, ${digest?.digest}`);
  }
  return lines;
}

describe('a body of the wrong JSON type', () => {
  it('is refused with a 400 envelope on every route a body can reach, and changes nothing stored', async () => {
    const routes = routesTakingBodies(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/discount-coupon', 'PUT /api/discount-coupon', 'DELETE /api/stone/:id']),
    );
    // Every session made first: making one is a change of its own.
    const cookies = new Map<string, string>();
    for (const route of routes) {
      const caller = allowedCaller(route);
      if (caller && !cookies.has(caller)) cookies.set(caller, await t.freshCookieFor(caller));
    }
    const before = await storedData();

    const mismatches: string[] = [];
    for (const route of routes) {
      const caller = allowedCaller(route);
      for (const body of wrongBodies) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          // From the shop's own pages, so that no cross-site refusal answers first.
          'sec-fetch-site': 'same-origin',
        };
        if (caller) headers.cookie = cookies.get(caller)!;
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concretePath(route.url),
          headers,
          payload: body,
        });
        let envelope: { statusCode?: unknown; errorMessages?: unknown; data?: unknown; isSuccess?: unknown } = {};
        try {
          envelope = response.json();
        } catch {
          // reported below
        }
        const messages = Array.isArray(envelope.errorMessages) ? (envelope.errorMessages as unknown[]) : [];
        const readable =
          messages.length > 0 && messages.every((message) => typeof message === 'string' && /^\S.{5,}$/.test(message));
        if (
          response.statusCode !== 400 ||
          envelope.statusCode !== 400 ||
          envelope.isSuccess !== false ||
          envelope.data !== null ||
          !readable
        ) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller ?? 'anonymous'} with ${body}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(await storedData()).toEqual(before);
  });

  it('says the body must be an object, and still lets an object through to validation', async () => {
    const cookie = await t.cookieFor('Admin');
    const headers = { 'content-type': 'application/json', cookie };
    for (const method of ['POST', 'PUT'] as const) {
      const wrong = await t.app.inject({ method, url: '/api/discount-coupon', headers, payload: 'null' });
      expect(wrong.json()).toEqual({
        statusCode: 400,
        errorMessages: ['body: must be an object'],
        data: null,
        isSuccess: false,
      });
      const empty = await t.app.inject({ method, url: '/api/discount-coupon', headers, payload: '{}' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errorMessages).toEqual(expect.arrayContaining(['couponCode: is required']));
    }
  });

  it('leaves a route that takes no body working when none is sent, or an empty object', async () => {
    const cookie = await t.cookieFor('Admin');
    const none = await t.app.inject({ method: 'PUT', url: '/api/product/unlist/1', headers: { cookie } });
    expect(none.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/product/relist/1',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('checks a body kept as text (a webhook) the same way', async () => {
    for (const [payload, message] of [
      ['[1]', 'body: must be an object'],
      ['{"event":', 'The request body is not valid JSON.'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual([message]);
    }
  });
});
