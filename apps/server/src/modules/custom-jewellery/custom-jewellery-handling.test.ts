import { auditLog } from '@facet/db/schema/audit-log';
import { customJewelleryPictures, customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customJewelleryCalls, referencePng } from './custom-jewellery.test-support.ts';

/*
 * What becomes of a custom jewellery request once sent: staff of the Custom Jewelleries area
 * list, read, move, reply to and delete requests, each change audited; a signed-in shopper lists
 * their own. Sending one is custom-jewellery-sending.test.ts.
 */

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await referencePng();
});
afterAll(() => t.close());

const { fresh, request, send, pictureId, call, rowsFrom, idOf, anotherCustomerCookie } = customJewelleryCalls(
  () => t,
  () => png,
);

describe('custom jewellery in the back-office', () => {
  it('lists newest first, searched and filtered by state; one request with its pictures', async () => {
    const tag = `tanzanite${Date.now()}`;
    const emails = [fresh().email, fresh().email];
    const picture = await pictureId();
    await send(request({ email: emails[0], name: `Ravi ${tag}`, pictures: [picture] }));
    await send(request({ email: emails[1], stonePreference: `A ${tag} centre stone` }));
    const all = await call('GET', `/api/custom-jewellery?search=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.totalRecords).toBe(2);
    expect(all.json().data.records.map((r: { email: string }) => r.email)).toEqual([...emails].reverse());
    const quotedOnly = await call('GET', `/api/custom-jewellery?search=${tag}&state=quoted`);
    expect(quotedOnly.json().data.totalRecords).toBe(0);

    const id = await idOf(emails[0]!);
    const one = await call('GET', `/api/custom-jewellery/${id}`, 'Manager');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id, state: 'new', fromCustomer: false, budgetMin: 15_000_000 });
    expect(one.json().data.pictures).toEqual([
      expect.objectContaining({ id: picture, url: expect.stringMatching(/^\/media\/custom-jewellery\//) }),
    ]);
    expect((await call('GET', '/api/custom-jewellery/2147483647')).statusCode).toBe(404);
  });

  it('changes the state with a note and a quoted price, audited', async () => {
    const email = fresh().email;
    await send(request({ email }));
    const id = await idOf(email);
    const noPrice = await call('PUT', '/api/custom-jewellery/state', 'JewelleryManager', { id, state: 'quoted' });
    expect(noPrice.statusCode).toBe(400);
    const quoted = await call('PUT', '/api/custom-jewellery/state', 'Admin', {
      id,
      state: 'quoted',
      note: 'Quoted for platinum with a 1.52 ct oval.',
      quotedPrice: 21_500_000,
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data).toMatchObject({
      state: 'quoted',
      quotedPrice: 21_500_000,
      staffNote: 'Quoted for platinum with a 1.52 ct oval.',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'custom-jewellery'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({
      action: 'custom-jewellery.state-changed',
      before: { state: 'new', quotedPrice: null },
      after: { state: 'quoted', quotedPrice: 21_500_000 },
    });
    const missing = await call('PUT', '/api/custom-jewellery/state', 'Admin', { id: 2147483647, state: 'accepted' });
    expect(missing.statusCode).toBe(404);
  });

  it('replies by e-mail through the outbox, audited', async () => {
    const email = fresh().email;
    await send(request({ email }));
    const id = await idOf(email);
    const before = await lastMessageId(t.database.db);
    const reply = await call('POST', '/api/custom-jewellery/reply', 'Manager', {
      id,
      message: 'We can make this in platinum; may we call you on Monday?',
    });
    expect(reply.statusCode).toBe(200);
    const sent = await messagesTo(t.database.db, email, before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^About your custom jewellery request/);
    expect(sent[0]!.text).toContain('may we call you on Monday?');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'custom-jewellery.replied'), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
  });

  it('deletes a request with its picture links, audited', async () => {
    const email = fresh().email;
    const picture = await pictureId();
    await send(request({ email, pictures: [picture] }));
    const id = await idOf(email);
    const deleted = await call('DELETE', `/api/custom-jewellery/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await rowsFrom(email)).toHaveLength(0);
    expect(
      await t.database.db.select().from(customJewelleryPictures).where(eq(customJewelleryPictures.mediaId, picture)),
    ).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'custom-jewellery.deleted'), eq(auditLog.entityId, String(id))));
    expect(entry?.before).toMatchObject({ email, kind: 'engagement_ring' });
    expect((await call('DELETE', `/api/custom-jewellery/${id}`)).statusCode).toBe(404);
  });

  it('is refused to other roles: signed out 401, Customer and StoneManager 403', async () => {
    const email = fresh().email;
    await send(request({ email }));
    const id = await idOf(email);
    const attempts: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/custom-jewellery'],
      ['GET', `/api/custom-jewellery/${id}`],
      ['PUT', '/api/custom-jewellery/state', { id, state: 'declined' }],
      ['POST', '/api/custom-jewellery/reply', { id, message: 'Hello there' }],
      ['DELETE', `/api/custom-jewellery/${id}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'Customer', payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, 'StoneManager', payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await rowsFrom(email);
    expect(row!.state).toBe('new');
  });
});

describe('a customer’s own requests', () => {
  it('lists only theirs, without the staff note; signed out is refused', async () => {
    const other = await anotherCustomerCookie();
    const mine = fresh().email;
    await send(
      request({
        email: mine,
        description: 'Mine: a pair of jhumka earrings in rose gold.',
        kind: 'earrings',
        ringSize: null,
      }),
      fresh().address,
      other.cookie,
    );
    await send(
      request({ description: 'Someone else’s: a plain wedding band.' }),
      fresh().address,
      await t.cookieFor('Customer'),
    );
    await send(request({ email: mine, description: 'Sent signed out with the same e-mail address.' }));
    const id = await idOf(mine).then(async () => {
      const rows = await t.database.db
        .select()
        .from(customJewelleryRequests)
        .where(eq(customJewelleryRequests.userId, other.userId));
      return rows[0]!.id;
    });
    await call('PUT', '/api/custom-jewellery/state', 'Admin', {
      id,
      state: 'in_discussion',
      note: 'Staff only: call after 6 pm.',
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/custom-jewellery/for-customer',
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.totalRecords).toBe(1);
    expect(response.json().data.records[0]).toMatchObject({
      id,
      state: 'in_discussion',
      staffNote: null,
      kind: 'earrings',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/custom-jewellery/for-customer' })).statusCode).toBe(401);
  });
});
