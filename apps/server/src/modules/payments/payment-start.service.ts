import type { Currency } from '@facet/contracts/money';
import { type PaymentProvider, paymentProviderLabels } from '@facet/contracts/orders';
import { type CheckoutStart, placementMessages, type StartPaymentInput } from '@facet/contracts/checkout';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../lib/app-error.ts';
import { lockOrder, type OrderContext } from '../orders/order-moves.service.ts';
import { placeOrder } from '../orders/order-placement.service.ts';
import { getOrderDetail, NO_SUCH_ORDER } from '../orders/order-reads.service.ts';
import { gatewayOf, providerRefusal } from './payment-provider-calls.ts';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';
import {
  deletePayment,
  failPaymentClaim,
  findOpenPayment,
  insertPaymentClaim,
  lockEarlierFailedPayment,
  storePaymentCreated,
  touchPaymentClaim,
} from './payments-start.queries.ts';

/*
 * Starting a payment, the same way for every provider (decision 015): place the order from the
 * bag (or take one still awaiting payment) and create the provider's payment for it — claimed in
 * our table before the provider is called, so two requests never start two payments of one order
 * with one provider. How the shop then learns the money was taken: payment-capture.service.ts and
 * payment-reconcile.service.ts.
 */

const NEEDS_KEY =
  'Send an Idempotency-Key header (or idempotencyKey) with each checkout attempt, so that a retry places one order.';
/** A claim older than this was left by a request that died; another may take it over. */
const STALE_CLAIM_SECONDS = 30;

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
        giftWrap: input.body.giftWrap,
        giftMessage: input.body.giftMessage,
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
      await failPaymentClaim(db, claim.paymentId, error instanceof ProviderError ? error.message : 'error');
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
    const earlierId = await lockEarlierFailedPayment(
      tx,
      { provider, providerOrderId: payment.providerOrderId, orderId },
      claimId,
    );
    if (earlierId !== undefined) await deletePayment(tx, claimId);
    await storePaymentCreated(tx, earlierId ?? claimId, claimId, { orderId, ...payment });
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
    const open = await findOpenPayment(tx, orderId, gateway.name, STALE_CLAIM_SECONDS);
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
      return { kind: 'open', payment: { providerOrderId: open.providerOrderId!, checkout: open.checkout ?? {} } };
    }
    if (open && !open.stale) return { kind: 'busy' };
    if (open) {
      await touchPaymentClaim(tx, open.id);
      return { kind: 'claimed', paymentId: open.id, request };
    }
    const paymentId = await insertPaymentClaim(tx, {
      orderId,
      provider: gateway.name,
      amount: order.total - order.store_credit,
      currency: order.currency,
    });
    return { kind: 'claimed', paymentId, request };
  });
}
