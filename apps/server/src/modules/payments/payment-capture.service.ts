import type { OrderDetail, PaymentProvider } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { OrderContext } from '../orders/order-moves.service.ts';
import { getOrderDetail } from '../orders/order-reads.service.ts';
import { gatewayOf, providerRefusal } from './payment-provider-calls.ts';
import type { PaymentStatus } from './payment-provider.ts';
import { recordPayment, settleFromProvider } from './payment-record.service.ts';
import {
  findPaymentOfProviderOrder,
  insertWebhookEvent,
  isWebhookEventSeen,
  markOpenPaymentFailed,
} from './payments-record.queries.ts';

/*
 * How a provider's word reaches the shop (decision 015):
 * - capture: the browser is back from the provider; the provider confirms, and the order is paid;
 * - webhook: the provider tells us itself (the shopper closed the tab).
 * Both record what they hear through payment-record.service.ts, so a capture, its webhook and
 * their replays make one payment.
 */

const NO_SUCH_PAYMENT = 'There is no such payment.';

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
  const payment = await findPaymentOfProviderOrder(db, input.provider, input.providerOrderId);
  if (!payment || payment.userId !== actor.userId) throw new AppError('not-found', NO_SUCH_PAYMENT);
  if (payment.status !== 'captured' && payment.status !== 'refunded') {
    let status: PaymentStatus;
    try {
      status = await gateway.confirmPayment(
        { providerOrderId: payment.providerOrderId, amount: payment.amount, currency: payment.currency },
        input.body,
      );
    } catch (error) {
      providerRefusal(error);
    }
    if (status.status === 'paid') await recordPayment(db, context, payment.id, status);
    if (status.status === 'failed') {
      await markOpenPaymentFailed(db, payment.id, status.reason);
      throw new AppError('unprocessable', `${status.reason} You can try again while your order is held.`);
    }
  }
  return getOrderDetail(db, { id: payment.orderId }, actor, 'own');
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
  if (await isWebhookEventSeen(db, input.provider, event.eventId)) return { handled: false };
  const payment = event.providerOrderId
    ? await findPaymentOfProviderOrder(db, input.provider, event.providerOrderId)
    : undefined;
  if (payment) {
    if (event.paid) {
      await recordPayment(db, context, payment.id, event.paid);
    } else if (payment.status === 'created' || payment.status === 'failed') {
      await settleFromProvider(db, context, gateway, payment);
    }
  }
  await insertWebhookEvent(db, { provider: input.provider, eventId: event.eventId, kind: event.kind });
  return { handled: true };
}
