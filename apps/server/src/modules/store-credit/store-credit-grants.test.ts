import type { StoreCreditAccount } from '@facet/contracts/store-credit';
import { storeCreditMessages } from '@facet/contracts/store-credit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCustomer } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  balanceOf,
  createStoreCreditTestApp,
  entriesOf,
  give,
  shopperWithCredit,
} from './store-credit.test-support.ts';

/*
 * Staff give store credit (decision 031; POST /api/store-credit): the credit with its reason,
 * audited, the refusals that change nothing, the Admin's limit on a grant, and the ledger kept as
 * history. Spending it: store-credit-spending.test.ts; getting it back:
 * store-credit-give-backs.test.ts.
 */

let t: TestApp;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, earring } = await createStoreCreditTestApp()));
afterAll(() => t?.close());

describe('staff give store credit (POST /api/store-credit)', () => {
  it('credits the customer with the reason, audited, and shows it to them and to staff', async () => {
    const mira = await checkoutCustomer(t, 'mira.credit@example.com');
    const given = await give(t, { userId: mira.id, amount: 1500.5, reason: 'Goodwill: the clasp was loose.' });
    expect(given.statusCode, given.body).toBe(200);
    const account = given.json().data as StoreCreditAccount;
    expect(account.balances).toEqual([{ currency: 'INR', balance: 1500.5 }]);
    expect(account.entries).toMatchObject([
      { amount: 1500.5, currency: 'INR', kind: 'issued-by-staff', reason: 'Goodwill: the clasp was loose.' },
    ]);
    const audit = await one<{ action: string; after: { amount: number } }>(
      sql`select action, after from audit_log where entity_id = ${mira.id} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'store-credit.issued', after: { amount: 1500.5 } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/store-credit/mine', headers: { cookie: mira.cookie } });
    expect((mine.json().data as StoreCreditAccount).balances).toEqual([{ currency: 'INR', balance: 1500.5 }]);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/store-credit/customer/${mira.id}`,
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect((staffView.json().data as StoreCreditAccount).entries).toHaveLength(1);
  });

  it('refuses bad amounts, a missing reason, unknown customers, staff accounts and roles outside Orders, changing nothing', async () => {
    const noor = await checkoutCustomer(t, 'noor.credit@example.com');
    const refusals = [
      [{ userId: noor.id, amount: -100, reason: 'x' }, 400, 'amount: must be more than 0'],
      [{ userId: noor.id, amount: 0, reason: 'x' }, 400, 'amount: must be more than 0'],
      [{ userId: noor.id, amount: '100', reason: 'x' }, 400, null],
      [{ userId: noor.id, amount: 10.555, reason: 'x' }, 400, 'amount: must have at most 2 decimals'],
      [{ userId: noor.id, amount: 100, reason: '  ' }, 400, null],
      [{ userId: noor.id, amount: 100 }, 400, null],
      [
        { userId: '00000000-0000-4000-8000-000000000000', amount: 100, reason: 'x' },
        404,
        storeCreditMessages.noCustomer,
      ],
      [{ userId: noor.id, amount: 500_001, reason: 'x' }, 422, storeCreditMessages.overIssueMax('₹5,00,000')],
    ] as const;
    for (const [body, status, sentence] of refusals) {
      const answer = await give(t, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (sentence) expect(answer.json().errorMessages).toEqual([sentence]);
      else expect(answer.json().errorMessages.length).toBeGreaterThan(0);
    }
    const adminId = (await one<{ id: string }>(sql`select id from users where role = 'Admin' limit 1`)).id;
    expect((await give(t, { userId: adminId, amount: 10, reason: 'x' })).statusCode).toBe(422);
    expect((await give(t, { userId: noor.id, amount: 10, reason: 'x' }, 'StoneManager')).statusCode).toBe(403);
    expect((await give(t, { userId: noor.id, amount: 10, reason: 'x' }, 'Customer')).statusCode).toBe(403);
    expect(await entriesOf(t, noor.id)).toEqual([]);
  });

  it('holds each grant to the limit the Admin sets, audited', async () => {
    const admin = await t.cookieFor('Admin');
    const set = (body: unknown, cookie = admin) =>
      t.app.inject({ method: 'PUT', url: '/api/store-credit/settings', headers: { cookie }, payload: body as object });
    expect((await set({ issueMaxInr: 0, issueMaxUsd: 100 })).statusCode).toBe(400);
    expect((await set({ issueMaxInr: 1000, issueMaxUsd: 100 }, await t.cookieFor('Manager'))).statusCode).toBe(403);
    const changed = await set({ issueMaxInr: 1000, issueMaxUsd: 100 });
    expect(changed.statusCode, changed.body).toBe(200);
    const omar = await checkoutCustomer(t, 'omar.credit@example.com');
    const over = await give(t, { userId: omar.id, amount: 1000.01, reason: 'x' });
    expect(over.json().errorMessages).toEqual([storeCreditMessages.overIssueMax('₹1,000')]);
    expect((await give(t, { userId: omar.id, amount: 101, currency: 'USD', reason: 'x' })).statusCode).toBe(422);
    expect((await give(t, { userId: omar.id, amount: 100, currency: 'USD', reason: 'x' })).statusCode).toBe(200);
    expect(await balanceOf(t, omar.id, 'USD')).toBe(100_00);
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'store-credit.settings-changed'`,
    );
    expect(audit.n).toBe(1);
    expect((await set({ issueMaxInr: 500_000, issueMaxUsd: 6_000 })).statusCode).toBe(200);
  });

  it('keeps the ledger as history: an entry cannot be changed or deleted, nor a balance go below zero', async () => {
    const pia = await shopperWithCredit(t, earring, 'pia.ledger', 100);
    await expect(
      t.database.db.execute(sql`update store_credit_entries set amount = 1 where user_id = ${pia.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from store_credit_entries where user_id = ${pia.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`insert into store_credit_entries (user_id, currency, amount, kind, reason)
            values (${pia.id}, 'INR', -10001, 'expired', 'more than there is')`,
      ),
    ).rejects.toThrow();
    expect(await balanceOf(t, pia.id)).toBe(100_00);
  });
});
