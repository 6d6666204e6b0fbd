import { createHash } from 'node:crypto';
import { razorpayCaptureInput } from '@facet/contracts/checkout';
import { describeIssues, z } from '@facet/contracts/zod';
import type { PaymentsConfig } from '../../env.ts';
import type { PaymentCurrency, PaymentGateway, PaymentStatus, VerifiedWebhook } from './payment-provider.ts';
import { ProviderError } from './payment-provider.ts';
import {
  createRazorpayApi,
  type RazorpayApi,
  razorpayOrder,
  razorpayPayment,
  razorpayPayments,
  type RazorpayPayment,
  razorpayRefund,
} from './razorpay-api.ts';
import { isRazorpayPaymentSignature, isRazorpayWebhookSignature } from './razorpay-signatures.ts';

/*
 * Razorpay (cards, UPI, netbanking), in rupees; amounts are paise, which are Razorpay's units too.
 * We create a Razorpay order for ours, the browser opens Checkout.js with it, and Checkout hands
 * back the payment id and a signature. Nothing the browser says is believed on its own: the
 * signature is checked over the order id *we stored*, then the payment is fetched from Razorpay
 * and must belong to that order with the order's amount and currency. A payment Razorpay only
 * authorised (no auto-capture on the account) is captured here, so "paid" always means money taken.
 */

type Payment = { providerOrderId: string; amount: number; currency: PaymentCurrency };

const notVerified = 'The payment could not be verified.';
const amountMismatch = 'The amount paid does not match the order.';

const webhookBody = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: razorpayPayment }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .optional(),
});

function matches(found: RazorpayPayment, payment: Payment): boolean {
  return found.amount === payment.amount && found.currency === payment.currency;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

function isPaymentCurrency(currency: string): currency is PaymentCurrency {
  return currency === 'INR' || currency === 'USD';
}

export function createRazorpayGateway(
  config: Omit<NonNullable<PaymentsConfig['razorpay']>, 'checkoutUrl'>,
  timeoutMs: number,
): PaymentGateway {
  const api: RazorpayApi = createRazorpayApi(config, timeoutMs);

  const paid = (found: RazorpayPayment, payment: Payment): PaymentStatus => ({
    status: 'paid',
    providerPaymentId: found.id,
    amount: found.amount,
    currency: payment.currency,
  });

  /** Take the money of an authorised payment. */
  async function capture(found: RazorpayPayment, payment: Payment): Promise<PaymentStatus> {
    const path = `/v1/payments/${encodeURIComponent(found.id)}`;
    try {
      const captured = await api.call(
        'POST',
        `${path}/capture`,
        razorpayPayment,
        'The payment could not be completed.',
        {
          amount: found.amount,
          currency: found.currency,
        },
      );
      if (captured.status === 'captured' && matches(captured, payment)) return paid(captured, payment);
      throw new ProviderError('The payment could not be completed.', {
        provider: 'razorpay',
        where: `POST ${path}/capture`,
        status: captured.status,
      });
    } catch (error) {
      // Auto-capture (or a webhook's capture) may have won the race: "already captured" is paid.
      if (!(error instanceof ProviderError) || !error.final) throw error;
      const again = await api.call('GET', path, razorpayPayment, notVerified);
      if (again.status === 'captured' && matches(again, payment)) return paid(again, payment);
      throw error;
    }
  }

  /** Where one of this order's payments stands, capturing it when only authorised. */
  async function settle(found: RazorpayPayment, payment: Payment): Promise<PaymentStatus> {
    switch (found.status) {
      case 'captured':
        return paid(found, payment);
      case 'authorized':
        return capture(found, payment);
      case 'failed':
        return { status: 'failed', reason: found.error_description ?? 'The payment failed.' };
      case 'refunded':
        return { status: 'failed', reason: 'The payment was refunded.' };
      default:
        return { status: 'pending' };
    }
  }

  return {
    name: 'razorpay',
    currency: 'INR',

    async createPayment(request) {
      if (request.currency !== 'INR') {
        throw new ProviderError('Razorpay takes payments in rupees only.', { currency: request.currency }, true);
      }
      const order = await api.call('POST', '/v1/orders', razorpayOrder, 'Razorpay could not start the payment.', {
        amount: request.amount,
        currency: request.currency,
        receipt: request.orderNumber,
        notes: { order_number: request.orderNumber },
      });
      return {
        providerOrderId: order.id,
        // Checkout.js options: the key id is public; the secret stays here.
        checkout: {
          key: config.keyId,
          order_id: order.id,
          amount: order.amount,
          currency: order.currency,
          description: request.description,
          prefill: { name: request.customer.name, email: request.customer.email, contact: request.customer.phone },
        },
      };
    },

    async confirmPayment(payment, body) {
      const parsed = razorpayCaptureInput.safeParse(body);
      if (!parsed.success) {
        throw new ProviderError(
          'Razorpay’s answer from the checkout was incomplete, so the payment could not be confirmed.',
          describeIssues(parsed.error.issues),
          true,
        );
      }
      const answer = parsed.data;
      if (answer.razorpay_order_id !== payment.providerOrderId) {
        throw new ProviderError(
          'This payment was made for another order.',
          { provider: 'razorpay', expected: payment.providerOrderId, got: answer.razorpay_order_id },
          true,
        );
      }
      const genuine = isRazorpayPaymentSignature(
        {
          orderId: payment.providerOrderId,
          paymentId: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        },
        config.keySecret,
      );
      if (!genuine) {
        throw new ProviderError(notVerified, { provider: 'razorpay', paymentId: answer.razorpay_payment_id }, true);
      }
      const found = await api.call(
        'GET',
        `/v1/payments/${encodeURIComponent(answer.razorpay_payment_id)}`,
        razorpayPayment,
        notVerified,
      );
      if (found.order_id !== payment.providerOrderId || !matches(found, payment)) {
        throw new ProviderError(
          amountMismatch,
          {
            provider: 'razorpay',
            expected: payment,
            got: { order_id: found.order_id, amount: found.amount, currency: found.currency },
          },
          true,
        );
      }
      return settle(found, payment);
    },

    async lookUpPayment(payment) {
      const { items } = await api.call(
        'GET',
        `/v1/orders/${encodeURIComponent(payment.providerOrderId)}/payments`,
        razorpayPayments,
        'Razorpay could not say where the payment stands.',
      );
      const ours = items.filter((item) => item.order_id === payment.providerOrderId);
      const captured = ours.find((item) => item.status === 'captured' && matches(item, payment));
      if (captured) return paid(captured, payment);
      const authorised = ours.find((item) => item.status === 'authorized' && matches(item, payment));
      if (authorised) return capture(authorised, payment);
      const wrong = ours.find((item) => item.status === 'captured' || item.status === 'authorized');
      if (wrong) {
        throw new ProviderError(
          amountMismatch,
          {
            provider: 'razorpay',
            expected: payment,
            got: { id: wrong.id, amount: wrong.amount, currency: wrong.currency },
          },
          true,
        );
      }
      const last = ours.at(-1);
      if (last && ours.every((item) => item.status === 'failed')) {
        return { status: 'failed', reason: last.error_description ?? 'The payment failed.' };
      }
      return { status: 'pending' };
    },

    async refund(payment) {
      const refund = await api.call(
        'POST',
        `/v1/payments/${encodeURIComponent(payment.providerPaymentId)}/refund`,
        razorpayRefund,
        'Razorpay refused the refund.',
        {
          amount: payment.amount,
          notes: { order_number: payment.orderNumber, ...(payment.reference ? { refund: payment.reference } : {}) },
        },
      );
      return { providerRefundId: refund.id };
    },

    async verifyWebhook(headers, rawBody): Promise<VerifiedWebhook | null> {
      if (!config.webhookSecret) return null;
      const raw = Buffer.from(rawBody, 'utf8');
      if (!isRazorpayWebhookSignature(raw, header(headers, 'x-razorpay-signature'), config.webhookSecret)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody) as unknown;
      } catch {
        return null;
      }
      const parsed = webhookBody.safeParse(json);
      if (!parsed.success) return null;
      const event = parsed.data;
      const entity = event.payload?.payment?.entity;
      // Razorpay sends the same event id on every retry of an event; without it the body is the event.
      const eventId = header(headers, 'x-razorpay-event-id') ?? createHash('sha256').update(raw).digest('hex');
      const providerOrderId = entity?.order_id ?? event.payload?.order?.entity.id ?? null;
      const takesMoney = event.event === 'payment.captured' || event.event === 'order.paid';
      return {
        eventId,
        kind: event.event,
        providerOrderId,
        paid:
          takesMoney && entity && isPaymentCurrency(entity.currency)
            ? { providerPaymentId: entity.id, amount: entity.amount, currency: entity.currency }
            : null,
      };
    },
  };
}
