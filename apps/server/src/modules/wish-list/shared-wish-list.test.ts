import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * The shared wish list (decision 046): one link per shopper, its token stored hashed; the public
 * list shows the first name and the items priced now; a stopped, replaced or altered link is not
 * found; nobody stops or reads another shopper's link but through the link itself.
 */

interface VariantRow {
  sku: string;
  price_usd: number;
  price_inr: number;
}

interface HashRow {
  token_hash: string;
}

let t: TestApp;
let anna: { id: string; cookie: string };
let ben: { id: string; cookie: string };
let piece: VariantRow;

const call = (cookie: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

beforeAll(async () => {
  t = await createTestApp();
  anna = await newCustomer(t, 'anna.shares@example.com');
  ben = await newCustomer(t, 'ben.shares@example.com');
  await t.database.db.execute(sql`update users set first_name = 'Anna', last_name = 'Secret' where id = ${anna.id}`);
  const [first] = await queryRows<VariantRow>(
    t.database.db,
    sql`select v.sku, v.price_usd, v.price_inr from product_variants v join products p on p.id = v.product_id
         where p.is_listed and v.is_active order by v.id limit 1`,
  );
  piece = first!;
  const added = await call(anna.cookie, 'POST', '/api/wish/wish', { kind: 'product', sku: piece.sku });
  expect(added.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a shared wish list', () => {
  it('is made, read signed out with the first name only, replaced and stopped', async () => {
    expect((await call(anna.cookie, 'GET', '/api/wish/share')).json().data).toEqual({ sharedSince: null });
    const made = await call(anna.cookie, 'POST', '/api/wish/share');
    expect(made.statusCode).toBe(201);
    const { token, path, sharedSince } = made.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(path).toBe(`/shared-wish-list/${token}`);
    expect((await call(anna.cookie, 'GET', '/api/wish/share')).json().data).toEqual({ sharedSince });

    // Only the token's hash is kept.
    const [stored] = await queryRows<HashRow>(
      t.database.db,
      sql`select token_hash from shared_wish_lists where user_id = ${anna.id}`,
    );
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const read = await call(null, 'GET', `/api/shared-wish-lists/${token}?currency=INR`);
    expect(read.statusCode).toBe(200);
    const list = read.json().data;
    expect(list.firstName).toBe('Anna');
    expect(JSON.stringify(list)).not.toContain('Secret');
    expect(JSON.stringify(list)).not.toContain('anna.shares@example.com');
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ kind: 'product', sku: piece.sku, currency: 'INR', available: true });
    expect(list.records[0].price).toBe(Number(piece.price_inr) / 100);

    // A new link replaces the old one.
    const again = (await call(anna.cookie, 'POST', '/api/wish/share')).json().data;
    expect(again.token).not.toBe(token);
    expect((await call(null, 'GET', `/api/shared-wish-lists/${token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/shared-wish-lists/${again.token}`)).statusCode).toBe(200);

    // Stopped: gone at once, with a sentence; stopping twice is fine.
    const stopped = await call(anna.cookie, 'DELETE', '/api/wish/share');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toEqual({ sharedSince: null });
    const gone = await call(null, 'GET', `/api/shared-wish-lists/${again.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorMessages[0]).toMatch(/not shared any more/);
    expect((await call(anna.cookie, 'DELETE', '/api/wish/share')).statusCode).toBe(200);
  });

  it('shows a piece no longer listed as unavailable', async () => {
    const { token } = (await call(anna.cookie, 'POST', '/api/wish/share')).json().data;
    await t.database.db.execute(
      sql`update products set is_listed = false where id = (select product_id from product_variants where sku = ${piece.sku})`,
    );
    try {
      const list = (await call(null, 'GET', `/api/shared-wish-lists/${token}`)).json().data;
      expect(list.records[0]).toMatchObject({ sku: piece.sku, available: false });
    } finally {
      await t.database.db.execute(
        sql`update products set is_listed = true where id = (select product_id from product_variants where sku = ${piece.sku})`,
      );
    }
  });

  it('is not found under an altered token, another shape of token or an odd spelling', async () => {
    const { token } = (await call(anna.cookie, 'POST', '/api/wish/share')).json().data as { token: string };
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/shared-wish-lists/${altered}`,
      `/api/shared-wish-lists/${token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()}`,
      `/api/shared-wish-lists/${token}x`,
      `/api/shared-wish-lists/%20`,
      `/api/shared-wish-lists/${'a'.repeat(300)}`,
    ]) {
      const answer = await call(null, 'GET', url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.json().isSuccess).toBe(false);
    }
    expect((await call(null, 'GET', `/api/shared-wish-lists/${altered}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/shared-wish-lists/${token}`)).statusCode).toBe(200);
  });

  it('is Anna’s alone to make and stop: Ben’s stop leaves her link working', async () => {
    const { token } = (await call(anna.cookie, 'POST', '/api/wish/share')).json().data;
    expect((await call(ben.cookie, 'GET', '/api/wish/share')).json().data).toEqual({ sharedSince: null });
    expect((await call(ben.cookie, 'DELETE', '/api/wish/share')).statusCode).toBe(200);
    expect((await call(ben.cookie, 'DELETE', `/api/wish/share?token=${token}`)).statusCode).toBeLessThan(500);
    expect((await call(null, 'GET', `/api/shared-wish-lists/${token}`)).statusCode).toBe(200);
    // Signed out, nobody makes or stops one.
    expect((await call(null, 'POST', '/api/wish/share')).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/wish/share')).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/shared-wish-lists/${token}`)).statusCode).toBe(200);
  });

  it('refuses a currency of the wrong type with a sentence', async () => {
    const { token } = (await call(anna.cookie, 'POST', '/api/wish/share')).json().data;
    const answer = await call(null, 'GET', `/api/shared-wish-lists/${token}?currency=GBP`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessages.join(' ')).toMatch(/currency/);
  });
});
