import { hmacSha256Hex } from '../modules/payments/razorpay-signatures.ts';
import type { FakeRazorpay } from './fake-razorpay.ts';
import { newId, now } from './fake-razorpay-payments.ts';

/* The fake Razorpay's webhooks: an event about a payment, signed with the webhook secret, sent or only built. */

export interface FakeRazorpaySentWebhook {
  event: string;
  eventId: string;
  body: string;
  signature: string;
  status: number;
}

/** Webhooks about the fake's payments, signed with `options.webhookSecret`; each one sent is kept in `webhooks`. */
export function fakeRazorpayWebhooks(
  { orders, payments, webhooks }: Pick<FakeRazorpay, 'orders' | 'payments' | 'webhooks'>,
  options: { webhookSecret?: string },
) {
  function signWebhook(event: string, choice: Parameters<FakeRazorpay['signWebhook']>[1] = {}) {
    if (!options.webhookSecret) throw new Error('fake Razorpay: start it with a webhookSecret to send webhooks');
    const all = [...payments.values()];
    const payment = choice.paymentId
      ? payments.get(choice.paymentId)
      : choice.orderId
        ? all.filter((p) => p.order_id === choice.orderId).at(-1)
        : all.at(-1);
    const order = orders.get(choice.orderId ?? payment?.order_id ?? '');
    const payload: Record<string, { entity: unknown }> = {};
    if (payment) payload.payment = { entity: payment };
    if (order && event.startsWith('order.')) payload.order = { entity: order };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const signature = hmacSha256Hex(body, choice.forge ? 'not-the-webhook-secret' : options.webhookSecret);
    const eventId = choice.eventId ?? newId('evt').replace('evt_', '');
    return {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Razorpay-Webhook/v1',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      rawBody: body,
    };
  }

  async function webhook(targetUrl: string, event: string, choice: Parameters<FakeRazorpay['webhook']>[2] = {}) {
    const { headers, rawBody } = signWebhook(event, choice);
    const response = await fetch(targetUrl, { method: 'POST', headers, body: rawBody });
    await response.arrayBuffer();
    webhooks.push({
      event,
      eventId: headers['x-razorpay-event-id'],
      body: rawBody,
      signature: headers['x-razorpay-signature'],
      status: response.status,
    });
    return response.status;
  }

  return { signWebhook, webhook };
}
