import type { Currency } from '@facet/contracts/money';
import {
  type OrderDetail,
  type PaymentProvider,
  paymentProviderLabels,
  type CheckoutStart,
  placementMessages,
  type StartPaymentInput,
} from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../lib/app-error.ts';
import { applyMove, lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { placeOrder } from '../orders/order-placement.service.ts';
import { getOrderDetail, NO_SUCH_ORDER } from '../orders/order-reads.service.ts';
import { type PaymentGateway, type PaymentStatus, ProviderError } from './payment-provider.ts';
import { refundPayment } from './payment-refund.service.ts';

/*
 * Taking money for orders, the same way for every provider (decision 015):
 * - start: place the order from the bag (or take one still awaiting payment) and create the
 *   provider's payment for it — claimed in our table before the provider is called, so two
 *   requests never start two payments of one order with one provider;
 * - capture: the browser is back from the provider; the provider confirms, and the order is paid;
 * - webhook: the provider tells us itself (the shopper closed the tab);
 * - reconcile (a job): we ask the provider about payments nobody reported, then cancel orders
 *   whose hold ran out, then refund money that arrived for an order that no longer wants it.
 * Recording a payment locks the order, so a capture, its webhook and their replays make one
 * payment, one move to Paid and one e-mail.
 */

const NO_SUCH_PAYMENT = 'There is no such payment.';
const NEEDS_KEY =
  'Send an Idempotency-Key header (or idempotencyKey) with each checkout attempt, so that a retry places one order.';
/** A claim older than this was left by a request that died; another may take it over. */
const STALE_CLAIM_SECONDS = 30;
/** The note on a payment captured for an order that did not want it, until it is refunded. */
const STRAY_PAYMENT = 'Captured for an order that no longer awaited it; to be refunded.';

function gatewayOf(context: OrderContext, provider: PaymentProvider): PaymentGateway {
  const gateway = context.gateways.get(provider);
  if (!gateway)
    throw new AppError('not-found', `Payments with ${paymentProviderLabels[provider]} are not offered here.`);
  return gateway;
}

function providerRefusal(error: unknown): never {
  if (error instanceof ProviderError) throw new AppError(error.final ? 'unprocessable' : 'unavailable', error.message);
  throw error;
}

/** POST /api/{provider}/cart/orders. */
export async function startPayment(
  db: Database,
  context: OrderContext,
  input: { provider: PaymentProvider; body: StartPaymentInput; idempotencyKey: string | undefined; currency: Currency },
  actor: Actor,
): Promise<CheckoutStart> {
  const gateway = gatewayOf(context, input.provider);
  let orderId: number;
  if (input.body.addressId !== undefined) {
    const key = input.body.idempotencyKey ?? input.idempotencyKey;
    if (!key) throw new AppError('bad-request', NEEDS_KEY);
    const currency = gateway.currency ?? input.body.currency ?? input.currency;
    ({ orderId } = await placeOrder(
      db,
      context,
      {
        addressId: input.body.addressId,
        idempotencyKey: key,
        provider: input.provider,
        currency,
        pan: input.body.pan,
        form60: input.body.form60,
        buyerGstin: input.body.buyerGstin,
        buyerBusinessName: input.body.buyerBusinessName,
        useStoreCredit: input.body.useStoreCredit,
      },
      actor,
    ));
    // Store credit that covered the whole order paid it: no provider is asked for anything.
    const placed = await getOrderDetail(db, { id: orderId }, actor, 'own');
    if (placed.amountDue === 0) return { order: placed, payment: null };
  } else {
    orderId = input.body.orderId!;
  }
  const claim = await claimPatiently(db, gateway, orderId, actor);
  let payment: { providerOrderId: string; checkout: Record<string, unknown> };
  if (claim.kind === 'open') {
    payment = claim.payment;
  } else {
    try {
      payment = await gateway.createPayment(claim.request);
    } catch (error) {
      await db.execute(
        sql`update order_payments
               set status = 'failed', failure = ${error instanceof ProviderError ? error.message : 'error'}, update_date = now()
             where id = ${claim.paymentId}`,
      );
      providerRefusal(error);
    }
    await storeCreatedPayment(db, gateway.name, orderId, claim.paymentId, payment);
  }
  const order = await getOrderDetail(db, { id: orderId }, actor, 'own');
  return {
    order,
    payment: {
      provider: input.provider,
      providerOrderId: payment.providerOrderId,
      amount: order.amountDue,
      currency: order.currency,
      checkout: payment.checkout,
    },
  };
}

/**
 * Stores the provider's payment on our claim. A provider that answers a repeat request with what
 * it made the first time (PayPal: the request id is made from our order number) hands back the
 * id of this order's earlier payment that failed — a declined card, where PayPal has the payer
 * choose another funding source for the same PayPal order. That payment is reopened and the
 * claim dropped: a second row with the same provider id would break the unique key (a 409).
 */
async function storeCreatedPayment(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  claimId: number,
  payment: { providerOrderId: string; checkout: Record<string, unknown> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [earlier] = await queryRows<{ id: number }>(
      tx,
      sql`select id from order_payments
           where provider = ${provider} and provider_order_id = ${payment.providerOrderId}
             and order_id = ${orderId} and status = 'failed' and id <> ${claimId}
             for update`,
    );
    if (earlier) await tx.execute(sql`delete from order_payments where id = ${claimId}`);
    await tx.execute(
      sql`update order_payments
             set status = 'created', provider_order_id = ${payment.providerOrderId}, failure = null,
                 checkout = ${JSON.stringify(payment.checkout)}::jsonb, update_date = now()
           where id = ${earlier?.id ?? claimId}
             -- Not when the job cancelled the order (and failed its claim) while the provider answered.
             and (id <> ${claimId} or status = 'creating')
             and (select state from orders where id = ${orderId}) = 'PendingPayment'`,
    );
  });
}

type Claim =
  | { kind: 'open'; payment: { providerOrderId: string; checkout: Record<string, unknown> } }
  | { kind: 'claimed'; paymentId: number; request: Parameters<PaymentGateway['createPayment']>[0] }
  | { kind: 'busy' };

/** How long a repeat waits for the request that is creating the provider's payment (a double click). */
const BUSY_WAIT_MS = 100;
const BUSY_TRIES = 50;

/** claimPayment, waiting while another request creates the same payment, then answering what it made. */
async function claimPatiently(
  db: Database,
  gateway: PaymentGateway,
  orderId: number,
  actor: Actor,
): Promise<Exclude<Claim, { kind: 'busy' }>> {
  for (let attempt = 1; ; attempt += 1) {
    const claim = await claimPayment(db, gateway, orderId, actor);
    if (claim.kind !== 'busy') return claim;
    if (attempt >= BUSY_TRIES) throw new AppError('conflict', 'This payment is being started; try again in a moment.');
    await sleep(BUSY_WAIT_MS);
  }
}

/**
 * The order's open payment with this provider, or a new claim to create one. Under the order's
 * lock: the order must be the customer's, awaiting payment, its hold running, in a currency the
 * provider takes.
 */
async function claimPayment(db: Database, gateway: PaymentGateway, orderId: number, actor: Actor): Promise<Claim> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.user_id !== actor.userId) throw new AppError('not-found', NO_SUCH_ORDER);
    if (order.state !== 'PendingPayment') {
      throw new AppError(
        'conflict',
        order.state === 'Paid' ? 'This order is already paid.' : placementMessages.notPayable,
      );
    }
    if (!order.hold_running) {
      throw new AppError(
        'conflict',
        'The time to pay for this order has run out, so its pieces are back on sale. Add them to your bag again to order them.',
      );
    }
    if (gateway.currency !== null && gateway.currency !== order.currency) {
      throw new AppError(
        'unprocessable',
        `${placementMessages.currency(paymentProviderLabels[gateway.name], gateway.currency)} This order is in ${order.currency}; choose another way to pay.`,
      );
    }
    const [open] = await queryRows<{
      id: number;
      status: 'creating' | 'created';
      provider_order_id: string | null;
      checkout: Record<string, unknown> | null;
      stale: boolean;
    }>(
      tx,
      sql`select id, status, provider_order_id, checkout,
                 update_date < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}) as stale
            from order_payments
           where order_id = ${orderId} and provider = ${gateway.name} and status in ('creating', 'created')`,
    );
    const request = {
      orderNumber: order.number,
      amount: order.total - order.store_credit,
      currency: order.currency,
      description: `Order ${order.number}`,
      customer: {
        name: `${order.first_name} ${order.last_name}`.trim(),
        email: order.email,
        phone: order.address_phone || order.phone_number || '',
      },
    };
    if (open?.status === 'created') {
      return { kind: 'open', payment: { providerOrderId: open.provider_order_id!, checkout: open.checkout ?? {} } };
    }
    if (open && !open.stale) return { kind: 'busy' };
    if (open) {
      await tx.execute(sql`update order_payments set update_date = now() where id = ${open.id}`);
      return { kind: 'claimed', paymentId: open.id, request };
    }
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into order_payments (order_id, provider, amount, currency)
          values (${orderId}, ${gateway.name}, ${order.total - order.store_credit}, ${order.currency}) returning id`,
    );
    return { kind: 'claimed', paymentId: row!.id, request };
  });
}

interface PaymentRow {
  id: number;
  order_id: number;
  user_id: string;
  status: 'creating' | 'created' | 'captured' | 'failed' | 'refunded';
  amount: number;
  currency: 'INR' | 'USD';
  provider_order_id: string;
}

async function findPayment(
  db: Database,
  provider: PaymentProvider,
  providerOrderId: string,
): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`select p.id, p.order_id, o.user_id, p.status, p.amount::float8 as amount, p.currency, p.provider_order_id
          from order_payments p join orders o on o.id = p.order_id
         where p.provider = ${provider} and p.provider_order_id = ${providerOrderId}`,
  );
  return row ?? null;
}

/**
 * POST /api/{provider}/cart/orders/capture: the provider confirms the payment the browser
 * reports, and the order is paid. A repeat answers the order as it is.
 */
export async function capturePayment(
  db: Database,
  context: OrderContext,
  input: { provider: PaymentProvider; providerOrderId: string; body: unknown },
  actor: Actor,
): Promise<OrderDetail> {
  const gateway = gatewayOf(context, input.provider);
  const payment = await findPayment(db, input.provider, input.providerOrderId);
  if (!payment || payment.user_id !== actor.userId) throw new AppError('not-found', NO_SUCH_PAYMENT);
  if (payment.status !== 'captured' && payment.status !== 'refunded') {
    let status: PaymentStatus;
    try {
      status = await gateway.confirmPayment(
        { providerOrderId: payment.provider_order_id, amount: payment.amount, currency: payment.currency },
        input.body,
      );
    } catch (error) {
      providerRefusal(error);
    }
    if (status.status === 'paid') await recordPayment(db, context, payment.id, status);
    if (status.status === 'failed') {
      await markPaymentFailed(db, payment.id, status.reason);
      throw new AppError('unprocessable', `${status.reason} You can try again while your order is held.`);
    }
  }
  return getOrderDetail(db, { id: payment.order_id }, actor, 'own');
}

async function markPaymentFailed(db: Database, paymentId: number, reason: string): Promise<void> {
  await db.execute(
    sql`update order_payments set status = 'failed', failure = ${reason}, update_date = now()
         where id = ${paymentId} and status in ('creating', 'created')`,
  );
}

/**
 * Records money taken for one of our payments, once: under the order's lock, a payment already
 * captured is a repeat (nothing happens). The first payment of an order awaiting payment makes
 * it Paid (its stones sold, the customer e-mailed); money for an order that no longer awaits it
 * (paid another way, cancelled) or of another amount is refunded.
 */
export async function recordPayment(
  db: Database,
  context: OrderContext,
  paymentId: number,
  paid: { providerPaymentId: string; amount: number; currency: 'INR' | 'USD' },
): Promise<'paid' | 'repeat' | 'refunded' | 'refund-pending'> {
  const outcome = await db.transaction(async (tx) => {
    const [owner] = await queryRows<{ order_id: number }>(
      tx,
      sql`select order_id from order_payments where id = ${paymentId}`,
    );
    const order = await lockOrder(tx, owner!.order_id);
    const [payment] = await queryRows<{
      status: PaymentRow['status'];
      amount: number;
      currency: string;
      provider: PaymentProvider;
    }>(
      tx,
      sql`select status, amount::float8 as amount, currency, provider from order_payments where id = ${paymentId} for update`,
    );
    if (payment!.status === 'captured' || payment!.status === 'refunded') return 'repeat' as const;
    await tx.execute(
      sql`update order_payments
             set status = 'captured', provider_payment_id = ${paid.providerPaymentId},
                 captured_amount = ${paid.amount}, failure = null, update_date = now()
           where id = ${paymentId}`,
    );
    const exact = paid.amount === payment!.amount && paid.currency === payment!.currency;
    if (order!.state === 'PendingPayment' && exact) {
      await applyMove(tx, context, order!, {
        to: 'Paid',
        mover: 'payment',
        actorId: null,
        note: `Paid with ${paymentProviderLabels[payment!.provider]}.`,
      });
      return 'paid' as const;
    }
    // Marked, so the reconcile job retries its refund if the provider fails now — and never
    // mistakes the payment that did pay the order for a stray (its id may be the higher one).
    await tx.execute(sql`update order_payments set failure = ${STRAY_PAYMENT} where id = ${paymentId}`);
    return 'stray' as const;
  });
  if (outcome !== 'stray') return outcome;
  return (await refundStrayPayment(db, context, paymentId)) ? 'refunded' : 'refund-pending';
}

/**
 * Gives back money the shop must not keep (see recordPayment). A provider that fails leaves the
 * payment captured; the reconcile job tries again.
 */
async function refundStrayPayment(db: Database, context: OrderContext, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await queryRows<{
      provider: PaymentProvider;
      status: string;
      provider_payment_id: string;
      left: number;
      currency: 'INR' | 'USD';
      number: string;
      order_id: number;
    }>(
      tx,
      sql`select p.provider, p.status, p.provider_payment_id, (p.captured_amount - p.refunded_amount)::float8 as left,
                 p.currency, o.number, o.id as order_id
            from order_payments p join orders o on o.id = p.order_id
           where p.id = ${paymentId} for update of p`,
    );
    if (!payment || payment.status !== 'captured') return true;
    const gateway = context.gateways.get(payment.provider);
    if (!gateway) return false;
    try {
      await refundPayment(
        tx,
        gateway,
        {
          id: paymentId,
          orderId: payment.order_id,
          providerPaymentId: payment.provider_payment_id,
          amount: payment.left,
          currency: payment.currency,
          orderNumber: payment.number,
        },
        'Refunded: the order no longer awaited this payment.',
      );
      return true;
    } catch (error) {
      if (error instanceof ProviderError) return false;
      throw error;
    }
  });
}

/**
 * POST /api/{provider}/webhook: an event the provider proves it sent. A payment it reports is
 * recorded (once); an approval is looked up (PayPal: which captures it); a failure is noted. An
 * event seen before changes nothing. Answers whether the event was news.
 */
export async function receiveWebhook(
  db: Database,
  context: OrderContext,
  input: { provider: PaymentProvider; headers: Record<string, string | string[] | undefined>; rawBody: string },
): Promise<{ handled: boolean }> {
  const gateway = gatewayOf(context, input.provider);
  const event = await gateway.verifyWebhook(input.headers, input.rawBody);
  if (!event) throw new AppError('bad-request', 'The webhook could not be verified.');
  const [seen] = await queryRows<{ event_id: string }>(
    db,
    sql`select event_id from payment_webhook_events where provider = ${input.provider} and event_id = ${event.eventId}`,
  );
  if (seen) return { handled: false };
  const payment = event.providerOrderId ? await findPayment(db, input.provider, event.providerOrderId) : null;
  if (payment) {
    if (event.paid) {
      await recordPayment(db, context, payment.id, event.paid);
    } else if (payment.status === 'created' || payment.status === 'failed') {
      await settleFromProvider(db, context, gateway, payment);
    }
  }
  await db.execute(
    sql`insert into payment_webhook_events (provider, event_id, kind)
        values (${input.provider}, ${event.eventId}, ${event.kind}) on conflict do nothing`,
  );
  return { handled: true };
}

/** Asks the provider where a payment stands and records what it says. */
async function settleFromProvider(
  db: Database,
  context: OrderContext,
  gateway: PaymentGateway,
  payment: Pick<PaymentRow, 'id' | 'provider_order_id' | 'amount' | 'currency'>,
): Promise<void> {
  const status = await gateway.lookUpPayment({
    providerOrderId: payment.provider_order_id,
    amount: payment.amount,
    currency: payment.currency,
  });
  if (status.status === 'paid') await recordPayment(db, context, payment.id, status);
  if (status.status === 'failed') await markPaymentFailed(db, payment.id, status.reason);
}

export const RECONCILE_PAYMENTS_JOB = 'orders.reconcile-payments';

/** The figures a reconcile run reports. */
export interface ReconcileReport {
  lookedUp: number;
  cancelled: number;
  refunded: number;
}

/**
 * The reconcile job: (1) asks the providers about open payments nobody reported within a minute
 * (or whose hold ran out), (2) cancels orders whose hold ran out unpaid — their stones back on
 * sale, their coupon use given back — and (3) refunds money captured for orders that no longer
 * wanted it. Each order is handled under its own lock; another instance's run skips it.
 */
export async function reconcilePayments(
  db: Database,
  context: OrderContext,
  log: { warn(object: object, message: string): void } = console,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { lookedUp: 0, cancelled: 0, refunded: 0 };
  const open = await queryRows<PaymentRow & { provider: PaymentProvider }>(
    db,
    sql`select p.id, p.order_id, o.user_id, p.status, p.amount::float8 as amount, p.currency, p.provider_order_id,
               p.provider
          from order_payments p join orders o on o.id = p.order_id
         where o.state = 'PendingPayment' and p.status in ('created', 'failed') and p.provider_order_id is not null
           and (p.update_date < now() - interval '1 minute' or o.hold_until < now())
         order by p.id limit 100`,
  );
  // Orders whose provider could not say whether they were paid: not cancelled on this run, or
  // their stones would go back on sale while the payer's money sits at the provider unseen.
  const unsure = new Set<number>();
  for (const payment of open) {
    const gateway = context.gateways.get(payment.provider);
    if (!gateway) continue;
    try {
      await settleFromProvider(db, context, gateway, payment);
      report.lookedUp += 1;
    } catch (error) {
      unsure.add(payment.order_id);
      log.warn({ err: error, paymentId: payment.id }, 'a payment could not be looked up; will try again');
    }
  }

  const expired = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where state = 'PendingPayment' and hold_until < now() order by hold_until limit 100`,
  );
  for (const { id } of expired) {
    if (unsure.has(id)) continue;
    const cancelled = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const [still] = await queryRows<{ expired: boolean }>(
        tx,
        sql`select hold_until < now() as expired from orders where id = ${id}`,
      );
      if (!order || order.state !== 'PendingPayment' || !still?.expired) return false;
      await tx.execute(
        sql`update order_payments set status = 'failed', failure = 'The time to pay ran out.', update_date = now()
             where order_id = ${id} and status in ('creating', 'created')`,
      );
      await applyMove(tx, context, order, {
        to: 'Cancelled',
        mover: 'job',
        actorId: null,
        note: 'The time to pay ran out, so the order was cancelled and its pieces are back on sale. No money was taken.',
      });
      return true;
    });
    if (cancelled) report.cancelled += 1;
  }

  const stray = await queryRows<{ id: number }>(
    db,
    sql`select p.id from order_payments p join orders o on o.id = p.order_id
         where p.status = 'captured'
           and (o.state in ('Cancelled', 'Refunded', 'PendingPayment') or p.failure = ${STRAY_PAYMENT})
         order by p.id limit 100`,
  );
  for (const { id } of stray) {
    if (await refundStrayPayment(db, context, id)) report.refunded += 1;
  }
  return report;
}
