import type { Role } from '@facet/contracts/permissions';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusalOf } from '../../lib/database-errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface CodeRow {
  code: string;
}

interface CouponAuditRow {
  action: string;
  actor_id: string | null;
  before: unknown;
  after: unknown;
}

interface StoredCouponRow {
  discount: number;
  usage_limit: number;
}

/*
 * Discount coupons in the back office (/api/discount-coupon): what a coupon may be, its life
 * (create, read, change, end, delete), where it stands today in India, the rules that keep a
 * used coupon's promise to shoppers, the audit log, and that only the Admin may manage them.
 * Applying one in the bag: the cart's tests.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/discount-coupon';

/** The day `days` after (or before) today in India, YYYY-MM-DD. */
function shopDay(days: number): string {
  const day = new Date(`${shopDateOf(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function draft(overrides: Record<string, unknown> = {}) {
  return {
    couponCode: 'Diwali-10',
    description: 'Festival of lights',
    discount: 10,
    limit: 100,
    startDate: shopDay(0),
    endDate: shopDay(30),
    ...overrides,
  };
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role: Role = 'Admin') {
  const cookie = await t.cookieFor(role);
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', URL, draft(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; couponCode: string; state: string; uses: number };
}

async function couponCodes() {
  const rows = await queryRows<CodeRow>(t.database.db, sql`select code from discount_coupons order by id`);
  return rows.map((row) => row.code);
}

async function auditOf(id: number) {
  return queryRows<CouponAuditRow>(
    t.database.db,
    sql`select action, actor_id, before, after from audit_log
         where entity_type = 'coupon' and entity_id = ${String(id)} order by id`,
  );
}

async function setUses(id: number, uses: number) {
  await queryRows(t.database.db, sql`update discount_coupons set uses = ${uses} where id = ${id}`);
}

describe('a coupon from creation to removal', () => {
  it('is created with its code in upper case, listed and read by id, in the audit log', async () => {
    const created = await call('POST', URL, draft({ couponCode: '  first-Order  ', discount: 12.5, limit: 50 }));
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toEqual({
      id: expect.any(Number),
      couponCode: 'FIRST-ORDER',
      description: 'Festival of lights',
      discount: 12.5,
      limit: 50,
      uses: 0,
      startDate: shopDay(0),
      endDate: shopDay(30),
      oneUsePerCustomer: false,
      endedAt: null,
      state: 'active',
      createDate: expect.any(String),
      updateDate: expect.any(String),
    });
    const [stored] = await queryRows<StoredCouponRow>(
      t.database.db,
      sql`select discount, usage_limit from discount_coupons where id = ${record.id}`,
    );
    expect(stored).toEqual({ discount: 1250, usage_limit: 50 });
    expect((await call('GET', `${URL}/${record.id}`)).json().data).toEqual(record);
    expect((await call('GET', URL)).json().data.records).toContainEqual(record);
    const [entry] = await auditOf(record.id);
    expect(entry).toMatchObject({
      action: 'coupon.created',
      actor_id: expect.any(String),
      after: { couponCode: 'FIRST-ORDER', discount: 12.5, limit: 50 },
    });
  });

  it('is scheduled before its first day, active on its days, expired after its last', async () => {
    expect((await create({ couponCode: 'LATER', startDate: shopDay(1), endDate: shopDay(9) })).state).toBe('scheduled');
    expect((await create({ couponCode: 'TODAY-ONLY', startDate: shopDay(0), endDate: shopDay(0) })).state).toBe(
      'active',
    );
    expect((await create({ couponCode: 'BYGONE', startDate: shopDay(-9), endDate: shopDay(-1) })).state).toBe(
      'expired',
    );
  });

  it('is changed, with before and after in the audit log', async () => {
    const { id } = await create({ couponCode: 'CHANGE-ME' });
    const changed = await call('PUT', URL, {
      ...draft({ couponCode: 'changed', discount: 15, limit: 10, oneUsePerCustomer: true }),
      id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id,
      couponCode: 'CHANGED',
      discount: 15,
      limit: 10,
      oneUsePerCustomer: true,
      state: 'active',
    });
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.created', 'coupon.changed']);
    expect(entries[1]).toMatchObject({
      before: { couponCode: 'CHANGE-ME', discount: 10 },
      after: { couponCode: 'CHANGED', discount: 15 },
    });
  });

  it('is ended at once (expired from then on), and a second end is refused', async () => {
    const { id } = await create({ couponCode: 'END-ME' });
    const ended = await call('PUT', `${URL}/end/${id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ id, state: 'expired', endedAt: expect.any(String) });
    const again = await call('PUT', `${URL}/end/${id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessages).toEqual(['This coupon is already over.']);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['coupon.created', 'coupon.ended']);
  });

  it('refuses to end a coupon past its last day', async () => {
    const { id } = await create({ couponCode: 'LONG-GONE', startDate: shopDay(-9), endDate: shopDay(-1) });
    const ended = await call('PUT', `${URL}/end/${id}`);
    expect(ended.statusCode).toBe(422);
    expect(ended.json().errorMessages).toEqual(['This coupon is already over.']);
    expect((await call('GET', `${URL}/${id}`)).json().data.endedAt).toBeNull();
  });

  it('is deleted while never used: gone, and in the audit log', async () => {
    const { id } = await create({ couponCode: 'NEVER-USED' });
    const removed = await call('DELETE', `${URL}/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBeNull();
    expect((await call('GET', `${URL}/${id}`)).statusCode).toBe(404);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.created', 'coupon.deleted']);
    expect(entries[1]!.before).toMatchObject({ couponCode: 'NEVER-USED' });
  });

  it('answers an id that is not there with 404, and one that is not an id with 400', async () => {
    for (const [method, url, payload] of [
      ['GET', `${URL}/2000000000`, undefined],
      ['PUT', URL, { ...draft({ couponCode: 'GHOST' }), id: 2_000_000_000 }],
      ['PUT', `${URL}/end/2000000000`, undefined],
      ['DELETE', `${URL}/2000000000`, undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessages).toEqual(['There is no such coupon.']);
    }
    const notAnId = await call('GET', `${URL}/abc`);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errorMessages).toEqual(['id: must be a whole number']);
  });
});

describe('coupon codes', () => {
  it('refuses a second coupon with the same code, whatever its case, and writes nothing', async () => {
    await create({ couponCode: 'MONSOON' });
    const before = await couponCodes();
    const again = await call('POST', URL, draft({ couponCode: 'monSoon' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual(['A coupon with the code MONSOON already exists.']);
    const other = await create({ couponCode: 'OTHER' });
    const renamed = await call('PUT', URL, { ...draft({ couponCode: 'monsoon' }), id: other.id });
    expect(renamed.statusCode).toBe(409);
    expect(await couponCodes()).toEqual([...before, 'OTHER']);
    expect((await auditOf(other.id)).map((entry) => entry.action)).toEqual(['coupon.created']);
  });

  it('refuses one of two coupons with the same code created at the same moment', async () => {
    const both = await Promise.all(['twin', 'TWIN'].map((couponCode) => call('POST', URL, draft({ couponCode }))));
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await couponCodes()).filter((code) => code === 'TWIN')).toHaveLength(1);
  });
});

describe('bad coupon drafts', () => {
  const CODE = 'couponCode: must be letters and digits, with single dashes between them';
  it.each([
    ['a code with a space', { couponCode: 'DIWALI 10' }, [CODE]],
    ['a code with an underscore', { couponCode: 'DIWALI_10' }, [CODE]],
    ['a code of 10 kB', { couponCode: 'X'.repeat(10_240) }, ['couponCode: must be at most 30 characters']],
    ['a discount of 0', { discount: 0 }, ['discount: must be between 0.01 % and 90 %']],
    ['a discount of 90.01', { discount: 90.01 }, ['discount: must be between 0.01 % and 90 %']],
    ['a discount of 12.345', { discount: 12.345 }, ['discount: must have at most 2 decimals']],
    ['a limit of 0', { limit: 0 }, ['limit: must be at least 1']],
    [
      'an end before the start',
      { startDate: shopDay(5), endDate: shopDay(4) },
      ['endDate: must not be before startDate'],
    ],
    ['a day that does not exist', { startDate: '2026-02-30' }, ['startDate: must be a date written YYYY-MM-DD']],
  ])('refuses %s with 400 and its sentence, and writes nothing', async (_what, overrides, messages) => {
    const before = await couponCodes();
    const response = await call('POST', URL, draft({ couponCode: 'BAD-DRAFT', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(messages);
    expect(await couponCodes()).toEqual(before);
  });
});

describe('a coupon that was used', () => {
  it('cannot be deleted (409, end it instead) and is kept', async () => {
    const { id } = await create({ couponCode: 'USED-ONCE' });
    await setUses(id, 1);
    const removed = await call('DELETE', `${URL}/${id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().errorMessages).toEqual(['This coupon has been used; end it instead.']);
    expect((await call('GET', `${URL}/${id}`)).json().data).toMatchObject({ couponCode: 'USED-ONCE', uses: 1 });
  });

  it('keeps its limit at or above its uses, and its code', async () => {
    const { id } = await create({ couponCode: 'POPULAR', limit: 10 });
    await setUses(id, 3);
    const lowered = await call('PUT', URL, { ...draft({ couponCode: 'POPULAR', limit: 2 }), id });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errorMessages).toEqual([
      'This coupon has already been used 3 times, so its limit cannot be below 3.',
    ]);
    const renamed = await call('PUT', URL, { ...draft({ couponCode: 'POPULAR-2', limit: 10 }), id });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errorMessages).toEqual([
      'This coupon has been used, so its code stays POPULAR: shoppers were given that code and it must keep working.',
    ]);
    const toUses = await call('PUT', URL, { ...draft({ couponCode: 'popular', limit: 3 }), id });
    expect(toUses.statusCode).toBe(200);
    expect(toUses.json().data).toMatchObject({ couponCode: 'POPULAR', limit: 3, uses: 3, state: 'used-up' });
  });

  it('is never used more often than its limit: the database refuses it, whatever the caller', async () => {
    const { id } = await create({ couponCode: 'CAPPED', limit: 2 });
    const refusal = await queryRows(
      t.database.db,
      sql`update discount_coupons set uses = usage_limit + 1 where id = ${id}`,
    ).catch((error: unknown) => databaseRefusalOf(error));
    expect(refusal).toMatchObject({ code: '23514', constraint: 'discount_coupons_uses_within_limit' });
    expect((await call('GET', `${URL}/${id}`)).json().data.uses).toBe(0);
  });
});

describe('the coupon list', () => {
  it('finds coupons by the start of their code in any case, newest first, a page at a time', async () => {
    const first = await create({ couponCode: 'SEARCH-A' });
    const second = await create({ couponCode: 'SEARCH-B' });
    await create({ couponCode: 'NOT-SEARCH' });
    const found = (await call('GET', `${URL}?search=search-`)).json().data;
    expect(found.records.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(found.totalRecords).toBe(2);
    const page = (await call('GET', `${URL}?search=SeArCh&pageSize=1&pageNo=2`)).json().data;
    expect(page).toEqual({ records: [expect.objectContaining({ id: first.id })], totalRecords: 2 });
    // % and _ are letters to look for, not wildcards.
    expect((await call('GET', `${URL}?search=%25`)).json().data.totalRecords).toBe(0);
  });

  it('filters by where each coupon stands today, as its record says', async () => {
    await create({ couponCode: 'STATE-SOON', startDate: shopDay(2), endDate: shopDay(3) });
    const usedUp = await create({ couponCode: 'STATE-FULL', limit: 1 });
    await setUses(usedUp.id, 1);
    const ended = await create({ couponCode: 'STATE-ENDED' });
    await call('PUT', `${URL}/end/${ended.id}`);
    await create({ couponCode: 'STATE-PAST', startDate: shopDay(-3), endDate: shopDay(-2) });
    await create({ couponCode: 'STATE-NOW' });
    const expected = {
      scheduled: ['STATE-SOON'],
      active: ['STATE-NOW'],
      expired: ['STATE-PAST', 'STATE-ENDED'],
      'used-up': ['STATE-FULL'],
    };
    for (const [state, codes] of Object.entries(expected)) {
      const records = (await call('GET', `${URL}?search=state-&state=${state}`)).json().data.records as {
        couponCode: string;
        state: string;
      }[];
      expect(records.map((r) => r.couponCode)).toEqual(codes);
      expect(records.every((r) => r.state === state)).toBe(true);
    }
    const wrong = await call('GET', `${URL}?state=finished`);
    expect(wrong.statusCode).toBe(400);
  });
});

describe('who may manage coupons', () => {
  it('lets the Admin in, refuses the other roles (403) and signed-out callers (401), and changes nothing', async () => {
    const { id } = await create({ couponCode: 'GUARDED' });
    const before = await couponCodes();
    const attempts = [
      ['GET', URL, undefined],
      ['GET', `${URL}/${id}`, undefined],
      ['POST', URL, draft({ couponCode: 'SNEAKY' })],
      ['PUT', URL, { ...draft({ couponCode: 'GUARDED', discount: 90 }), id }],
      ['PUT', `${URL}/end/${id}`, undefined],
      ['DELETE', `${URL}/${id}`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
        expect((await call(method, url, payload, role)).statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await couponCodes()).toEqual(before);
    expect((await call('GET', `${URL}/${id}`)).json().data).toMatchObject({ discount: 10, endedAt: null });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['coupon.created']);
    expect((await call('GET', URL, undefined, 'Admin')).statusCode).toBe(200);
  });
});
