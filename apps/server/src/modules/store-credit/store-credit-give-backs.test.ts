import type { CheckoutStart } from '@facet/contracts/checkout';
import type { OrderDetail } from '@facet/contracts/orders';
import type { StoreCreditAccount } from '@facet/contracts/store-credit';
import type { TaxDocumentRecord } from '@facet/contracts/tax-documents';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { runJobs } from '../../testing/jobs.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  balanceOf,
  capture,
  createStoreCreditTestApp,
  entriesOf,
  moveAs,
  shopperWithCredit,
} from './store-credit.test-support.ts';

/*
 * Store credit given back (decision 031), once: when staff cancel the order, when the hold runs
 * out unpaid, when the order is refunded (the provider's part through the provider), and on
 * partial refunds of an order the credit paid.
 */

let t: TestApp;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, earring } = await createStoreCreditTestApp()));
afterAll(() => t?.close());

describe('store credit given back', () => {
  it('when staff cancel the order, once', async () => {
    const xena = await shopperWithCredit(t, earring, 'xena.cancel', 1000);
    const { order } = (
      await startCheckout(t, xena.cookie, { addressId: xena.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    expect(await balanceOf(t, xena.id)).toBe(0);
    const cancelled = await moveAs(t, { id: order.id, status: 'Cancelled', note: 'Asked by the customer' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(t, xena.id)).toBe(1000_00);
    expect((await moveAs(t, { id: order.id, status: 'Cancelled' })).statusCode).toBe(422);
    expect(await entriesOf(t, xena.id)).toEqual(['issued-by-staff 100000', 'spent -100000', 'given-back 100000']);
  });

  it('when the hold runs out unpaid', async () => {
    const yara = await shopperWithCredit(t, earring, 'yara.expire', 1000);
    const { order } = (
      await startCheckout(t, yara.cookie, { addressId: yara.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    expect((await one<{ state: string }>(sql`select state from orders where id = ${order.id}`)).state).toBe(
      'Cancelled',
    );
    expect(await balanceOf(t, yara.id)).toBe(1000_00);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    expect(await entriesOf(t, yara.id)).toEqual(['issued-by-staff 100000', 'spent -100000', 'given-back 100000']);
  });

  it('when a paid order is refunded: the credit to the ledger, the rest through the provider', async () => {
    const zoe = await shopperWithCredit(t, earring, 'zoe.refund', 1000);
    const { order, payment } = (
      await startCheckout(t, zoe.cookie, { addressId: zoe.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    await capture(t, zoe.cookie, payment!.providerOrderId);
    const refunded = await moveAs(t, { id: order.id, status: 'Refunded', note: 'Returned unworn' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const provider = await one<{ status: string; captured: number }>(
      sql`select status, captured_amount::float8 as captured from order_payments where order_id = ${order.id}`,
    );
    expect(provider).toEqual({ status: 'refunded', captured: (order.figures.total - 1000) * 100 });
    expect(await balanceOf(t, zoe.id)).toBe(1000_00);
    expect(await entriesOf(t, zoe.id)).toEqual(['issued-by-staff 100000', 'spent -100000', 'given-back 100000']);
    // The credit note reverses the whole order: the provider's part and the credit's alike.
    const refund = await one<{ amount: number; notes: number }>(
      sql`select (select amount::float8 from order_refunds where order_id = ${order.id}) as amount,
                 (select count(*)::int from tax_documents where order_id = ${order.id} and kind = 'credit_note') as notes`,
    );
    expect(refund).toEqual({ amount: order.figures.total * 100, notes: 1 });
  });

  it('when an order the credit paid in full is refunded: all of it back to the ledger, with its credit note', async () => {
    const ivy = await shopperWithCredit(t, earring, 'ivy.full-refund', 400_000);
    const { order } = (
      await startCheckout(t, ivy.cookie, { addressId: ivy.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    expect(order.state).toBe('Paid');
    const refunded = await moveAs(t, { id: order.id, status: 'Refunded', note: 'Changed her mind' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balanceOf(t, ivy.id)).toBe(400_000_00);
    const notes = await one<{ n: number }>(
      sql`select count(*)::int as n from tax_documents where order_id = ${order.id} and kind = 'credit_note'`,
    );
    expect(notes.n).toBe(1);
  });

  it('refuses a give-back that does not mirror the order’s spend', async () => {
    const abe = await shopperWithCredit(t, earring, 'abe.mirror', 1000);
    const { order } = (
      await startCheckout(t, abe.cookie, { addressId: abe.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    await expect(
      t.database.db.execute(
        sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
            values (${abe.id}, 'INR', 200000, 'given-back', 'too much', ${order.id})`,
      ),
    ).rejects.toThrow();
    expect(await balanceOf(t, abe.id)).toBe(0);
  });
});

describe('partial refunds of an order paid with store credit (decision 031)', () => {
  async function refundLines(payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/order-detail/refund',
      headers: { cookie: await t.cookieFor('Manager') },
      payload,
    });
  }

  /** A paid order of the earring, `credit` rupees of it paid with store credit (the rest captured). */
  async function paidWithCredit(name: string, credit: number) {
    const shopper = await shopperWithCredit(t, earring, name, credit);
    const { order, payment } = (
      await startCheckout(t, shopper.cookie, { addressId: shopper.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    if (payment) expect((await capture(t, shopper.cookie, payment.providerOrderId)).statusCode).toBe(200);
    return { shopper, order, lineId: order.lines[0]!.id };
  }

  const givenBackOf = async (orderId: number) =>
    await one<{ sum: number; n: number; linked: number; on_order: number }>(
      sql`select coalesce(sum(amount), 0)::float8 as sum, count(*)::int as n, count(refund_id)::int as linked,
                 (select store_credit_given_back::float8 from orders where id = ${orderId}) as on_order
            from store_credit_entries where order_id = ${orderId} and kind = 'given-back'`,
    );
  const providerRefunded = async (orderId: number) =>
    (
      await one<{ refunded: number }>(
        sql`select coalesce(sum(refunded_amount), 0)::float8 as refunded from order_payments where order_id = ${orderId}`,
      )
    ).refunded;

  it('gives back the credit share as store credit and the rest through the provider, then the whole refund only the rest', async () => {
    const { shopper, order, lineId } = await paidWithCredit('bela.partial', 1000);
    const total = order.figures.total * 100;
    const refunded = await refundLines({
      orderId: order.id,
      lines: [{ lineId, amount: 500 }],
      reason: 'A scratch on the clasp',
      requestKey: 'bela-partial-1',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const share = Math.round((500_00 * 1000_00) / total);
    expect(await balanceOf(t, shopper.id)).toBe(share);
    expect(await providerRefunded(order.id)).toBe(500_00 - share);
    expect(await givenBackOf(order.id)).toEqual({ sum: share, n: 1, linked: 1, on_order: share });
    // The customer sees it: the refund's credit share on their order, the entry in their ledger.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}`,
      headers: { cookie: shopper.cookie },
    });
    const seen = (mine.json().data as OrderDetail).refunds;
    expect(seen).toMatchObject([{ amount: 500, storeCredit: share / 100 }]);
    const account = (
      await t.app.inject({ method: 'GET', url: '/api/store-credit/mine', headers: { cookie: shopper.cookie } })
    ).json().data as StoreCreditAccount;
    expect(account.entries[0]).toMatchObject({ kind: 'given-back', amount: share / 100, orderId: order.id });
    expect(account.entries[0]!.reason).toContain('A scratch on the clasp');
    // The credit note counts both parts: the whole ₹500, said as store credit and provider.
    const noteId = (mine.json().data as OrderDetail).documents.find((document) => document.kind === 'credit_note')!.id;
    const note = (
      await t.app.inject({ method: 'GET', url: `/api/tax-documents/${noteId}`, headers: { cookie: shopper.cookie } })
    ).json().data as TaxDocumentRecord;
    expect(note.snapshot.payments).toEqual([
      { method: 'Store credit', amount: share },
      { method: paymentProviderLabels['test-payment'], amount: 500_00 - share },
    ]);

    // The whole order refunded after: exactly what is left of each, never the credit twice.
    const whole = await moveAs(t, { id: order.id, status: 'Refunded', note: 'Sent back' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await balanceOf(t, shopper.id)).toBe(1000_00);
    expect(await providerRefunded(order.id)).toBe(total - 1000_00);
    expect(await givenBackOf(order.id)).toEqual({ sum: 1000_00, n: 2, linked: 2, on_order: 1000_00 });
    const refunds = await one<{ sum: number }>(
      sql`select sum(amount)::float8 as sum from order_refunds where order_id = ${order.id}`,
    );
    expect(refunds.sum).toBe(total);
  });

  it('refunds part of an order the credit paid in full, all of it as store credit, several times, never beyond the spend', async () => {
    const { shopper, order, lineId } = await paidWithCredit('cleo.wholly', 400_000);
    const total = order.figures.total * 100;
    expect(order.state).toBe('Paid');
    const before = await balanceOf(t, shopper.id);
    for (const [key, amount] of [
      ['cleo-part-1', 1000],
      ['cleo-part-2', 250],
    ] as const) {
      const answer = await refundLines({
        orderId: order.id,
        lines: [{ lineId, amount }],
        reason: 'Goodwill',
        requestKey: key,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await balanceOf(t, shopper.id)).toBe(before + 1250_00);
    expect(await givenBackOf(order.id)).toMatchObject({ sum: 1250_00, n: 2, linked: 2 });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order-detail/${order.id}`,
        headers: { cookie: await t.cookieFor('Manager') },
      })
    ).json().data as OrderDetail;
    expect(detail.canRefund).toBe(true);
    // The sum is the database's to cap: a give-back beyond what is left of the spend is refused.
    const spent = total;
    await expect(
      t.database.db.execute(
        sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
            values (${shopper.id}, 'INR', ${spent - 1250_00 + 1}, 'given-back', 'one paisa too many', ${order.id})`,
      ),
    ).rejects.toThrow();
    expect(await balanceOf(t, shopper.id)).toBe(before + 1250_00);
    // The rest of the line, then the whole order: only what is left, once.
    const rest = await refundLines({
      orderId: order.id,
      lines: [{ lineId }],
      reason: 'The rest',
      requestKey: 'cleo-rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const whole = await moveAs(t, { id: order.id, status: 'Refunded', note: 'Closed' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await balanceOf(t, shopper.id)).toBe(before + spent);
    expect(await givenBackOf(order.id)).toMatchObject({ sum: spent, on_order: spent });
    const again = await refundLines({
      orderId: order.id,
      lines: [{ lineId, amount: 1 }],
      reason: 'x',
      requestKey: 'cleo-again',
    });
    expect(again.statusCode).toBe(422);
    expect(await balanceOf(t, shopper.id)).toBe(before + spent);
  });

  it('refuses a give-back to another customer or currency, or linked to another order’s refund', async () => {
    const { shopper, order } = await paidWithCredit('dara.mirror', 1000);
    const other = await checkoutCustomer(t, 'dara.other@example.com');
    const otherRefund = await one<{ id: number | null }>(
      sql`select max(id) as id from order_refunds where order_id <> ${order.id}`,
    );
    expect(otherRefund.id).not.toBeNull();
    const attempts = [
      sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
          values (${other.id}, 'INR', 100, 'given-back', 'not theirs', ${order.id})`,
      sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
          values (${shopper.id}, 'USD', 100, 'given-back', 'not its currency', ${order.id})`,
      sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id, refund_id)
          values (${shopper.id}, 'INR', 100, 'given-back', 'another order''s refund', ${order.id}, ${otherRefund.id})`,
    ];
    for (const attempt of attempts) await expect(t.database.db.execute(attempt)).rejects.toThrow();
    expect(await givenBackOf(order.id)).toMatchObject({ sum: 0, on_order: 0 });
  });

  it('answers wrong JSON types with a sentence and changes nothing', async () => {
    const { shopper, order, lineId } = await paidWithCredit('esha.types', 1000);
    const bodies = [
      { orderId: String(order.id), lines: [{ lineId }], reason: 'x', requestKey: 'esha-types-1' },
      { orderId: order.id, lines: [{ lineId, amount: '500' }], reason: 'x', requestKey: 'esha-types-2' },
      { orderId: order.id, lines: { lineId }, reason: 'x', requestKey: 'esha-types-3' },
      { orderId: order.id, lines: [{ lineId, amount: 500.5 }], reason: 'x', requestKey: 'esha-types-4' },
      { orderId: order.id, lines: [{ lineId, amount: 500 }], reason: 42, requestKey: 'esha-types-5' },
    ];
    for (const body of bodies) {
      const answer = await refundLines(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errorMessages.length).toBeGreaterThan(0);
    }
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect(await givenBackOf(order.id)).toMatchObject({ sum: 0, n: 0 });
    expect(await providerRefunded(order.id)).toBe(0);
  });
});
