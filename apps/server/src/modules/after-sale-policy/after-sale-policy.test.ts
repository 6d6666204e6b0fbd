import type { UpdateAfterSalePolicyInput } from '@facet/contracts/after-sale-policy';
import { DEFAULT_AFTER_SALE_POLICY } from '@facet/contracts/after-sale-values';
import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAfterSalePolicy } from './after-sale-policy.service.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface PolicyAuditRow {
  actor_id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/*
 * The after-sale policy's calls: everyone reads it, only the Admin changes it — the whole record
 * at once, every field checked with its sentence, the changed fields audited — and the public
 * answer changes at once. The order pages' values from it: after-sale-values.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changed: UpdateAfterSalePolicyInput = {
  ...DEFAULT_AFTER_SALE_POLICY,
  returnDays: 15,
  returnable: { engraved: false, custom: false, resized: true },
  returnPickup: { offered: true, costInr: 250, costUsd: 0 },
  buyback: { ...DEFAULT_AFTER_SALE_POLICY.buyback, metalDeduction: 7.5 },
};

function put(role: Role | null, payload: unknown) {
  return t.injectAs(role, { method: 'PUT', url: '/api/after-sale-policy', payload: payload as object });
}

async function auditRows() {
  return queryRows<PolicyAuditRow>(
    t.database.db,
    sql`select actor_id, before, after from audit_log where action = 'after-sale-policy.changed' order by id`,
  );
}

const withoutDate = ({ updateDate: _date, ...policy }: { updateDate: string } & object) => policy;

describe('GET /api/after-sale-policy', () => {
  it('answers a new shop’s terms to anyone, signed in or not', async () => {
    for (const role of [null, 'Customer', 'Manager', 'Admin'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url: '/api/after-sale-policy' });
      expect(response.statusCode, String(role)).toBe(200);
      expect(withoutDate(response.json().data)).toEqual(DEFAULT_AFTER_SALE_POLICY);
    }
  });
});

describe('PUT /api/after-sale-policy', () => {
  it('is refused to every role but Admin, and changes nothing', async () => {
    const before = await readAfterSalePolicy(t.database.db);
    for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
      expect((await put(role, changed)).statusCode, role).toBe(403);
    }
    expect((await put(null, changed)).statusCode).toBe(401);
    expect(await readAfterSalePolicy(t.database.db)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ['a negative window', { returnDays: -1 }, ['returnDays: must be between 0 days and 3650 days']],
    ['a window of part of a day', { freeResizeDays: 60.5 }, ['freeResizeDays: must be a whole amount']],
    ['more than ten years', { returnDays: 3651 }, ['returnDays: must be between 0 days and 3650 days']],
    [
      'a ring sizer wait of more than ten years',
      { ringSizerDays: 3651 },
      ['ringSizerDays: must be between 0 days and 3650 days'],
    ],
    [
      'a deduction over 100 %',
      { buyback: { ...changed.buyback, metalDeduction: 120 } },
      ['buyback.metalDeduction: must be between 0 % and 100 %'],
    ],
    [
      'a negative share of the stones',
      { exchange: { ...changed.exchange, looseNatural: -5 } },
      ['exchange.looseNatural: must be between 0 % and 100 %'],
    ],
    [
      'a negative pick-up cost',
      { returnPickup: { offered: true, costInr: -100, costUsd: 0 } },
      ['returnPickup.costInr: must be between ₹0 and ₹10,000'],
    ],
    ['a number as text', { freeResizes: '1' }, ['freeResizes: must be a number']],
    [
      'a yes or no as text',
      { returnable: { engraved: 'no', custom: false, resized: false } },
      ['returnable.engraved: must be true or false'],
    ],
  ])('refuses %s with its sentence (400) and changes nothing', async (_what, change, messages) => {
    const before = await readAfterSalePolicy(t.database.db);
    const response = await put('Admin', { ...changed, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(messages);
    expect(await readAfterSalePolicy(t.database.db)).toEqual(before);
  });

  it('refuses bodies of the wrong shape (400), never a 500', async () => {
    for (const payload of [{ returnDays: 10 }, { ...changed, buyback: null }, { ...changed, returnPickup: 'free' }]) {
      const response = await put('Admin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().isSuccess).toBe(false);
    }
    expect(await auditRows()).toEqual([]);
  });

  it('saves the Admin’s change, audits the fields it changed, and the public answer shows it at once', async () => {
    // Read first, so that the public answer is cached and must be dropped by the change.
    expect((await t.app.inject({ url: '/api/after-sale-policy' })).json().data.returnDays).toBe(30);
    const response = await put('Admin', changed);
    expect(response.statusCode).toBe(200);
    expect(withoutDate(response.json().data)).toEqual(changed);
    expect(withoutDate((await t.app.inject({ url: '/api/after-sale-policy' })).json().data)).toEqual(changed);

    const [audit, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(audit!.before).toEqual({
      returnDays: 30,
      resizedReturnable: false,
      returnPickupInr: 0,
      buybackMetalDeduction: 1000,
    });
    expect(audit!.after).toEqual({
      returnDays: 15,
      resizedReturnable: true,
      returnPickupInr: 250_00,
      buybackMetalDeduction: 750,
    });
  });

  it('writes nothing for a change of nothing', async () => {
    const before = (await auditRows()).length;
    expect((await put('Admin', changed)).statusCode).toBe(200);
    expect((await auditRows()).length).toBe(before);
  });

  it('is held by the database too: a share over 100 % or a pick-up in paise is refused', async () => {
    await expect(
      t.database.db.execute(sql`update after_sale_policy set buyback_set_natural = 10001`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`update after_sale_policy set return_pickup_inr = 150`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update after_sale_policy set ring_sizer_days = -1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`insert into after_sale_policy (id) values (2)`)).rejects.toThrow();
  });
});
