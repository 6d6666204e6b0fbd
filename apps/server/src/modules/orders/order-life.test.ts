import type { OrderDetail, OrderPage } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay, startCheckout } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { runJobs } from '../../testing/jobs.ts';
import { oneRow } from '../../testing/rows.ts';
import { createOrdersTestApp, capture, couponUses, moveAs, stoneState } from './orders.test-support.ts';

/*
 * An order's life after it is placed: what each customer may see, staff moving it through its
 * states (cancelling, refunding), money arriving twice, and the hold running out.
 */

let t: TestApp;
let earring: string;

/** An order's payment as the tests read it back. */
interface PaymentRow {
  provider_order_id: string;
  status: string;
}

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, earring } = await createOrdersTestApp()));
afterAll(() => t?.close());

describe('orders for customers and staff', () => {
  it('lists a customer’s own orders and shows one without the provider’s references', async () => {
    const eve = await checkoutCustomer(t, 'eve.list@example.com');
    await addToBag(t, eve.cookie, { kind: 'product', sku: earring });
    const paid = await placeAndPay(t, eve.cookie, eve.addressId);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail/for-customer',
      headers: { cookie: eve.cookie },
    });
    const page = list.json().data as OrderPage;
    expect(page.totalRecords).toBe(1);
    expect(page.records[0]).toMatchObject({ id: paid.id, number: paid.number, state: 'Paid', itemCount: 1 });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${paid.id}`,
      headers: { cookie: eve.cookie },
    });
    expect(own.json().data).toMatchObject({ id: paid.id, payments: [], nextStates: [] });
    for (const id of ['0', '-1', '1099511627776', 'abc', '1.5']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/order-detail/for-customer/${id}`,
        headers: { cookie: eve.cookie },
      });
      expect(bad.statusCode, id).toBe(400);
    }
  });

  it('lets the Orders area find, read and move orders through their life, one allowed step at a time', async () => {
    const fay = await checkoutCustomer(t, 'fay.staff@example.com');
    await addToBag(t, fay.cookie, { kind: 'product', sku: earring });
    const paid = await placeAndPay(t, fay.cookie, fay.addressId);

    const manager = await t.cookieFor('Manager');
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail?search=${encodeURIComponent('fay.staff')}&state=Paid`,
      headers: { cookie: manager },
    });
    expect((found.json().data as OrderPage).records.map((order) => order.id)).toEqual([paid.id]);
    const bySku = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail?search=${earring.toUpperCase()}`,
      headers: { cookie: manager },
    });
    expect((bySku.json().data as OrderPage).records.map((order) => order.id)).toContain(paid.id);
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail?search=${paid.number}`,
      headers: { cookie: manager },
    });
    expect((byNumber.json().data as OrderPage).records.map((order) => order.id)).toEqual([paid.id]);
    const badRange = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail?from=2026-12-01&to=2026-11-01',
      headers: { cookie: manager },
    });
    expect(badRange.statusCode).toBe(400);
    const ancient = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail?from=0000-01-01',
      headers: { cookie: manager },
    });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().errorMessages[0]).toContain('must be a date between 2000 and 2999');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/${paid.id}`,
      headers: { cookie: manager },
    });
    const staffView = detail.json().data as OrderDetail;
    expect(staffView.nextStates).toEqual(['Processing', 'Cancelled', 'Refunded']);
    expect(staffView.payments[0]).toMatchObject({ provider: 'test-payment', status: 'captured' });

    // Not allowed: a sentence, nothing changed.
    const skip = await moveAs(t, 'Manager', { id: paid.id, status: 'Delivered' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errorMessages).toEqual([
      'An order that is paid can only become being made or cancelled or refunded.',
    ]);
    expect((await moveAs(t, 'StoneManager', { id: paid.id, status: 'Processing' })).statusCode).toBe(403);
    expect((await moveAs(t, 'Manager', { id: 0, status: 'Processing' })).statusCode).toBe(400);
    expect((await moveAs(t, 'Manager', { id: 2_000_000_000, status: 'Processing' })).statusCode).toBe(404);

    expect(
      (await moveAs(t, 'Manager', { id: paid.id, status: 'Processing', note: 'Sizing at the bench' })).statusCode,
    ).toBe(200);
    const untracked = await moveAs(t, 'Manager', { id: paid.id, status: 'Shipped' });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json().errorMessages).toEqual(['Give the tracking number of the parcel to mark it shipped.']);
    const shipped = await moveAs(t, 'Admin', {
      id: paid.id,
      status: 'Shipped',
      trackingNumber: 'BD 123456789 IN',
      huids: huidsFor(paid),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((shipped.json().data as OrderDetail).trackingNumber).toBe('BD 123456789 IN');
    const shippedMail = await one<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from messages where "to" = 'fay.staff@example.com' order by id desc limit 1`,
    );
    expect(shippedMail.subject).toContain('shipped');
    expect(shippedMail.text).toContain('Tracking number: BD 123456789 IN');
    expect(shippedMail.text).toContain(`http://shop.test/my-orders/${paid.id}`);
    expect(shippedMail.html).toContain('BD 123456789 IN');
    const cancelShipped = await moveAs(t, 'Manager', { id: paid.id, status: 'Cancelled' });
    expect(cancelShipped.json().errorMessages).toEqual([
      'An order that has shipped cannot be cancelled; refund it once it is returned.',
    ]);
    expect((await moveAs(t, 'Manager', { id: paid.id, status: 'Delivered' })).statusCode).toBe(200);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order-detail/for-customer/${paid.id}`,
        headers: { cookie: fay.cookie },
      })
    ).json().data as OrderDetail;
    expect(history.events.map((event) => [event.toState, event.mover])).toEqual([
      ['PendingPayment', 'customer'],
      ['Paid', 'payment'],
      ['Processing', 'staff'],
      ['Shipped', 'staff'],
      ['Delivered', 'staff'],
    ]);
    expect(history.events[2]!.note).toBe('Sizing at the bench');
    const lastMail = await one<{ subject: string; text: string }>(
      sql`select subject, text from messages where "to" = 'fay.staff@example.com' order by id desc limit 1`,
    );
    expect(lastMail.subject).toContain('delivered');

    const customerList = await t.app.inject({
      method: 'GET',
      url: '/api/order-detail',
      headers: { cookie: fay.cookie },
    });
    expect(customerList.statusCode).toBe(403);
  });

  it('cancelling an order awaiting payment puts its stones back on sale and gives the coupon use back', async () => {
    const gil = await checkoutCustomer(t, 'gil.cancel@example.com');
    await addToBag(t, gil.cookie, { kind: 'stone', sku: 'ORD-CANCEL-1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/shopping-cart/apply-coupon',
      headers: { cookie: gil.cookie },
      payload: { couponCode: 'ORDER10' },
    });
    const usesBefore = await couponUses(t, 'ORDER10');
    const { order } = (await startCheckout(t, gil.cookie, { addressId: gil.addressId })).json().data as PaymentStart;
    expect(await couponUses(t, 'ORDER10')).toBe(usesBefore + 1);
    const cancelled = await moveAs(t, 'Manager', { id: order.id, status: 'Cancelled', note: 'Customer asked' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stoneState(t, 'ORD-CANCEL-1')).toBe('available');
    expect(await couponUses(t, 'ORDER10')).toBe(usesBefore);
    expect((await moveAs(t, 'Manager', { id: order.id, status: 'Paid' })).json().errorMessages).toEqual([
      'A cancelled order stays cancelled.',
    ]);
  });

  it('cancelling a paid order refunds it and puts its stone back on sale', async () => {
    const hal = await checkoutCustomer(t, 'hal.refund@example.com');
    await insertStoneRow(t, { sku: 'ORD-REFUND-1', shape: 'Oval', carat: 1.2, costRupees: 200_000 });
    await addToBag(t, hal.cookie, { kind: 'stone', sku: 'ORD-REFUND-1' });
    const paid = await placeAndPay(t, hal.cookie, hal.addressId);
    expect(await stoneState(t, 'ORD-REFUND-1')).toBe('sold');
    const cancelled = await moveAs(t, 'Admin', { id: paid.id, status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json().data as OrderDetail).payments[0]).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringContaining('refund'),
    });
    expect(await stoneState(t, 'ORD-REFUND-1')).toBe('available');
  });
});

describe('money arriving twice', () => {
  it('refunds a declined payment paid late after a second payment paid the order, and keeps the one that paid', async () => {
    const kit = await checkoutCustomer(t, 'kit.twice@example.com');
    await addToBag(t, kit.cookie, { kind: 'product', sku: earring });
    const { order, payment: first } = (await startCheckout(t, kit.cookie, { addressId: kit.addressId })).json()
      .data as PaymentStart;
    expect((await capture(t, kit.cookie, first.providerOrderId, 'failure')).statusCode).toBe(422);
    const second = (
      (await startCheckout(t, kit.cookie, { orderId: order.id }, { key: null })).json().data as PaymentStart
    ).payment;
    expect((await capture(t, kit.cookie, second.providerOrderId)).json().data.state).toBe('Paid');
    // The first payment goes through after all (a slow UPI approval, say): the order did not want it.
    expect((await capture(t, kit.cookie, first.providerOrderId)).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    const payments = await queryRows<PaymentRow>(
      t.database.db,
      sql`select provider_order_id, status from order_payments where order_id = ${order.id} order by id`,
    );
    // The payment that paid the order is kept (before the fix the job refunded it too, leaving a
    // paid order with all its money given back).
    expect(payments).toEqual([
      { provider_order_id: first.providerOrderId, status: 'refunded' },
      { provider_order_id: second.providerOrderId, status: 'captured' },
    ]);
    expect((await one<{ state: string }>(sql`select state from orders where id = ${order.id}`)).state).toBe('Paid');
  });
});

describe('the hold running out', () => {
  it('cancels an unpaid order after its hold, puts its stones back on sale, and refuses paying for it', async () => {
    const ivy = await checkoutCustomer(t, 'ivy.expire@example.com');
    await addToBag(t, ivy.cookie, { kind: 'stone', sku: 'ORD-EXPIRE-1' });
    const { order, payment } = (await startCheckout(t, ivy.cookie, { addressId: ivy.addressId })).json()
      .data as PaymentStart;
    await t.database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    await t.database.db.execute(sql`insert into jobs (kind, run_at) values ('orders.reconcile-payments', now())`);
    await runJobs(t);
    const after = await one<{ state: string }>(sql`select state from orders where id = ${order.id}`);
    expect(after.state).toBe('Cancelled');
    expect(await stoneState(t, 'ORD-EXPIRE-1')).toBe('available');
    const late = await startCheckout(t, ivy.cookie, { orderId: order.id }, { key: null });
    expect(late.statusCode).toBe(409);
    // A payment that arrives anyway is given back, not kept.
    const paidLate = await capture(t, ivy.cookie, payment.providerOrderId);
    expect(paidLate.statusCode, paidLate.body).toBe(200);
    const payments = await queryRows<Pick<PaymentRow, 'status'>>(
      t.database.db,
      sql`select status from order_payments where order_id = ${order.id}`,
    );
    expect(payments.map((p) => p.status)).toEqual(['refunded']);
    expect((paidLate.json().data as OrderDetail).state).toBe('Cancelled');
  });
});
