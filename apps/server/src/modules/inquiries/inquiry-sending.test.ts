import { INQUIRY_RECEIVED } from '@facet/contracts/inquiries';
import { queryRows } from '@facet/db/client';
import { stones } from '@facet/db/schema/stones';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { inquiryCalls } from './inquiries.test-support.ts';

interface IdRow {
  id: number;
}

interface JobCountRow {
  n: string | number;
}

interface FirstVariantRow {
  id: number;
  sku: string;
  product_id: number;
  name: string;
}

interface UserIdRow {
  id: string;
}

/*
 * Sending an inquiry (POST /api/inquiry): anyone sends one, limited per e-mail address and per
 * client address, with a honeypot for bots; the shopper and the shop's contact address are
 * e-mailed through the outbox. Staff's side: inquiries-back-office.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { fresh, inquiry, send, call, rowsFrom } = inquiryCalls(() => t);

/** A stone written straight to the table (the stones API is another module's). */
async function insertStone(sku: string) {
  const [shape] = await queryRows<IdRow>(t.database.db, sql`select id from stone_shapes where name = 'Oval'`);
  const [category] = await queryRows<IdRow>(
    t.database.db,
    sql`select id from stone_categories where name = 'Lab Grown Diamond'`,
  );
  const [stone] = await t.database.db
    .insert(stones)
    .values({
      sku,
      stoneCategoryId: category!.id,
      stoneShapeId: shape!.id,
      carat: 152,
      color: 'F',
      clarity: 'VS1',
      cut: 'Excellent',
      cost: 9_500_000,
    })
    .returning();
  return stone!;
}

describe('sending an inquiry', () => {
  it('keeps it, answers with a sentence, and e-mails the shopper and the shop', async () => {
    const before = await lastMessageId(t.database.db);
    const payload = inquiry({ email: 'Asha.Menon.Send@Example.org' });
    const response = await send(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      statusCode: 201,
      errorMessages: [],
      data: { message: INQUIRY_RECEIVED },
      isSuccess: true,
    });
    const [row] = await rowsFrom('asha.menon.send@example.org');
    expect(row).toMatchObject({
      name: 'Asha Menon',
      phoneNumber: '+919820012345',
      message: payload.message,
      sku: null,
      stoneId: null,
      productVariantId: null,
      userId: null,
      state: 'new',
    });

    const toShopper = await messagesTo(t.database.db, 'asha.menon.send@example.org', before);
    expect(toShopper.map((m) => m.subject)).toEqual([`We have your question — ${t.config.company.businessName}`]);
    expect(toShopper[0]!.text).toContain(payload.message);
    const toShop = await messagesTo(t.database.db, t.config.company.email, before);
    expect(toShop).toHaveLength(1);
    expect(toShop[0]!.subject).toBe('New inquiry from Asha Menon');
    expect(toShop[0]!.text).toContain('asha.menon.send@example.org');
    expect(toShop[0]!.links).toEqual([`http://shop.test/inquiries/detail/${row!.id}`]);
    // Queued for the delivery job, never sent inline.
    expect([...toShopper, ...toShop].map((m) => m.state)).toEqual(['queued', 'queued']);
    const jobs = await queryRows<JobCountRow>(
      t.database.db,
      sql`select count(*) as n from jobs where kind = 'messages.deliver' and (payload->>'messageId')::int > ${before}`,
    );
    expect(Number(jobs[0]!.n)).toBe(2);
  });

  it('links the stone its SKU names, whatever the case, and says what it is in the shop’s e-mail', async () => {
    const stone = await insertStone('INQ-LG-152');
    const email = fresh().email;
    const before = await lastMessageId(t.database.db);
    expect((await send(inquiry({ email, sku: 'inq-lg-152' }))).statusCode).toBe(201);
    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({ sku: 'inq-lg-152', stoneId: stone.id, productVariantId: null });
    const [toShop] = await messagesTo(t.database.db, t.config.company.email, before);
    expect(toShop!.subject).toBe(
      'New inquiry from Asha Menon about 1.52 ct Oval laboratory-grown diamond (INQ-LG-152)',
    );

    const detail = await call('GET', `/api/inquiry/${row!.id}`);
    expect(detail.json().data).toMatchObject({
      sku: 'inq-lg-152',
      stone: { id: stone.id, sku: 'INQ-LG-152', name: '1.52 ct Oval laboratory-grown diamond', state: 'available' },
      product: null,
    });
  });

  it('links the jewellery variant its SKU names', async () => {
    const [variant] = await queryRows<FirstVariantRow>(
      t.database.db,
      sql`select v.id, v.sku, v.product_id, p.name from product_variants v join products p on p.id = v.product_id
           order by v.id limit 1`,
    );
    const email = fresh().email;
    expect((await send(inquiry({ email, sku: variant!.sku.toUpperCase() }))).statusCode).toBe(201);
    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({ stoneId: null, productVariantId: variant!.id });
    const detail = await call('GET', `/api/inquiry/${row!.id}`);
    expect(detail.json().data.product).toEqual({
      id: variant!.product_id,
      name: variant!.name,
      variantSku: variant!.sku,
    });
  });

  it('keeps an unknown SKU as text, without a link: no error', async () => {
    const email = fresh().email;
    expect((await send(inquiry({ email, sku: 'LG-SOLD-LONG-AGO' }))).statusCode).toBe(201);
    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({ sku: 'LG-SOLD-LONG-AGO', stoneId: null, productVariantId: null });
  });

  it('keeps the stone’s text once the stone is deleted', async () => {
    const stone = await insertStone('INQ-GONE-1');
    const email = fresh().email;
    await send(inquiry({ email, sku: 'INQ-GONE-1' }));
    await t.database.db.delete(stones).where(eq(stones.id, stone.id));
    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({ sku: 'INQ-GONE-1', stoneId: null });
  });

  it('takes no phone number, and an empty one, as none', async () => {
    const email = fresh().email;
    const { phoneNumber: _phone, ...withoutPhone } = inquiry({ email });
    expect((await send(withoutPhone)).statusCode).toBe(201);
    const other = fresh().email;
    expect((await send(inquiry({ email: other, phoneNumber: '', sku: '' }))).statusCode).toBe(201);
    expect((await rowsFrom(email))[0]!.phoneNumber).toBeNull();
    expect((await rowsFrom(other))[0]).toMatchObject({ phoneNumber: null, sku: null });
  });

  it('keeps the signed-in shopper’s account with it', async () => {
    const email = fresh().email;
    expect((await send(inquiry({ email }), fresh().address, await t.cookieFor('Customer'))).statusCode).toBe(201);
    const [customer] = await queryRows<UserIdRow>(
      t.database.db,
      sql`select id from users where email = 'customer@example.com'`,
    );
    const [row] = await rowsFrom(email);
    expect(row!.userId).toBe(customer!.id);
    const detail = await call('GET', `/api/inquiry/${row!.id}`);
    expect(detail.json().data.fromCustomer).toBe(true);
  });

  it('answers a filled-in honeypot exactly as a real inquiry, but keeps and sends nothing', async () => {
    const before = await lastMessageId(t.database.db);
    const email = fresh().email;
    const trapped = await send(inquiry({ email, website: 'https://cheap-pills.example' }));
    const real = await send(inquiry());
    expect(trapped.statusCode).toBe(201);
    expect(trapped.json()).toEqual(real.json());
    expect(await rowsFrom(email)).toEqual([]);
    expect(await messagesTo(t.database.db, email, before)).toEqual([]);
    // Only the real inquiry's notification reached the shop.
    expect(await messagesTo(t.database.db, t.config.company.email, before)).toHaveLength(1);
  });

  it.each([
    ['no name', { name: '' }, 'name: must not be empty'],
    [
      'a name that hides text',
      { name: 'Asha\u202E Menon' },
      'name: must not contain invisible or direction-changing characters',
    ],
    ['a wrong e-mail address', { email: 'asha@' }, 'email: must be a valid e-mail address'],
    ['a wrong phone number', { phoneNumber: '12' }, 'phoneNumber: must be a phone number, e.g. +91 98200 12345'],
    ['a message too short', { message: 'Hello?' }, 'message: must be at least 10 characters'],
    ['a message too long', { message: 'x'.repeat(2001) }, 'message: must be at most 2000 characters'],
    [
      'a message with a direction override',
      { message: 'Is it \u202Eavailable?!' },
      'message: must not contain invisible or direction-changing characters',
    ],
    ['an overlong SKU', { sku: 'x'.repeat(101) }, 'sku: must be at most 100 characters'],
  ])('refuses %s with a readable sentence, and keeps nothing', async (_what, overrides, expected) => {
    const payload = inquiry(overrides);
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([expected]);
    expect(await rowsFrom(String(payload.email))).toEqual([]);
  });

  it('refuses a missing message and a body that is not an object', async () => {
    const { message: _message, ...withoutMessage } = inquiry();
    const missing = await send(withoutMessage);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages).toEqual(['message: is required']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
  });
});

describe('inquiry rate limits', () => {
  const WAIT = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

  it('count per e-mail address, whatever the client address', async () => {
    const perTarget = rateLimits.inquiry.perTarget.points;
    const email = fresh().email;
    const statuses = [];
    for (let i = 0; i < perTarget; i += 1) {
      statuses.push((await send(inquiry({ email: i % 2 ? email.toUpperCase() : email }))).statusCode);
    }
    expect(statuses).toEqual(Array(perTarget).fill(201));
    const refused = await send(inquiry({ email }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessages[0]).toMatch(WAIT);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsFrom(email)).toHaveLength(perTarget);
    // A bot filling the honeypot is counted (and refused) like anyone.
    expect((await send(inquiry({ email, website: 'x' }))).statusCode).toBe(429);
  });

  it('count per client address, whatever the e-mail address', async () => {
    const perAddress = rateLimits.inquiry.perAddress.points;
    const address = fresh().address;
    const statuses = [];
    for (let i = 0; i < perAddress; i += 1) statuses.push((await send(inquiry(), address)).statusCode);
    expect(statuses).toEqual(Array(perAddress).fill(201));
    const refused = await send(inquiry(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessages[0]).toMatch(WAIT);
    expect((await send(inquiry(), fresh().address)).statusCode).toBe(201);
  });
});
