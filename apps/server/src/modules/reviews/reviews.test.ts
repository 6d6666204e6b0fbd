import type { OrderDetail } from '@facet/contracts/orders';
import type { Role } from '@facet/contracts/permissions';
import {
  ALREADY_REVIEWED_MESSAGE,
  type CustomerReviewRecord,
  NO_SUCH_ORDER_LINE_MESSAGE,
  NOT_A_REVIEW_PICTURE_MESSAGE,
  NOT_DELIVERED_MESSAGE,
  type ProductReviews,
  type ReviewPage,
  type StaffReviewPage,
  type StaffReviewRecord,
  TOO_MANY_REVIEW_PICTURES_MESSAGE,
} from '@facet/contracts/reviews';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';

/*
 * Reviews (/api/reviews): a customer reviews a line of their delivered order once, with up to
 * three of their own pictures; staff of the Jewelleries area publish or hide it (audited); only
 * approved reviews show, on /api/reviews and a piece's list with its average and count.
 */

let t: TestApp;
let png: Buffer;
let earring: string;
let productId: number;
/** A customer with a delivered order (a piece and a stone) and a paid one not yet delivered. */
let asha: { id: string; cookie: string };
let delivered: OrderDetail;
let undelivered: OrderDetail;
/** Another customer, with a delivered order of their own. */
let ben: { id: string; cookie: string };
let bensOrder: OrderDetail;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

async function moveAs(role: Role, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    headers: { cookie: await t.cookieFor(role) },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function deliver(order: OrderDetail) {
  await moveAs('Manager', { id: order.id, status: 'Processing' });
  await moveAs('Manager', {
    id: order.id,
    status: 'Shipped',
    trackingNumber: `BD ${order.id} IN`,
    huids: huidsFor(order),
  });
  await moveAs('Manager', { id: order.id, status: 'Delivered' });
}

function review(orderLineId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderLineId,
    rating: 5,
    title: 'Sparkles all day',
    text: 'Beautifully made and exactly as pictured; the clasp is sturdy.',
    ...overrides,
  };
}

function post(cookie: string | null, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    ...(cookie ? { headers: { cookie } } : {}),
    payload,
  });
}

async function call(method: 'GET' | 'PUT', url: string, role: Role | null, payload?: object) {
  const cookie = role ? await t.cookieFor(role) : undefined;
  return t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

function upload(cookie: string | null, data = png, contentType = 'image/png', remoteAddress = '127.0.0.1') {
  const body = multipartFile({ filename: 'review.png', contentType, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews/picture',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
    remoteAddress,
  });
}

async function pictureOf(cookie: string): Promise<string> {
  const response = await upload(cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const lineOf = (order: OrderDetail, kind: 'product' | 'stone') => order.lines.find((line) => line.kind === kind)!;

async function productReviews(sku = earring): Promise<ProductReviews> {
  const response = await call('GET', `/api/reviews/product/${encodeURIComponent(sku)}?pageSize=50`, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function publicReviews(query = ''): Promise<ReviewPage> {
  const response = await call('GET', `/api/reviews?pageSize=100${query}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 170, b: 90 } } })
    .png()
    .toBuffer();
  // A piece no demo review is about, so the figures below are this file's own.
  const piece = await one<{ sku: string; product_id: number }>(
    sql`select v.sku, v.product_id from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where jt.name = 'Earring' and p.is_listed and v.is_active
           and not exists (select 1 from reviews r where r.product_id = p.id)
         order by v.id limit 1`,
  );
  earring = piece.sku;
  productId = piece.product_id;
  await insertStoneRow(t, { sku: 'REV-LOOSE-1', shape: 'Oval', carat: 1.01, costRupees: 300_000 });
  await insertStoneRow(t, { sku: 'REV-LOOSE-2', shape: 'Round', carat: 0.9, costRupees: 250_000 });

  const a = await checkoutCustomer(t, 'asha.reviews@example.com');
  asha = a;
  await t.database.db.execute(sql`update users set first_name = 'Asha', last_name = 'rao' where id = ${a.id}`);
  await addToBag(t, a.cookie, { kind: 'product', sku: earring });
  await addToBag(t, a.cookie, { kind: 'stone', sku: 'REV-LOOSE-1' });
  delivered = await placeAndPay(t, a.cookie, a.addressId);
  await deliver(delivered);
  await addToBag(t, a.cookie, { kind: 'product', sku: earring });
  undelivered = await placeAndPay(t, a.cookie, a.addressId);

  const b = await checkoutCustomer(t, 'ben.reviews@example.com');
  ben = b;
  await addToBag(t, b.cookie, { kind: 'stone', sku: 'REV-LOOSE-2' });
  bensOrder = await placeAndPay(t, b.cookie, b.addressId);
  await deliver(bensOrder);
});

afterAll(async () => {
  await t?.close();
});

describe('writing a review (POST /api/reviews)', () => {
  it('refuses a signed-out visitor, a line never bought, another customer’s line and an order not yet delivered', async () => {
    expect((await post(null, review(lineOf(delivered, 'product').id))).statusCode).toBe(401);

    const never = await post(asha.cookie, review(2_000_000_000));
    expect(never.statusCode).toBe(404);
    expect(never.json().errorMessages).toEqual([NO_SUCH_ORDER_LINE_MESSAGE]);

    // Ben's line is answered exactly as a line that does not exist: nothing about it is revealed.
    const others = await post(asha.cookie, review(lineOf(bensOrder, 'stone').id));
    expect(others.statusCode).toBe(404);
    expect(others.json().errorMessages).toEqual([NO_SUCH_ORDER_LINE_MESSAGE]);

    const early = await post(asha.cookie, review(lineOf(undelivered, 'product').id));
    expect(early.statusCode).toBe(422);
    expect(early.json().errorMessages).toEqual([NOT_DELIVERED_MESSAGE]);

    const count = await one<{ n: number }>(sql`select count(*)::int as n from reviews where user_id = ${asha.id}`);
    expect(count.n).toBe(0);
  });

  it('answers bad input with a readable 400: a rating of 0 or 6, a 10 kB title, too short a text', async () => {
    const lineId = lineOf(delivered, 'product').id;
    for (const rating of [0, 6, 4.5]) {
      const response = await post(asha.cookie, review(lineId, { rating }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages.join(' ')).toMatch(/rating/i);
    }
    const long = await post(asha.cookie, review(lineId, { title: 'x'.repeat(10_000) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessages.join(' ')).toMatch(/title/i);
    const short = await post(asha.cookie, review(lineId, { text: 'Nice.' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errorMessages.join(' ')).toMatch(/text/i);
    const missing = await post(asha.cookie, { orderLineId: lineId });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses pictures that are not pictures, four pictures, and someone else’s picture', async () => {
    const lineId = lineOf(delivered, 'product').id;
    const notPicture = await upload(asha.cookie, Buffer.from('this is not a picture at all'), 'image/png');
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().errorMessages[0]).toMatch(/picture|image/i);
    expect((await upload(null)).statusCode).toBe(401);

    const four = await Promise.all([1, 2, 3, 4].map(() => pictureOf(asha.cookie)));
    const tooMany = await post(asha.cookie, review(lineId, { pictureIds: four }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMessages.join(' ')).toContain(TOO_MANY_REVIEW_PICTURES_MESSAGE);

    const bens = await pictureOf(ben.cookie);
    const stolen = await post(asha.cookie, review(lineId, { pictureIds: [bens] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errorMessages).toEqual([NOT_A_REVIEW_PICTURE_MESSAGE]);

    const unknown = await post(asha.cookie, review(lineId, { pictureIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessages).toEqual([NOT_A_REVIEW_PICTURE_MESSAGE]);
    const count = await one<{ n: number }>(sql`select count(*)::int as n from reviews where user_id = ${asha.id}`);
    expect(count.n).toBe(0);
  });

  it('keeps a review of a delivered line, pending, with its pictures; a second review of the line is a conflict', async () => {
    const lineId = lineOf(delivered, 'product').id;
    const pictures = [await pictureOf(asha.cookie), await pictureOf(asha.cookie)];
    const created = await post(asha.cookie, review(lineId, { pictureIds: pictures, rating: 4 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ orderLineId: lineId, state: 'pending', rating: 4 });
    const row = await one<{ product_id: number; stone_id: number | null; author_name: string; pictures: number }>(
      sql`select r.product_id, r.stone_id, r.author_name,
                 (select count(*)::int from review_pictures rp where rp.review_id = r.id) as pictures
            from reviews r where r.order_line_id = ${lineId}`,
    );
    expect(row).toEqual({ product_id: productId, stone_id: null, author_name: 'Asha R.', pictures: 2 });

    const again = await post(asha.cookie, review(lineId));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual([ALREADY_REVIEWED_MESSAGE]);

    // A claimed picture cannot be claimed again, and the purge job leaves it alone.
    const reuse = await post(asha.cookie, review(lineOf(delivered, 'stone').id, { pictureIds: [pictures[0]] }));
    expect(reuse.statusCode).toBe(400);
    await purgeOrphanMedia(t.database.db, { olderThanMs: 0 });
    const kept = await one<{ n: number }>(
      sql`select count(*)::int as n from media where id in (${pictures[0]}::uuid, ${pictures[1]}::uuid)`,
    );
    expect(kept.n).toBe(2);

    // Pending: not shown anywhere public yet.
    expect((await productReviews()).reviewCount).toBe(0);
    expect((await publicReviews()).records.some((record) => record.subject.id === productId)).toBe(false);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/for-customer?orderId=${delivered.id}`,
      headers: { cookie: asha.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect((mine.json().data as CustomerReviewRecord[]).map((r) => [r.orderLineId, r.state])).toEqual([
      [lineId, 'pending'],
    ]);
    const bensView = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/for-customer?orderId=${delivered.id}`,
      headers: { cookie: ben.cookie },
    });
    expect(bensView.json().data).toEqual([]);
  });

  it('makes one review when the same line is reviewed twice at once', async () => {
    const lineId = lineOf(bensOrder, 'stone').id;
    const answers = await Promise.all([
      post(ben.cookie, review(lineId, { title: 'First' })),
      post(ben.cookie, review(lineId, { title: 'Second' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const count = await one<{ n: number }>(sql`select count(*)::int as n from reviews where order_line_id = ${lineId}`);
    expect(count.n).toBe(1);
  });
});

describe('moderating reviews (GET /api/reviews/staff, PUT /api/reviews/{id}/state)', () => {
  it('lets the Jewelleries area in and keeps everyone else out', async () => {
    for (const role of ['Admin', 'Manager', 'JewelleryManager'] as const) {
      expect((await call('GET', '/api/reviews/staff', role)).statusCode).toBe(200);
    }
    for (const role of ['StoneManager', 'Customer'] as const) {
      expect((await call('GET', '/api/reviews/staff', role)).statusCode).toBe(403);
      expect((await call('PUT', '/api/reviews/1/state', role, { state: 'approved' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/reviews/staff', null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/reviews/1/state', 'Admin', { state: 'pending' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/reviews/2000000000/state', 'Admin', { state: 'hidden' })).statusCode).toBe(404);
    expect((await call('GET', '/api/reviews/staff?state=lost', 'Admin')).statusCode).toBe(400);
  });

  it('publishes a review (audited) so it shows with the average and count, and hiding takes it away', async () => {
    const pending = (await call('GET', '/api/reviews/staff?pageSize=100', 'JewelleryManager')).json()
      .data as StaffReviewPage;
    const mine = pending.records.find((record) => record.subject.id === productId && record.subject.kind === 'product');
    expect(mine).toMatchObject({
      state: 'pending',
      orderNumber: delivered.number,
      customer: { email: 'asha.reviews@example.com' },
      authorName: 'Asha R.',
    });
    expect(mine!.pictures).toHaveLength(2);

    const contentBefore = t.app.referenceCache.generationOf('content');
    const approved = await call('PUT', `/api/reviews/${mine!.id}/state`, 'JewelleryManager', { state: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    // Announced, so kept product pages are dropped and show it at once.
    expect(t.app.referenceCache.generationOf('content')).toBeGreaterThan(contentBefore);
    expect((approved.json().data as StaffReviewRecord).state).toBe('approved');
    const audit = await one<{ action: string; after: { state: string } }>(
      sql`select action, after from audit_log where entity_type = 'review' and entity_id = ${String(mine!.id)}
           order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'review.state-changed', after: { state: 'approved' } });

    // Asha's stone, reviewed and published too: /api/reviews lists pieces and stones alike.
    const stoneReview = await post(asha.cookie, review(lineOf(delivered, 'stone').id, { rating: 3, title: 'Good' }));
    expect(stoneReview.statusCode).toBe(201);
    await call('PUT', `/api/reviews/${stoneReview.json().data.id}/state`, 'Admin', { state: 'approved' });

    const piece = await productReviews();
    expect(piece).toMatchObject({ reviewCount: 1, averageRating: 4, totalRecords: 1 });
    expect(piece.records[0]).toMatchObject({
      rating: 4,
      authorName: 'Asha R.',
      subject: { kind: 'product', id: productId, url: `/product/${earring}` },
    });
    expect(JSON.stringify(piece)).not.toContain('asha.reviews@example.com');
    // Any variant's SKU, in any case, names the piece.
    expect((await productReviews(earring.toUpperCase())).reviewCount).toBe(1);

    const all = await publicReviews();
    expect(all.records.find((record) => record.subject.sku === 'REV-LOOSE-1')).toMatchObject({
      rating: 3,
      subject: { kind: 'stone', url: '/stone/REV-LOOSE-1' },
    });
    // Paged, newest first: the second page of one holds the second newest.
    const second = (await call('GET', '/api/reviews?pageSize=1&pageNo=2', null)).json().data as ReviewPage;
    expect(second.totalRecords).toBe(all.totalRecords);
    expect(second.records.map((record) => record.id)).toEqual([all.records[1]!.id]);
    const past = (await call('GET', '/api/reviews?pageSize=1&pageNo=1000', null)).json().data as ReviewPage;
    expect(past).toEqual({ records: [], totalRecords: all.totalRecords });
    const stones = await publicReviews('&kind=stone');
    expect(stones.records.every((record) => record.subject.kind === 'stone')).toBe(true);
    const earrings = await publicReviews('&kind=Earring&rating=4');
    expect(earrings.records.some((record) => record.subject.id === productId)).toBe(true);
    expect(earrings.records.every((record) => record.rating === 4)).toBe(true);
    expect((await call('GET', '/api/reviews?rating=6', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/reviews?kind=Tiara', null)).statusCode).toBe(400);

    // Ben's review (pending) is still not public; newest first holds on the staff list.
    expect(all.records.some((record) => record.subject.sku === 'REV-LOOSE-2')).toBe(false);

    const hidden = await call('PUT', `/api/reviews/${mine!.id}/state`, 'Manager', { state: 'hidden' });
    expect(hidden.statusCode).toBe(200);
    expect(await productReviews()).toMatchObject({ reviewCount: 0, averageRating: null, records: [] });
    expect((await publicReviews()).records.some((record) => record.subject.id === productId)).toBe(false);
    const states = (
      await t.app.inject({
        method: 'GET',
        url: `/api/reviews/for-customer?orderId=${delivered.id}`,
        headers: { cookie: asha.cookie },
      })
    ).json().data as CustomerReviewRecord[];
    expect(states.map((state) => state.state).sort()).toEqual(['approved', 'hidden']);
  });

  it('answers 404 for the reviews of a piece that does not exist', async () => {
    const response = await call('GET', '/api/reviews/product/no-such-piece', null);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMessages[0]).toMatch(/no such piece/i);
  });
});

describe('review picture rate limit', () => {
  it('counts picture uploads per client address', async () => {
    const allowed = rateLimits.reviewPicture.perAddress.points;
    for (let i = 0; i < allowed; i += 1) {
      expect((await upload(asha.cookie, png, 'image/png', '203.0.113.77')).statusCode).toBe(201);
    }
    const refused = await upload(asha.cookie, png, 'image/png', '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessages[0]).toMatch(/wait .* and try again/i);
    // Another address is not held back.
    expect((await upload(asha.cookie, png, 'image/png', '203.0.113.78')).statusCode).toBe(201);
  });
});
