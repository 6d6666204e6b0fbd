import type { OrderDetail } from '@facet/contracts/orders';
import type { CheckoutQuote, PaymentStart } from '@facet/contracts/checkout';
import { includedTax } from '@facet/contracts/tax';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../../testing/messages.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectFiguresAddUp, openTaxDocumentShop, taxDocumentCalls } from './tax-documents.test-support.ts';

/*
 * Gifts (decision 042): a gift message and gift wrap at checkout. The wrap's price is a pricing
 * parameter per currency (Admin, audited), charged beside the goods and taxed like shipping; the
 * tax invoice shows it as a charge line and never the message; the gift card (staff) prints the
 * message; the gift receipt (the shopper's and staff's) lists the pieces without a price.
 */

let t: TestApp;
let earring: string;

beforeAll(async () => {
  ({ t, earring } = await openTaxDocumentShop());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { one, documentOf, pdfOf } = taxDocumentCalls(() => t);
const MESSAGE = 'Happy anniversary, Meera — with all my love';

function quote(cookie: string, addressId: string, giftWrap: boolean, currency = 'INR') {
  return t.app.inject({
    method: 'GET',
    url: `/api/check-out/quote?addressId=${addressId}&provider=test-payment&currency=${currency}&giftWrap=${giftWrap}`,
    headers: { cookie },
  });
}

async function payGift(cookie: string, addressId: string, body: Record<string, unknown>): Promise<OrderDetail> {
  const started = await startCheckout(t, cookie, { addressId, currency: 'INR', ...body });
  expect(started.statusCode, started.body).toBe(200);
  const { payment } = started.json().data as PaymentStart;
  const captured = await t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId: payment.providerOrderId, outcome: 'success' },
  });
  expect(captured.statusCode, captured.body).toBe(200);
  return captured.json().data as OrderDetail;
}

describe('a gift order within India', () => {
  let buyer: { id: string; cookie: string; addressId: string };
  let order: OrderDetail;
  let quoted: CheckoutQuote;
  let unwrapped: CheckoutQuote;

  beforeAll(async () => {
    buyer = await checkoutCustomer(t, 'gift.buyer@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    unwrapped = (await quote(buyer.cookie, buyer.addressId, false)).json().data;
    quoted = (await quote(buyer.cookie, buyer.addressId, true)).json().data;
    order = await payGift(buyer.cookie, buyer.addressId, { giftWrap: true, giftMessage: `  ${MESSAGE}  ` });
  });

  it('quotes and charges the wrap at its rupee price, its GST at the piece’s rate', async () => {
    expect(unwrapped.figures.giftWrap).toBe(0);
    expect(quoted.figures.giftWrap).toBe(250);
    expect(quoted.figures.total).toBe(unwrapped.figures.total + 250);
    expect(order.figures).toMatchObject({ giftWrap: 250, total: quoted.figures.total, tax: quoted.figures.tax });
    expect(order.gift).toEqual({ message: MESSAGE, wrapped: true });
    const stored = await one<{ gift_wrap: number; gift_wrap_tax: number; rate: number; tax: number }>(
      sql`select o.gift_wrap::float8 as gift_wrap, o.gift_wrap_tax::float8 as gift_wrap_tax,
                 o.shipping_tax_rate as rate, o.tax::float8 as tax
            from orders o where o.id = ${order.id}`,
    );
    expect(stored.rate).toBeGreaterThan(0);
    expect(stored.gift_wrap).toBe(250_00);
    expect(stored.gift_wrap_tax).toBe(includedTax(250_00, stored.rate));
    // The wrap's GST is inside the order's: more than without it.
    expect(quoted.figures.tax).toBeGreaterThan(unwrapped.figures.tax);
  });

  it('shows the wrap on the tax invoice as a charge line, and never the message', async () => {
    const invoice = await documentOf(order, buyer.cookie);
    const wrapLine = invoice.lines.find((line) => line.kind === 'charge');
    expect(wrapLine).toMatchObject({ description: 'Gift wrapping', quantity: 1, total: 250_00 });
    expect(wrapLine!.cgst + wrapLine!.sgst).toBe(includedTax(250_00, wrapLine!.rateBp));
    expect(invoice.totals.total).toBe(order.figures.total * 100);
    expectFiguresAddUp(invoice);
    expect(JSON.stringify(invoice)).not.toContain('Meera');
    const text = await pdfText(await pdfOf(order.documents[0]!.id, buyer.cookie));
    expect(text).toContain('Gift wrapping');
    expect(text).not.toContain('Meera');
  });

  it('shows the wrap with its price in the placed and paid e-mails, as the invoice does', async () => {
    const sent = await messagesTo(t.database.db, 'gift.buyer@example.com');
    const placed = sent.find((m) => m.subject.includes('placed'));
    const paid = sent.find((m) => m.subject.includes('payment received'));
    for (const message of [placed, paid]) {
      expect(message, sent.map((m) => m.subject).join(', ')).toBeDefined();
      expect(message!.text).toContain('Gift wrapping: ₹250');
      expect(message!.html).toContain('Gift wrapping: ₹250');
      // The message is for the card, not the e-mails.
      expect(message!.text).not.toContain('Meera');
    }
  });

  it('leaves the issued invoice as it was when the wrap price changes', async () => {
    const before = await documentOf(order, buyer.cookie);
    const changed = await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/conversion/gift-wrap-inr',
      payload: { giftWrapInr: 400 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ giftWrapInr: 400, repricedVariants: 0 });
    expect(await documentOf(order, buyer.cookie)).toEqual(before);
    const audit = await one<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log
           where action = 'pricing.parameter-changed' and entity_id = 'giftWrapInr' order by id desc limit 1`,
    );
    expect(audit).toEqual({ before: { giftWrapInr: 250 }, after: { giftWrapInr: 400, repricedVariants: 0 } });
    const restored = await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/conversion/gift-wrap-inr',
      payload: { giftWrapInr: 250 },
    });
    expect(restored.statusCode).toBe(200);
  });

  it('prints the message on the gift card for Orders staff only', async () => {
    const card = await t.injectAs('Manager', { method: 'GET', url: `/api/order-detail/${order.id}/gift-card` });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(card.rawPayload);
    expect(text).toContain('Gift card');
    expect(text).toContain('Meera');
    expect(text).toContain('Gift wrapped.');
    const refused = await t.injectAs('Customer', { method: 'GET', url: `/api/order-detail/${order.id}/gift-card` });
    expect(refused.statusCode).toBe(403);
  });

  it('gives the shopper and staff a gift receipt without any price', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}/gift-receipt`,
      headers: { cookie: buyer.cookie },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('Gift receipt');
    expect(text).toContain(order.number);
    expect(text).toContain(order.lines[0]!.name);
    expect(text).not.toMatch(/₹|\$|Rs\.?\s?\d|INR|USD/);
    expect(text).not.toContain(order.lines[0]!.unitPrice.toLocaleString('en-IN'));
    const staff = await t.injectAs('Manager', { method: 'GET', url: `/api/order-detail/${order.id}/gift-receipt` });
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).not.toMatch(/₹|\$/);
  });

  it('does not give another customer’s gift receipt: 404, and none signed out', async () => {
    const other = await checkoutCustomer(t, 'gift.stranger@example.com');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}/gift-receipt`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}/gift-receipt`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('gift input and the wrap price', () => {
  it('refuses a message too long or with hidden characters, placing nothing', async () => {
    const buyer = await checkoutCustomer(t, 'gift.long@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    for (const giftMessage of ['x'.repeat(301), 'Love \u202Eyou']) {
      const refused = await startCheckout(t, buyer.cookie, {
        addressId: buyer.addressId,
        currency: 'INR',
        giftMessage,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessages.join(' ')).toMatch(/^giftMessage: must/);
    }
    const placed = await one<{ count: number }>(
      sql`select count(*)::int as count from orders where user_id = ${buyer.id}`,
    );
    expect(placed.count).toBe(0);
  });

  it('a message alone makes a gift without wrap: nothing charged', async () => {
    const buyer = await checkoutCustomer(t, 'gift.card-only@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const plain = (await quote(buyer.cookie, buyer.addressId, false)).json().data;
    const order = await payGift(buyer.cookie, buyer.addressId, { giftMessage: 'For you' });
    expect(order.gift).toEqual({ message: 'For you', wrapped: false });
    expect(order.figures).toMatchObject({ giftWrap: 0, total: plain.figures.total });
    const sent = await messagesTo(t.database.db, 'gift.card-only@example.com');
    expect(sent.some((m) => m.subject.includes('payment received'))).toBe(true);
    for (const message of sent) expect(message.text).not.toContain('Gift wrapping');
  });

  it('charges an export the dollar price without its GST, and the invoice has no GST on it', async () => {
    const buyer = await checkoutCustomer(t, 'gift.abroad@example.com', 'US');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const plain = (await quote(buyer.cookie, buyer.addressId, false, 'USD')).json().data;
    const wrapped = (await quote(buyer.cookie, buyer.addressId, true, 'USD')).json().data;
    expect(wrapped.currency).toBe('USD');
    // $5 includes 14 cents of GST at 3 %: less than half a dollar comes off, so $5 is charged.
    expect(wrapped.figures.giftWrap).toBe(5);
    expect(wrapped.figures.total).toBe(plain.figures.total + 5);
    expect(wrapped.figures.tax).toBe(0);
    const started = await startCheckout(t, buyer.cookie, {
      addressId: buyer.addressId,
      currency: 'USD',
      giftWrap: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const stored = await one<{ gift_wrap: number; gift_wrap_tax: number; total: number }>(
      sql`select gift_wrap::float8 as gift_wrap, gift_wrap_tax::float8 as gift_wrap_tax, total::float8 as total
            from orders where user_id = ${buyer.id}`,
    );
    expect(stored).toEqual({ gift_wrap: 5_00, gift_wrap_tax: 0, total: wrapped.figures.total * 100 });
  });

  it('lets only the Admin change the wrap price, in whole units within range', async () => {
    const url = '/api/conversion/gift-wrap-usd';
    expect((await t.injectAs('Manager', { method: 'PUT', url, payload: { giftWrapUsd: 6 } })).statusCode).toBe(403);
    const fraction = await t.injectAs('Admin', { method: 'PUT', url, payload: { giftWrapUsd: 6.5 } });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errorMessages).toEqual(['giftWrapUsd: must be a whole amount']);
    const tooMuch = await t.injectAs('Admin', { method: 'PUT', url, payload: { giftWrapUsd: 201 } });
    expect(tooMuch.json().errorMessages).toEqual(['giftWrapUsd: must be between $0 and $200']);
    const read = await t.app.inject({ method: 'GET', url });
    expect(read.json().data).toEqual({ giftWrapUsd: 5 });
  });
});
