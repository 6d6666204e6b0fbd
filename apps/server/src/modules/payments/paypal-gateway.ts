import { paypalCaptureInput } from '@facet/contracts/checkout';
import type { PaymentsConfig } from '../../env.ts';
import {
  ProviderError,
  type PaymentCurrency,
  type PaymentGateway,
  type PaymentStatus,
  type VerifiedWebhook,
} from './payment-provider.ts';
import { centsToPaypalValue, paypalValueToCents } from './paypal-amounts.ts';
import { createPaypalApi, paypalErrorDetail, paypalIssue, type PaypalAnswer } from './paypal-api.ts';

/*
 * PayPal through its Orders v2 REST API, in US dollars. We create the PayPal order; the browser's
 * PayPal button has the payer approve it and hands us its id (`onApprove`'s `orderID`); we then
 * capture it, which is when money moves. Every call that changes something carries a
 * PayPal-Request-Id made from our order number or PayPal's order id, so a retry after a timeout
 * answers the first call's result instead of creating or capturing twice. A webhook is only
 * believed after PayPal's verify-webhook-signature call says SUCCESS.
 */

type PaypalPaymentsConfig = Omit<NonNullable<PaymentsConfig['paypal']>, 'sdkUrl'>;
type Payment = { providerOrderId: string; amount: number; currency: PaymentCurrency };

const amountMismatch = 'The amount paid does not match the order.';
const notUnderstood = 'PayPal answered in a way we could not read. Please try again in a moment.';
// Capture issues that mean the payer's funding was refused: they may choose another in PayPal.
const declinedIssues = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED']);
// PayPal's order statuses that still wait for the payer.
const waitingStatuses = new Set(['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED']);
const webhookHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? (current[key] as unknown) : undefined;
    else current = isObject(current) ? current[key] : undefined;
  }
  return current;
}

/** A PayPal refusal we have no better answer for: final, with what PayPal said for the log. */
function refused(answer: PaypalAnswer, where: string, message: string): ProviderError {
  return new ProviderError(message, paypalErrorDetail(where, answer.status, answer.body), true);
}

/** PayPal's amount as ours, or null when it is not a plain decimal in a currency we charge in. */
function readAmount(amount: unknown): { amount: number; currency: PaymentCurrency } | null {
  const currency = field(amount, 'currency_code');
  const cents = paypalValueToCents(field(amount, 'value'));
  if ((currency !== 'USD' && currency !== 'INR') || cents === null) return null;
  return { amount: cents, currency };
}

/** Where an order stands from its capture; the capture must be for exactly what we asked. */
function statusFromCapture(order: Record<string, unknown>, payment: Payment): PaymentStatus {
  const capture = field(order, 'purchase_units', 0, 'payments', 'captures', 0);
  const id = field(capture, 'id');
  const status = field(capture, 'status');
  if (typeof id !== 'string' || typeof status !== 'string') {
    throw new ProviderError(notUnderstood, { provider: 'paypal', orderId: order.id, orderStatus: order.status });
  }
  if (status === 'DECLINED' || status === 'FAILED') {
    return { status: 'failed', reason: 'PayPal declined the payment. Please try again or choose another way to pay.' };
  }
  const paid = readAmount(field(capture, 'amount'));
  if (!paid)
    throw new ProviderError(notUnderstood, { provider: 'paypal', captureId: id, amount: field(capture, 'amount') });
  if (paid.amount !== payment.amount || paid.currency !== payment.currency) {
    throw new ProviderError(
      amountMismatch,
      { provider: 'paypal', captureId: id, paid, expected: { amount: payment.amount, currency: payment.currency } },
      true,
    );
  }
  // A refunded capture was paid first; refunds are recorded on their own.
  if (status === 'COMPLETED' || status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED') {
    return { status: 'paid', providerPaymentId: id, ...paid };
  }
  if (status === 'PENDING') return { status: 'pending' };
  throw new ProviderError(notUnderstood, { provider: 'paypal', captureId: id, captureStatus: status });
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === '' ? undefined : first;
  }
  return undefined;
}

export function createPaypalGateway(
  config: PaypalPaymentsConfig,
  timeoutMs: number,
  options: { now?: () => number } = {},
): PaymentGateway {
  const api = createPaypalApi(config, timeoutMs, options.now ?? Date.now);

  async function getOrder(orderId: string): Promise<Record<string, unknown>> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const answer = await api.call('GET', path);
    if (!answer.ok) throw refused(answer, `GET ${path}`, 'PayPal could not find this payment.');
    return answer.body;
  }

  async function capture(payment: Payment): Promise<PaymentStatus> {
    const path = `/v2/checkout/orders/${encodeURIComponent(payment.providerOrderId)}/capture`;
    const answer = await api.call('POST', path, {
      body: {},
      requestId: `${payment.providerOrderId}-capture`,
      prefer: 'return=representation',
    });
    if (answer.ok) return statusFromCapture(answer.body, payment);
    const issue = answer.status === 422 ? paypalIssue(answer.body) : undefined;
    // Captured already (by an earlier call, or the PayPal button itself): answer from the order.
    if (issue === 'ORDER_ALREADY_CAPTURED') return statusFromCapture(await getOrder(payment.providerOrderId), payment);
    if (issue === 'ORDER_NOT_APPROVED') return { status: 'pending' };
    if (issue && declinedIssues.has(issue)) {
      return {
        status: 'failed',
        reason: 'PayPal declined the payment method. Please choose another one in PayPal, or another way to pay.',
      };
    }
    throw refused(answer, `POST ${path}`, 'PayPal could not take this payment. Please choose another way to pay.');
  }

  return {
    name: 'paypal',
    currency: 'USD',

    async createPayment(request) {
      if (request.currency !== 'USD') {
        throw new ProviderError('PayPal takes payments in US dollars only.', { currency: request.currency }, true);
      }
      const path = '/v2/checkout/orders';
      const answer = await api.call('POST', path, {
        requestId: `${request.orderNumber}-create`,
        prefer: 'return=representation',
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.orderNumber,
              invoice_id: request.orderNumber,
              // PayPal takes at most 127 characters.
              description: request.description.slice(0, 127),
              amount: { currency_code: 'USD', value: centsToPaypalValue(request.amount) },
            },
          ],
        },
      });
      if (!answer.ok) {
        throw refused(answer, `POST ${path}`, 'PayPal could not start this payment. Please choose another way to pay.');
      }
      const orderId = answer.body.id;
      if (typeof orderId !== 'string' || orderId === '') {
        throw new ProviderError(notUnderstood, { provider: 'paypal', where: `POST ${path}` });
      }
      const links = Array.isArray(answer.body.links) ? answer.body.links : [];
      const approve = links.find((link) => field(link, 'rel') === 'approve' || field(link, 'rel') === 'payer-action');
      const approveUrl = field(approve, 'href');
      return {
        providerOrderId: orderId,
        checkout: {
          orderId,
          clientId: config.clientId,
          approveUrl: typeof approveUrl === 'string' ? approveUrl : null,
        },
      };
    },

    async confirmPayment(payment, body) {
      const parsed = paypalCaptureInput.safeParse(body);
      if (!parsed.success) {
        throw new ProviderError(
          'The PayPal approval could not be read. Please try again.',
          { provider: 'paypal', issues: parsed.error.issues },
          true,
        );
      }
      if (parsed.data.orderID !== payment.providerOrderId) {
        throw new ProviderError(
          'This PayPal approval is for another payment.',
          { provider: 'paypal', orderID: parsed.data.orderID, expected: payment.providerOrderId },
          true,
        );
      }
      return capture(payment);
    },

    async lookUpPayment(payment) {
      const order = await getOrder(payment.providerOrderId);
      const status = order.status;
      if (status === 'COMPLETED') return statusFromCapture(order, payment);
      // The payer approved but nobody captured (the browser went away): take the money now.
      if (status === 'APPROVED') return capture(payment);
      if (typeof status === 'string' && waitingStatuses.has(status)) return { status: 'pending' };
      if (status === 'VOIDED') return { status: 'failed', reason: 'The PayPal payment was cancelled.' };
      throw new ProviderError(notUnderstood, { provider: 'paypal', orderId: payment.providerOrderId, status });
    },

    async refund(payment) {
      const path = `/v2/payments/captures/${encodeURIComponent(payment.providerPaymentId)}/refund`;
      const answer = await api.call('POST', path, {
        requestId: payment.reference ?? `${payment.orderNumber}-refund`,
        prefer: 'return=representation',
        body: {
          amount: { value: centsToPaypalValue(payment.amount), currency_code: payment.currency },
          invoice_id: payment.orderNumber,
        },
      });
      if (!answer.ok) {
        const issue = paypalIssue(answer.body);
        throw refused(answer, `POST ${path}`, `PayPal refused the refund${issue ? ` (${issue})` : ''}.`);
      }
      const id = answer.body.id;
      if (typeof id !== 'string' || id === '') {
        throw new ProviderError(notUnderstood, { provider: 'paypal', where: `POST ${path}` });
      }
      return { providerRefundId: id };
    },

    async verifyWebhook(headers, rawBody) {
      if (!config.webhookId) return null;
      const signature: Record<string, string> = {};
      for (const [name, headerName] of Object.entries(webhookHeaders)) {
        const value = header(headers, headerName);
        if (value === undefined) return null;
        signature[name] = value;
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isObject(event) || typeof event.id !== 'string' || typeof event.event_type !== 'string') return null;

      const path = '/v1/notifications/verify-webhook-signature';
      const answer = await api.call('POST', path, {
        body: { ...signature, webhook_id: config.webhookId, webhook_event: event },
      });
      // A 4xx here is PayPal refusing to vouch for what we sent (a bad cert_url, say): not proven.
      if (!answer.ok || answer.body.verification_status !== 'SUCCESS') return null;

      const resource = event.resource;
      const kind = event.event_type;
      const relatedOrderId = field(resource, 'supplementary_data', 'related_ids', 'order_id');
      const resourceId = field(resource, 'id');
      const providerOrderId = kind.startsWith('CHECKOUT.ORDER.')
        ? typeof resourceId === 'string'
          ? resourceId
          : null
        : typeof relatedOrderId === 'string'
          ? relatedOrderId
          : null;
      let paid: VerifiedWebhook['paid'] = null;
      if (kind === 'PAYMENT.CAPTURE.COMPLETED' && typeof resourceId === 'string') {
        // An amount we cannot read leaves paid empty: the service then asks PayPal itself.
        const amount = readAmount(field(resource, 'amount'));
        if (amount) paid = { providerPaymentId: resourceId, ...amount };
      }
      return { eventId: event.id, kind, providerOrderId, paid };
    },
  };
}
