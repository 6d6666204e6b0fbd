import {
  BUDGET_ORDER_MESSAGE,
  CUSTOM_JEWELLERY_RECEIVED,
  NOT_A_REFERENCE_PICTURE_MESSAGE,
  REPEATED_PICTURE_MESSAGE,
  TOO_MANY_PICTURES_MESSAGE,
} from '@facet/contracts/custom-jewellery';
import { MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import type { Role } from '@facet/contracts/permissions';
import { auditLog } from '@facet/db/schema/audit-log';
import { customJewelleryPictures, customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { media } from '@facet/db/schema/media';
import { users } from '@facet/db/schema/users';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';
import { createSession, SESSION_COOKIE } from '../sessions/sessions.service.ts';

/*
 * Custom jewellery requests (/api/custom-jewellery): anyone uploads reference pictures and sends
 * a request (rate-limited, with a honeypot); the shopper and the shop are e-mailed through the
 * outbox; staff of the Custom Jewelleries area list, read, move, reply to and delete requests,
 * each change audited; a signed-in shopper lists their own.
 */

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 170, b: 90 } } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

let serial = 0;
/** A client address and an e-mail address of their own per call, so rate limits never interfere. */
function fresh() {
  serial += 1;
  return { address: `203.0.113.${serial % 250}`, email: `meera.${serial}.${Date.now()}@example.org` };
}

function request(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meera Iyer',
    email: fresh().email,
    phoneNumber: '+91 98200 12345',
    kind: 'engagement_ring',
    metal: 'Platinum',
    stonePreference: 'An oval lab-grown diamond, about 1.5 ct',
    budgetMin: 15_000_000,
    budgetMax: 25_000_000,
    currency: 'INR',
    ringSize: '6.5',
    deadline: '2027-02-14',
    description: 'A vintage-style halo ring like my grandmother’s, with milgrain edges.',
    ...overrides,
  };
}

function send(payload: object, remoteAddress = fresh().address, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/custom-jewellery',
    payload,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function uploadPicture(data = png, remoteAddress = fresh().address, contentType = 'image/png') {
  const body = multipartFile({ filename: 'reference.png', contentType, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/custom-jewellery/picture',
    headers: body.headers,
    payload: body.payload,
    remoteAddress,
  });
}

async function pictureId(): Promise<string> {
  const response = await uploadPicture();
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  role: Role | null = 'JewelleryManager',
  payload?: object,
) {
  return t.injectAs(role, { method, url, payload });
}

async function rowsFrom(email: string) {
  return t.database.db.select().from(customJewelleryRequests).where(eq(customJewelleryRequests.email, email));
}

async function idOf(email: string): Promise<number> {
  const [row] = await rowsFrom(email);
  return row!.id;
}

/** A second customer account with a session, so "only their own" has someone else to hide. */
async function anotherCustomerCookie(): Promise<{ cookie: string; userId: string }> {
  const [user] = await t.database.db
    .insert(users)
    .values({ firstName: 'Kavya', lastName: 'Rao', email: `kavya.${Date.now()}@example.org`, role: 'Customer' })
    .returning();
  const { token } = await createSession(t.database.db, { userId: user!.id });
  return { cookie: `${SESSION_COOKIE}=${token}`, userId: user!.id };
}

describe('sending a custom jewellery request', () => {
  it('signed out: keeps it with its pictures in order, answers a sentence, e-mails the shopper and the shop', async () => {
    const before = await lastMessageId(t.database.db);
    const pictures = [await pictureId(), await pictureId()];
    const payload = request({ email: 'Meera.Iyer.Send@Example.org', pictures });
    const response = await send(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      statusCode: 201,
      errorMessages: [],
      data: { message: CUSTOM_JEWELLERY_RECEIVED },
      isSuccess: true,
    });
    const [row] = await rowsFrom('meera.iyer.send@example.org');
    expect(row).toMatchObject({
      name: 'Meera Iyer',
      phoneNumber: '+919820012345',
      kind: 'engagement_ring',
      metal: 'Platinum',
      budgetMin: 15_000_000,
      budgetMax: 25_000_000,
      currency: 'INR',
      ringSize: '6.5',
      deadline: '2027-02-14',
      userId: null,
      state: 'new',
    });
    const attached = await t.database.db
      .select()
      .from(customJewelleryPictures)
      .where(eq(customJewelleryPictures.requestId, row!.id))
      .orderBy(customJewelleryPictures.position);
    expect(attached.map((p) => p.mediaId)).toEqual(pictures);

    const toShopper = await messagesTo(t.database.db, 'meera.iyer.send@example.org', before);
    expect(toShopper).toHaveLength(1);
    expect(toShopper[0]!.subject).toMatch(/^We have your custom jewellery request/);
    expect(toShopper[0]!.text).toContain('vintage-style halo ring');
    const toShop = await messagesTo(t.database.db, t.config.company.email, before);
    expect(toShop).toHaveLength(1);
    expect(toShop[0]!.text).toContain(`/custom-jewelleries/detail/${row!.id}`);
  });

  it('signed in: links the request to the account', async () => {
    const email = fresh().email;
    const response = await send(request({ email }), fresh().address, await t.cookieFor('Customer'));
    expect(response.statusCode).toBe(201);
    const [row] = await rowsFrom(email);
    const [customer] = await t.database.db.select().from(users).where(eq(users.role, 'Customer')).limit(1);
    expect(row!.userId).toBe(customer!.id);
  });

  it('a filled-in honeypot is answered the same, but nothing is kept or sent', async () => {
    const before = await lastMessageId(t.database.db);
    const email = fresh().email;
    const response = await send(request({ email, website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toBe(CUSTOM_JEWELLERY_RECEIVED);
    expect(await rowsFrom(email)).toHaveLength(0);
    expect(await messagesTo(t.database.db, email, before)).toHaveLength(0);
  });

  it('refuses a budget whose most is below its least, with a sentence', async () => {
    const email = fresh().email;
    const response = await send(request({ email, budgetMin: 50_000, budgetMax: 40_000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages.join(' ')).toContain(BUDGET_ORDER_MESSAGE);
    expect(await rowsFrom(email)).toHaveLength(0);
    expect((await send(request({ budgetMin: 0, budgetMax: 10 }))).statusCode).toBe(400);
  });

  it('refuses bad fields readably, never a 500', async () => {
    for (const bad of [
      { kind: 'tiara' },
      { metal: 'Copper' },
      { ringSize: '42' },
      { kind: 'pendant', ringSize: '6.5' },
      { description: 'short' },
      { currency: 'EUR' },
      { deadline: '2027-02-30' },
      { budgetMin: 1.5 },
    ]) {
      const response = await send(request(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errorMessages.length).toBeGreaterThan(0);
    }
  });
});

describe('reference pictures', () => {
  it('are checked like every upload: a file that is not a picture is refused', async () => {
    const response = await uploadPicture(Buffer.from('%PDF-1.7 not a picture at all'), fresh().address, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages[0]).toMatch(/not a picture/);
  });

  it('are re-encoded to WebP under their own folder', async () => {
    const id = await pictureId();
    const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
    expect(row!.key).toMatch(/^custom-jewellery\//);
    expect(row!.uploadedBy).toBeNull();
  });

  it('refuses six pictures', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await pictureId());
    const email = fresh().email;
    const response = await send(request({ email, pictures: ids }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages.join(' ')).toContain(TOO_MANY_PICTURES_MESSAGE);
    expect(await rowsFrom(email)).toHaveLength(0);
  });

  it('refuses a picture already attached to another request, and nothing of the second is kept', async () => {
    const id = await pictureId();
    expect((await send(request({ pictures: [id] }))).statusCode).toBe(201);
    const email = fresh().email;
    const again = await send(request({ email, pictures: [await pictureId(), id] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessages).toEqual([NOT_A_REFERENCE_PICTURE_MESSAGE]);
    expect(await rowsFrom(email)).toHaveLength(0);
  });

  it('refuses a staff upload (a product picture) and an unknown id', async () => {
    const body = multipartFile({ filename: 'ring.png', contentType: 'image/png', data: png });
    const staffUpload = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: await t.cookieFor('JewelleryManager') },
      payload: body.payload,
    });
    expect(staffUpload.statusCode).toBe(201);
    for (const id of [staffUpload.json().data.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await send(request({ pictures: [id] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual([NOT_A_REFERENCE_PICTURE_MESSAGE]);
    }
  });

  it('attached pictures survive the orphan purge; unattached ones do not', async () => {
    const attached = await pictureId();
    const loose = await pictureId();
    expect((await send(request({ pictures: [attached] }))).statusCode).toBe(201);
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '2 days' where id in (${attached}, ${loose})`,
    );
    await purgeOrphanMedia(t.database.db);
    const left = await t.database.db
      .select({ id: media.id })
      .from(media)
      .where(sql`${media.id} in (${attached}, ${loose})`);
    expect(left.map((row) => row.id)).toEqual([attached]);
  });
});

describe('custom jewellery rate limits', () => {
  it('count requests per e-mail address, whatever the client address, bots included', async () => {
    const perTarget = rateLimits.customJewellery.perTarget.points;
    const email = fresh().email;
    const statuses = [];
    for (let i = 0; i < perTarget; i += 1) statuses.push((await send(request({ email }))).statusCode);
    expect(statuses).toEqual(Array(perTarget).fill(201));
    const refused = await send(request({ email }));
    expect(refused.statusCode).toBe(429);
    expect(await rowsFrom(email)).toHaveLength(perTarget);
    expect((await send(request({ email, website: 'x' }))).statusCode).toBe(429);
  });

  it('count picture uploads per client address', async () => {
    const perAddress = rateLimits.customJewelleryPicture.perAddress.points;
    const address = '192.0.2.77';
    const statuses = [];
    for (let i = 0; i < perAddress; i += 1) statuses.push((await uploadPicture(png, address)).statusCode);
    expect(statuses).toEqual(Array(perAddress).fill(201));
    expect((await uploadPicture(png, address)).statusCode).toBe(429);
    expect((await uploadPicture(png, '192.0.2.78')).statusCode).toBe(201);
  });
});

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

describe('bad input', () => {
  it('a 50 MB upload is answered 413 with a sentence, and nothing is kept', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(media);
    const response = await uploadPicture(Buffer.alloc(50 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      errorMessages: [`This file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB; upload a smaller picture.`],
    });
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(media);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a request answers 400 with sentences for a budget below its least, six pictures, a repeated picture', async () => {
    const budget = await send(request({ budgetMin: 9_000_000, budgetMax: 100 }));
    expect(budget.statusCode).toBe(400);
    expect(budget.json().errorMessages).toEqual([`budgetMax: ${BUDGET_ORDER_MESSAGE}`]);
    const ids = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const six = await send(request({ pictures: ids }));
    expect(six.statusCode).toBe(400);
    expect(six.json().errorMessages).toEqual([`pictures: ${TOO_MANY_PICTURES_MESSAGE}`]);
    const id = await pictureId();
    const twice = await send(request({ pictures: [id, id] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errorMessages).toEqual([`pictures: ${REPEATED_PICTURE_MESSAGE}`]);
    const notIds = await send(request({ pictures: ['not-an-id'] }));
    expect(notIds.statusCode).toBe(400);
  });

  it('odd spellings of a request’s id are 400 or 404, never a 500', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999', '1e3', '%20', '0x10']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await call(method, `/api/custom-jewellery/${id}`, 'Admin');
        expect([400, 404], `${method} ${id}: ${response.body}`).toContain(response.statusCode);
        expect(response.json().errorMessages[0]).toMatch(/^[A-Za-z].*\.$|^id: /);
      }
    }
    for (const id of [0, -1, 1.5, 'abc', 99_999_999_999]) {
      const state = await call('PUT', '/api/custom-jewellery/state', 'Admin', { id, state: 'declined' });
      expect(state.statusCode, `state ${id}`).toBe(400);
      const reply = await call('POST', '/api/custom-jewellery/reply', 'Admin', { id, message: 'Hello there' });
      expect(reply.statusCode, `reply ${id}`).toBe(400);
    }
  });
});
