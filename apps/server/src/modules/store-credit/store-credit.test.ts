import type { CheckoutQuote, CheckoutStart, OrderDetail } from '@facet/contracts/orders';
import type { StoreCreditAccount } from '@facet/contracts/store-credit';
import type { TaxDocumentRecord } from '@facet/contracts/tax-documents';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { storeCreditMessages } from '@facet/contracts/store-credit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { runJobs } from '../../testing/jobs.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Store credit (decision 031) on the demo shop with the test provider: staff give it (and the
 * refusals that change nothing), a customer spends part of an order's total or all of it at
 * checkout, and gets it back once when the order is cancelled by staff, cancelled by the hold
 * running out, or refunded (the provider's part through the provider).
 */

let t: TestApp;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const balanceOf = async (userId: string, currency = 'INR') =>
  Number(
    (
      await one<{ balance: string | null }>(
        sql`select (select balance from store_credit_balances where user_id = ${userId} and currency = ${currency})::text as balance`,
      )
    ).balance ?? 0,
  );
const entriesOf = async (userId: string) =>
  (
    await one<{ kinds: string[] | null }>(
      sql`select array_agg(kind || ' ' || amount order by id) as kinds from store_credit_entries where user_id = ${userId}`,
    )
  ).kinds ?? [];

async function give(
  body: Record<string, unknown>,
  role: 'Admin' | 'Manager' | 'StoneManager' | 'Customer' = 'Manager',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/store-credit',
    headers: { cookie: await t.cookieFor(role) },
    payload: body,
  });
}

async function moveAs(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    headers: { cookie: await t.cookieFor('Manager') },
    payload,
  });
}

async function quoteFor(shopper: { cookie: string; addressId: string }): Promise<CheckoutQuote> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/check-out/quote?addressId=${shopper.addressId}&provider=test-payment&currency=INR`,
    headers: { cookie: shopper.cookie },
  });
  return answer.json().data as CheckoutQuote;
}

/** A customer with the earring in their bag and `credit` rupees of store credit. */
async function shopperWithCredit(name: string, credit: number) {
  const shopper = await checkoutCustomer(t, `${name}@example.com`);
  await addToBag(t, shopper.cookie, { kind: 'product', sku: earring });
  if (credit > 0) {
    const given = await give({ userId: shopper.id, amount: credit, reason: 'Goodwill for a late delivery.' });
    expect(given.statusCode, given.body).toBe(200);
  }
  return shopper;
}

async function capture(cookie: string, paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId, outcome: 'success' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  earring = (
    await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
            join jewellery_sub_types st on st.id = p.sub_type_id
            join jewellery_types jt on jt.id = st.jewellery_type_id
           where jt.name = 'Earring' and p.is_listed and v.is_active order by v.id limit 1`,
    )
  ).sku;
});

afterAll(async () => {
  await t?.close();
});

describe('staff give store credit (POST /api/store-credit)', () => {
  it('credits the customer with the reason, audited, and shows it to them and to staff', async () => {
    const mira = await checkoutCustomer(t, 'mira.credit@example.com');
    const given = await give({ userId: mira.id, amount: 1500.5, reason: 'Goodwill: the clasp was loose.' });
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
      const answer = await give(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (sentence) expect(answer.json().errorMessages).toEqual([sentence]);
      else expect(answer.json().errorMessages.length).toBeGreaterThan(0);
    }
    const adminId = (await one<{ id: string }>(sql`select id from users where role = 'Admin' limit 1`)).id;
    expect((await give({ userId: adminId, amount: 10, reason: 'x' })).statusCode).toBe(422);
    expect((await give({ userId: noor.id, amount: 10, reason: 'x' }, 'StoneManager')).statusCode).toBe(403);
    expect((await give({ userId: noor.id, amount: 10, reason: 'x' }, 'Customer')).statusCode).toBe(403);
    expect(await entriesOf(noor.id)).toEqual([]);
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
    const over = await give({ userId: omar.id, amount: 1000.01, reason: 'x' });
    expect(over.json().errorMessages).toEqual([storeCreditMessages.overIssueMax('₹1,000')]);
    expect((await give({ userId: omar.id, amount: 101, currency: 'USD', reason: 'x' })).statusCode).toBe(422);
    expect((await give({ userId: omar.id, amount: 100, currency: 'USD', reason: 'x' })).statusCode).toBe(200);
    expect(await balanceOf(omar.id, 'USD')).toBe(100_00);
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'store-credit.settings-changed'`,
    );
    expect(audit.n).toBe(1);
    expect((await set({ issueMaxInr: 500_000, issueMaxUsd: 6_000 })).statusCode).toBe(200);
  });

  it('keeps the ledger as history: an entry cannot be changed or deleted, nor a balance go below zero', async () => {
    const pia = await shopperWithCredit('pia.ledger', 100);
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
    expect(await balanceOf(pia.id)).toBe(100_00);
  });
});

describe('spending store credit at checkout', () => {
  it('offers the balance, takes part of the total from it and asks the provider for the rest', async () => {
    const ravi = await shopperWithCredit('ravi.part', 1000);
    const quote = await quoteFor(ravi);
    expect(quote.storeCreditAvailable).toBe(1000);
    const started = await startCheckout(t, ravi.cookie, {
      addressId: ravi.addressId,
      currency: 'INR',
      useStoreCredit: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { order, payment } = started.json().data as CheckoutStart;
    expect(order.storeCredit).toBe(1000);
    expect(order.amountDue).toBe(quote.figures.total - 1000);
    expect(payment!.amount).toBe(order.amountDue);
    expect(order.figures.total).toBe(quote.figures.total);
    expect(await balanceOf(ravi.id)).toBe(0);
    const paid = await capture(ravi.cookie, payment!.providerOrderId);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(await entriesOf(ravi.id)).toEqual(['issued-by-staff 100000', 'spent -100000']);
    const paidOrder = paid.json().data as OrderDetail;
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/tax-documents/${paidOrder.documents[0]!.id}`,
      headers: { cookie: ravi.cookie },
    });
    expect((invoice.json().data as TaxDocumentRecord).snapshot.payments).toEqual([
      { method: 'Store credit', amount: 1000_00 },
      { method: paymentProviderLabels['test-payment'], amount: (quote.figures.total - 1000) * 100 },
    ]);
    const mail = await one<{ text: string }>(
      sql`select text from messages where "to" = 'ravi.part@example.com' order by id desc limit 1`,
    );
    expect(mail.text).toContain('Paid with store credit: ₹1,000');
  });

  it('pays a fully covered order at once, without a provider, and issues its invoice', async () => {
    const sana = await shopperWithCredit('sana.full', 400_000);
    const quote = await quoteFor(sana);
    const started = await startCheckout(t, sana.cookie, {
      addressId: sana.addressId,
      currency: 'INR',
      useStoreCredit: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { order, payment } = started.json().data as CheckoutStart;
    expect(payment).toBeNull();
    expect(order.state).toBe('Paid');
    expect(order.amountDue).toBe(0);
    expect(order.documents.map((document) => document.kind)).toEqual(['invoice']);
    expect(await balanceOf(sana.id)).toBe((400_000 - quote.figures.total) * 100);
    const payments = await one<{ n: number }>(
      sql`select count(*)::int as n from order_payments where order_id = ${order.id}`,
    );
    expect(payments.n).toBe(0);
    // The invoice: credit is a payment, not a discount — the taxable value is the goods' whole.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/tax-documents/${order.documents[0]!.id}`,
      headers: { cookie: sana.cookie },
    });
    const snapshot = (invoice.json().data as TaxDocumentRecord).snapshot;
    expect(snapshot.totals.total).toBe(quote.figures.total * 100);
    expect(snapshot.totals.taxable + snapshot.totals.tax).toBe(snapshot.totals.total);
    expect(snapshot.payments).toEqual([{ method: 'Store credit', amount: quote.figures.total * 100 }]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/tax-documents/${order.documents[0]!.id}/pdf`,
      headers: { cookie: sana.cookie },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('spends nothing unless asked, and answers a replayed checkout with the one order and one spend', async () => {
    const tara = await shopperWithCredit('tara.replay', 1000);
    const key = 'replayed-attempt-1';
    const first = await startCheckout(
      t,
      tara.cookie,
      { addressId: tara.addressId, currency: 'INR', useStoreCredit: true },
      { key },
    );
    const again = await startCheckout(
      t,
      tara.cookie,
      { addressId: tara.addressId, currency: 'INR', useStoreCredit: true },
      { key },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as CheckoutStart).order.id).toBe((first.json().data as CheckoutStart).order.id);
    expect(await entriesOf(tara.id)).toEqual(['issued-by-staff 100000', 'spent -100000']);

    const uma = await shopperWithCredit('uma.notasked', 1000);
    const plain = (await startCheckout(t, uma.cookie, { addressId: uma.addressId, currency: 'INR' })).json()
      .data as CheckoutStart;
    expect(plain.order.storeCredit).toBe(0);
    expect(await balanceOf(uma.id)).toBe(1000_00);
  });

  it('refuses a wrong type for useStoreCredit and another customer’s order, spending nothing', async () => {
    const vera = await shopperWithCredit('vera.bad', 1000);
    const wrong = await startCheckout(t, vera.cookie, { addressId: vera.addressId, useStoreCredit: 'yes' });
    expect(wrong.statusCode).toBe(400);
    const other = await shopperWithCredit('walt.other', 0);
    const placed = (await startCheckout(t, other.cookie, { addressId: other.addressId })).json().data as CheckoutStart;
    const theirs = await startCheckout(t, vera.cookie, { orderId: placed.order.id }, { key: null });
    expect(theirs.statusCode).toBe(404);
    expect(await balanceOf(vera.id)).toBe(1000_00);
  });
});

describe('store credit given back', () => {
  it('when staff cancel the order, once', async () => {
    const xena = await shopperWithCredit('xena.cancel', 1000);
    const { order } = (
      await startCheckout(t, xena.cookie, { addressId: xena.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    expect(await balanceOf(xena.id)).toBe(0);
    const cancelled = await moveAs({ id: order.id, status: 'Cancelled', note: 'Asked by the customer' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(xena.id)).toBe(1000_00);
    expect((await moveAs({ id: order.id, status: 'Cancelled' })).statusCode).toBe(422);
    expect(await entriesOf(xena.id)).toEqual(['issued-by-staff 100000', 'spent -100000', 'given-back 100000']);
  });

  it('when the hold runs out unpaid', async () => {
    const yara = await shopperWithCredit('yara.expire', 1000);
    const { order } = (
      await startCheckout(t, yara.cookie, { addressId: yara.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    expect((await one<{ state: string }>(sql`select state from orders where id = ${order.id}`)).state).toBe(
      'Cancelled',
    );
    expect(await balanceOf(yara.id)).toBe(1000_00);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    expect(await entriesOf(yara.id)).toEqual(['issued-by-staff 100000', 'spent -100000', 'given-back 100000']);
  });

  it('when a paid order is refunded: the credit to the ledger, the rest through the provider', async () => {
    const zoe = await shopperWithCredit('zoe.refund', 1000);
    const { order, payment } = (
      await startCheckout(t, zoe.cookie, { addressId: zoe.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    await capture(zoe.cookie, payment!.providerOrderId);
    const refunded = await moveAs({ id: order.id, status: 'Refunded', note: 'Returned unworn' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const provider = await one<{ status: string; captured: number }>(
      sql`select status, captured_amount::float8 as captured from order_payments where order_id = ${order.id}`,
    );
    expect(provider).toEqual({ status: 'refunded', captured: (order.figures.total - 1000) * 100 });
    expect(await balanceOf(zoe.id)).toBe(1000_00);
    expect(await entriesOf(zoe.id)).toEqual(['issued-by-staff 100000', 'spent -100000', 'given-back 100000']);
    // The credit note reverses the whole order: the provider's part and the credit's alike.
    const refund = await one<{ amount: number; notes: number }>(
      sql`select (select amount::float8 from order_refunds where order_id = ${order.id}) as amount,
                 (select count(*)::int from tax_documents where order_id = ${order.id} and kind = 'credit_note') as notes`,
    );
    expect(refund).toEqual({ amount: order.figures.total * 100, notes: 1 });
  });

  it('when an order the credit paid in full is refunded: all of it back to the ledger, with its credit note', async () => {
    const ivy = await shopperWithCredit('ivy.full-refund', 400_000);
    const { order } = (
      await startCheckout(t, ivy.cookie, { addressId: ivy.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    expect(order.state).toBe('Paid');
    const refunded = await moveAs({ id: order.id, status: 'Refunded', note: 'Changed her mind' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balanceOf(ivy.id)).toBe(400_000_00);
    const notes = await one<{ n: number }>(
      sql`select count(*)::int as n from tax_documents where order_id = ${order.id} and kind = 'credit_note'`,
    );
    expect(notes.n).toBe(1);
  });

  it('refuses a give-back that does not mirror the order’s spend', async () => {
    const abe = await shopperWithCredit('abe.mirror', 1000);
    const { order } = (
      await startCheckout(t, abe.cookie, { addressId: abe.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    await expect(
      t.database.db.execute(
        sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
            values (${abe.id}, 'INR', 200000, 'given-back', 'too much', ${order.id})`,
      ),
    ).rejects.toThrow();
    expect(await balanceOf(abe.id)).toBe(0);
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
    const shopper = await shopperWithCredit(name, credit);
    const { order, payment } = (
      await startCheckout(t, shopper.cookie, { addressId: shopper.addressId, currency: 'INR', useStoreCredit: true })
    ).json().data as CheckoutStart;
    if (payment) expect((await capture(shopper.cookie, payment.providerOrderId)).statusCode).toBe(200);
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
    expect(await balanceOf(shopper.id)).toBe(share);
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
    const whole = await moveAs({ id: order.id, status: 'Refunded', note: 'Sent back' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await balanceOf(shopper.id)).toBe(1000_00);
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
    const before = await balanceOf(shopper.id);
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
    expect(await balanceOf(shopper.id)).toBe(before + 1250_00);
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
    expect(await balanceOf(shopper.id)).toBe(before + 1250_00);
    // The rest of the line, then the whole order: only what is left, once.
    const rest = await refundLines({
      orderId: order.id,
      lines: [{ lineId }],
      reason: 'The rest',
      requestKey: 'cleo-rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const whole = await moveAs({ id: order.id, status: 'Refunded', note: 'Closed' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await balanceOf(shopper.id)).toBe(before + spent);
    expect(await givenBackOf(order.id)).toMatchObject({ sum: spent, on_order: spent });
    const again = await refundLines({
      orderId: order.id,
      lines: [{ lineId, amount: 1 }],
      reason: 'x',
      requestKey: 'cleo-again',
    });
    expect(again.statusCode).toBe(422);
    expect(await balanceOf(shopper.id)).toBe(before + spent);
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
    expect(await balanceOf(shopper.id)).toBe(0);
    expect(await givenBackOf(order.id)).toMatchObject({ sum: 0, n: 0 });
    expect(await providerRefunded(order.id)).toBe(0);
  });
});
