import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { addToBag, checkoutCustomer, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { PaymentGateway } from '../payments/payment-provider.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * Refund clicks racing on two instances of the shop on one PostgreSQL server (decision 032):
 * twenty clicks, each for a third of an order's line, never give back more than the line (so
 * never more than was captured), and the provider is asked for exactly the refunds recorded; the
 * same request sent ten times at once is one refund. Each instance counts its provider's refund
 * calls. Without the order's row lock both tests fail: the ledger's checks still record only what
 * fits, but the provider is asked for every click (tried by hand: decision 032). The gift wrap
 * (decision 042) goes back once however many clicks race: without the unique index
 * order_refunds_gift_wrap_once and the lock, several wrap refunds were recorded (decision 042).
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let manager: string;
let earring: string;
let providerRefunds = 0;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
let instances: SecondInstance[] = [];
let instance: TwoInstances['instance'];

/** Counts the test provider's refunds on an instance (they move no money, so the count is the proof). */
function countRefunds(app: FastifyInstance) {
  const gateway = app.paymentGateways.get('test-payment') as PaymentGateway;
  const refund = gateway.refund.bind(gateway);
  (gateway as { refund: PaymentGateway['refund'] }).refund = async (payment) => {
    const answer = await refund(payment);
    providerRefunds += 1;
    return answer;
  };
}

async function paidOrder(name: string, extra: Record<string, unknown> = {}): Promise<OrderDetail> {
  const buyer = await checkoutCustomer(t, `${name}@example.com`);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: earring, quantity: 3 });
  return placeAndPay(t, buyer.cookie, buyer.addressId, extra);
}

function refund(i: number, payload: Record<string, unknown>) {
  return instance(i).inject({
    method: 'POST',
    url: '/api/order-detail/refund',
    headers: { cookie: manager },
    payload,
  });
}

describe.runIf(onServer)('refund clicks racing on two instances', () => {
  twoInstances((made) => ({ t, instances, instance } = made));
  beforeAll(async () => {
    for (const running of instances) countRefunds(running.app);
    manager = await t.cookieFor('Manager');
    earring = await firstListedSku(t.database.db, 'Earring');
  }, 60_000);

  it('gives back at most what was charged and captured, however many clicks race', async () => {
    const order = await paidOrder('race.refund.clicks');
    const line = order.lines[0]!;
    const third = Math.floor(line.charged / 3);
    providerRefunds = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(i, {
          orderId: order.id,
          lines: [{ lineId: line.id, amount: third }],
          reason: 'Goodwill',
          requestKey: randomUUID(),
        }),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(17);
    const totals = await one<{ line: number; paid_back: number; captured: number; refunds: number; notes: number }>(
      sql`select (select refunded_amount::float8 from order_lines where id = ${line.id}) as line,
                 p.refunded_amount::float8 as paid_back, p.captured_amount::float8 as captured,
                 (select count(*)::int from order_refunds where order_id = ${order.id}) as refunds,
                 (select count(*)::int from tax_documents where order_id = ${order.id} and kind = 'credit_note') as notes
            from order_payments p where p.order_id = ${order.id} and p.status in ('captured', 'refunded')`,
    );
    expect(totals).toMatchObject({ line: third * 300, paid_back: third * 300, refunds: 3, notes: 3 });
    expect(totals.paid_back).toBeLessThanOrEqual(totals.captured);
    expect(providerRefunds).toBe(3);
  });

  it('gives back the gift wrap once, however many clicks race', async () => {
    const order = await paidOrder('race.refund.wrap', { giftWrap: true });
    providerRefunds = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(i, { orderId: order.id, lines: [], giftWrap: true, reason: 'Torn', requestKey: randomUUID() }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => [409, 422].includes(answer.statusCode))).toHaveLength(19);
    const totals = await one<{ wraps: number; wrapped: number; paid_back: number; notes: number }>(
      sql`select (select count(*)::int from order_refunds where order_id = ${order.id} and gift_wrap > 0) as wraps,
                 (select coalesce(sum(gift_wrap), 0)::float8 from order_refunds where order_id = ${order.id}) as wrapped,
                 (select sum(refunded_amount)::float8 from order_payments where order_id = ${order.id}) as paid_back,
                 (select count(*)::int from tax_documents where order_id = ${order.id} and kind = 'credit_note') as notes`,
    );
    expect(totals).toEqual({ wraps: 1, wrapped: 250_00, paid_back: 250_00, notes: 1 });
    expect(providerRefunds).toBe(1);
  });

  it('makes one refund of one request sent ten times at once', async () => {
    const order = await paidOrder('race.refund.replay');
    providerRefunds = 0;
    const payload = {
      orderId: order.id,
      lines: [{ lineId: order.lines[0]!.id, amount: 10 }],
      reason: 'Goodwill',
      requestKey: randomUUID(),
    };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(i, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const counted = await one<{ n: number }>(
      sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`,
    );
    expect(counted.n).toBe(1);
    expect(providerRefunds).toBe(1);
  });
});
