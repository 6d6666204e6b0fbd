import type { CheckoutStart } from '@facet/contracts/checkout';
import type { OrderDetail } from '@facet/contracts/orders';
import type { TaxDocumentRecord } from '@facet/contracts/tax-documents';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckout } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  balanceOf,
  capture,
  createStoreCreditTestApp,
  entriesOf,
  quoteFor,
  shopperWithCredit,
} from './store-credit.test-support.ts';

/*
 * Spending store credit at checkout (decision 031) on the demo shop with the test provider: part
 * of an order's total or all of it, only when asked, once for a replayed checkout.
 */

let t: TestApp;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, earring } = await createStoreCreditTestApp()));
afterAll(() => t?.close());

describe('spending store credit at checkout', () => {
  it('offers the balance, takes part of the total from it and asks the provider for the rest', async () => {
    const ravi = await shopperWithCredit(t, earring, 'ravi.part', 1000);
    const quote = await quoteFor(t, ravi);
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
    expect(await balanceOf(t, ravi.id)).toBe(0);
    const paid = await capture(t, ravi.cookie, payment!.providerOrderId);
    expect((paid.json().data as OrderDetail).state).toBe('Paid');
    expect(await entriesOf(t, ravi.id)).toEqual(['issued-by-staff 100000', 'spent -100000']);
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
    const sana = await shopperWithCredit(t, earring, 'sana.full', 400_000);
    const quote = await quoteFor(t, sana);
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
    expect(await balanceOf(t, sana.id)).toBe((400_000 - quote.figures.total) * 100);
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
    const tara = await shopperWithCredit(t, earring, 'tara.replay', 1000);
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
    expect(await entriesOf(t, tara.id)).toEqual(['issued-by-staff 100000', 'spent -100000']);

    const uma = await shopperWithCredit(t, earring, 'uma.notasked', 1000);
    const plain = (await startCheckout(t, uma.cookie, { addressId: uma.addressId, currency: 'INR' })).json()
      .data as CheckoutStart;
    expect(plain.order.storeCredit).toBe(0);
    expect(await balanceOf(t, uma.id)).toBe(1000_00);
  });

  it('refuses a wrong type for useStoreCredit and another customer’s order, spending nothing', async () => {
    const vera = await shopperWithCredit(t, earring, 'vera.bad', 1000);
    const wrong = await startCheckout(t, vera.cookie, { addressId: vera.addressId, useStoreCredit: 'yes' });
    expect(wrong.statusCode).toBe(400);
    const other = await shopperWithCredit(t, earring, 'walt.other', 0);
    const placed = (await startCheckout(t, other.cookie, { addressId: other.addressId })).json().data as CheckoutStart;
    const theirs = await startCheckout(t, vera.cookie, { orderId: placed.order.id }, { key: null });
    expect(theirs.statusCode).toBe(404);
    expect(await balanceOf(t, vera.id)).toBe(1000_00);
  });
});
