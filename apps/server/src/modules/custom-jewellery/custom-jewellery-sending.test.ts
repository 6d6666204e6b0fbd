import {
  BUDGET_ORDER_MESSAGE,
  CUSTOM_JEWELLERY_RECEIVED,
  NOT_A_REFERENCE_PICTURE_MESSAGE,
  REPEATED_PICTURE_MESSAGE,
  TOO_MANY_PICTURES_MESSAGE,
} from '@facet/contracts/custom-jewellery';
import { MAX_UPLOAD_BYTES } from '@facet/contracts/media-sizes';
import { customJewelleryPictures } from '@facet/db/schema/custom-jewellery';
import { media } from '@facet/db/schema/media';
import { users } from '@facet/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';
import { customJewelleryCalls, referencePng } from './custom-jewellery.test-support.ts';

/*
 * Sending a custom jewellery request (/api/custom-jewellery): anyone uploads reference pictures
 * and sends a request (rate-limited, with a honeypot); the shopper and the shop are e-mailed
 * through the outbox; bad input is refused with sentences, never a 500. What becomes of a request
 * once sent is custom-jewellery-handling.test.ts.
 */

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await referencePng();
});
afterAll(() => t.close());

const { fresh, request, send, uploadPicture, pictureId, call, rowsFrom } = customJewelleryCalls(
  () => t,
  () => png,
);

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
