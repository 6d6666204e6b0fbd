import type { RingSizerRequestRecord } from '@facet/contracts/ring-sizer';
import { ringSizerMessages } from '@facet/contracts/ring-sizer';
import { DEFAULT_AFTER_SALE_POLICY } from '@facet/contracts/after-sale-values';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCustomer } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * "Send me a free ring sizer": a signed-in shopper asks for one to one of their addresses; Orders
 * staff list the waiting requests and mark them sent, once. One waiting request per shopper and
 * per address, and none again within the after-sale policy's ring sizer days (30 for a new shop,
 * the Admin's to change, audited): each refused with a 429 and its sentence.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ask = (cookie: string, addressId: string) =>
  t.app.inject({ method: 'POST', url: '/api/ring-sizer/requests', headers: { cookie }, payload: { addressId } });

const count = async (userId: string) =>
  (
    await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ring_sizer_requests where user_id = ${userId}`,
    )
  ).n;

describe('ring sizer requests', () => {
  it('takes a request to one of my addresses, which Orders staff see and mark as sent once', async () => {
    const asha = await checkoutCustomer(t, 'sizer.asha@example.com');
    const created = await ask(asha.cookie, asha.addressId);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data as RingSizerRequestRecord;
    expect(request).toMatchObject({
      state: 'requested',
      customer: { email: 'sizer.asha@example.com' },
      address: { fullName: 'Asha Rao', city: 'Mumbai', postalCode: '400002' },
      sentAt: null,
    });

    const listed = await t.injectAs('Manager', { method: 'GET', url: '/api/ring-sizer/requests' });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().data as RingSizerRequestRecord[]).map((entry) => entry.id)).toContain(request.id);
    expect((await t.injectAs('Customer', { method: 'GET', url: '/api/ring-sizer/requests' })).statusCode).toBe(403);
    expect((await t.injectAs('StoneManager', { method: 'GET', url: '/api/ring-sizer/requests' })).statusCode).toBe(403);

    const url = `/api/ring-sizer/requests/${request.id}/sent`;
    const sent = await t.injectAs('Manager', { method: 'PUT', url });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ state: 'sent' });
    const again = await t.injectAs('Manager', { method: 'PUT', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual([ringSizerMessages.alreadySent]);
    const unknown = await t.injectAs('Manager', { method: 'PUT', url: '/api/ring-sizer/requests/999999/sent' });
    expect(unknown.statusCode).toBe(404);
    const audit = await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'ring-sizer.sent' and entity_id = ${String(request.id)}`,
    );
    expect(audit.n).toBe(1);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/ring-sizer/requests/mine',
      headers: { cookie: asha.cookie },
    });
    expect(mine.json().data).toEqual([expect.objectContaining({ id: request.id, state: 'sent' })]);

    // Sent, but within 30 days: not again.
    const soon = await ask(asha.cookie, asha.addressId);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errorMessages).toEqual([ringSizerMessages.tooSoon(30)]);
    expect(await count(asha.id)).toBe(1);
  });

  it('refuses a second waiting request from the same shopper, and for the same address from another', async () => {
    const ravi = await checkoutCustomer(t, 'sizer.ravi@example.com');
    expect((await ask(ravi.cookie, ravi.addressId)).statusCode).toBe(201);
    const twice = await ask(ravi.cookie, ravi.addressId);
    expect(twice.statusCode).toBe(429);
    expect(twice.json().errorMessages).toEqual([ringSizerMessages.waiting]);
    expect(await count(ravi.id)).toBe(1);

    // checkoutCustomer gives every Indian customer the same Mumbai address: Ravi's is waiting.
    const meera = await checkoutCustomer(t, 'sizer.meera@example.com');
    const sameAddress = await ask(meera.cookie, meera.addressId);
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json().errorMessages).toEqual([ringSizerMessages.addressWaiting]);
    expect(await count(meera.id)).toBe(0);
  });

  it('does not post to another customer’s address, and asks for a signed-in shopper', async () => {
    const kim = await checkoutCustomer(t, 'sizer.kim@example.com', 'US');
    const lee = await checkoutCustomer(t, 'sizer.lee@example.com', 'US');
    const theirs = await ask(kim.cookie, lee.addressId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorMessages).toEqual([ringSizerMessages.noAddress]);
    const bad = await ask(kim.cookie, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toEqual(['addressId: must be one of your addresses']);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/ring-sizer/requests',
      payload: { addressId: kim.addressId },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await count(kim.id)).toBe(0);
  });

  it('waits as many days as the Admin sets in the after-sale policy, and audits the change', async () => {
    const policy = await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/after-sale-policy',
      payload: { ...DEFAULT_AFTER_SALE_POLICY, ringSizerDays: 5 },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const audit = await oneRow<{ before: object; after: object }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'after-sale-policy.changed' order by id desc limit 1`,
    );
    expect(audit).toEqual({ before: { ringSizerDays: 30 }, after: { ringSizerDays: 5 } });

    const sentDaysAgo = async (email: string, days: number) => {
      const shopper = await checkoutCustomer(t, email, 'US');
      expect((await ask(shopper.cookie, shopper.addressId)).statusCode).toBe(201);
      await t.database.db.execute(
        sql`update ring_sizer_requests set state = 'sent', sent_at = now(),
              create_date = now() - make_interval(days => ${days}) where user_id = ${shopper.id}`,
      );
      return shopper;
    };
    // Four days after the last one: still within five, refused with the five days in its sentence.
    const omar = await sentDaysAgo('sizer.omar@example.com', 4);
    const soon = await ask(omar.cookie, omar.addressId);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errorMessages).toEqual([ringSizerMessages.tooSoon(5)]);
    expect(await count(omar.id)).toBe(1);
    // Six days after: more than five, so another is posted (30 would refuse it).
    const ines = await sentDaysAgo('sizer.ines@example.com', 6);
    expect((await ask(ines.cookie, ines.addressId)).statusCode).toBe(201);
    expect(await count(ines.id)).toBe(2);
  });
});
