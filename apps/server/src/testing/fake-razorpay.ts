import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacSha256Hex } from '../modules/payments/razorpay-signatures.ts';
import { answerPreflight, fakeCorsHeaders, fakeRazorpayCheckoutScript, sendScript } from './fake-provider-scripts.ts';

/*
 * A small Razorpay for tests (there is no network here): the Orders, Payments and Refunds calls
 * the gateway makes, on 127.0.0.1, with Razorpay's JSON shapes and error bodies, kept in memory.
 * It insists on what Razorpay insists on (Basic auth with the key pair, JSON bodies, an amount in
 * paise of at least ₹1, INR, a receipt of at most 40 characters, a capture of exactly the amount
 * authorised, no refund beyond what was captured), so a test fails when the gateway sends
 * something Razorpay would refuse. `pay` plays the payer finishing Checkout; `webhook` plays
 * Razorpay calling us (`signWebhook` builds the same request without sending it); `failNext`
 * makes one call fail the ways a network does. For the browser tests it also serves a Checkout.js
 * (`GET /v1/checkout.js`) whose Pay button takes the payment through `POST /_fake/checkout/pay`
 * (fake-provider-scripts.ts); those browser calls are not in `requests`.
 */

export interface FakeRazorpayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body (the raw text when it was not JSON; undefined when empty). */
  body: unknown;
}

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

/** Which call `failNext` catches: by method and path (a string is the whole path), or any test. */
export type FakeRazorpayMatch =
  { method?: string; path?: string | RegExp } | ((request: FakeRazorpayRequest) => boolean);

/**
 * How it fails: an answer (status and body; `meanwhile` runs first, to change the fake's state as
 * if something else happened at Razorpay), no answer at all ('hang'), or the socket closed ('close').
 */
export type FakeRazorpayAnswer = { status: number; body?: unknown; meanwhile?: () => void } | 'hang' | 'close';

export interface FakeRazorpayCheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface FakeRazorpaySentWebhook {
  event: string;
  eventId: string;
  body: string;
  signature: string;
  status: number;
}

export interface FakeRazorpay {
  /** The API URL to configure (http://127.0.0.1:<port>). */
  url: string;
  requests: FakeRazorpayRequest[];
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  refunds: Map<string, FakeRazorpayRefund>;
  webhooks: FakeRazorpaySentWebhook[];
  /** The payer finished Checkout for `orderId`: a payment (captured unless told), and Checkout's signed answer. */
  pay(
    orderId: string,
    options?: { amount?: number; status?: 'captured' | 'authorized' | 'failed'; errorDescription?: string },
  ): FakeRazorpayCheckoutAnswer;
  failNext(match: FakeRazorpayMatch, answer: FakeRazorpayAnswer): void;
  /**
   * Razorpay sends `event` about a payment (the given one, else the order's latest, else the
   * latest of all) to `targetUrl`, signed with the webhook secret (with another when `forge`);
   * answers the status it got. `eventId` repeats an event (Razorpay's retries keep the id).
   */
  webhook(
    targetUrl: string,
    event: string,
    options?: { forge?: boolean; paymentId?: string; orderId?: string; eventId?: string },
  ): Promise<number>;
  /** What `webhook` would send (headers and raw body), for a test that delivers it itself (`inject`). */
  signWebhook(
    event: string,
    options?: { forge?: boolean; paymentId?: string; orderId?: string; eventId?: string },
  ): { headers: Record<string, string>; rawBody: string };
  close(): Promise<void>;
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters and digits (order_DaZlswtdcn9UNV). */
function newId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function razorpayError(description: string, field?: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field === undefined ? {} : { field }),
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function matchesCall(match: FakeRazorpayMatch, request: FakeRazorpayRequest): boolean {
  if (typeof match === 'function') return match(request);
  if (match.method !== undefined && match.method.toUpperCase() !== request.method) return false;
  if (match.path === undefined) return true;
  return typeof match.path === 'string' ? match.path === request.path : match.path.test(request.path);
}

export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
}): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const requests: FakeRazorpayRequest[] = [];
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments = new Map<string, FakeRazorpayPayment>();
  const refunds = new Map<string, FakeRazorpayRefund>();
  const webhooks: FakeRazorpaySentWebhook[] = [];
  const failures: { match: FakeRazorpayMatch; answer: FakeRazorpayAnswer }[] = [];
  let baseUrl = '';

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    });
  });

  function orderPaid(order: FakeRazorpayOrder, amount: number) {
    order.amount_paid += amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-razorpay');
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    let body: unknown;
    let bodyIsJson = true;
    if (text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
        bodyIsJson = false;
      }
    }
    // The payment step's side (the script and its call from the shop's page), not the gateway's.
    if (url.pathname === '/v1/checkout.js' || url.pathname.startsWith('/_fake/')) {
      return browserSide(method, url.pathname, body, response);
    }
    const record: FakeRazorpayRequest = { method, path: url.pathname, headers: request.headers, body };
    requests.push(record);

    const failure = failures.findIndex((f) => matchesCall(f.match, record));
    if (failure >= 0) {
      const { answer } = failures.splice(failure, 1)[0]!;
      if (answer === 'hang') return; // close() ends the socket
      if (answer === 'close') {
        request.socket.destroy();
        return;
      }
      answer.meanwhile?.();
      return send(response, answer.status, answer.body ?? '');
    }

    if (request.headers.authorization !== expectedAuth) {
      return send(response, 401, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Authentication failed',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    }
    if (method === 'POST') {
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return send(response, 400, razorpayError('The fake takes JSON bodies only (Content-Type: application/json).'));
      }
      if (!bodyIsJson || !isObject(body))
        return send(response, 400, razorpayError('The request body is not valid JSON.'));
    }
    const input = isObject(body) ? body : {};
    const parts = url.pathname.split('/').filter(Boolean);
    const route = `${method} /${parts.map((part, i) => (i === 2 ? ':id' : part)).join('/')}`;
    const id = parts[2] ?? '';
    const notFound = () => send(response, 400, razorpayError('The id provided does not exist', 'id'));

    switch (route) {
      case 'POST /v1/orders':
        return createOrder(input, response);
      case 'GET /v1/orders/:id': {
        const order = orders.get(id);
        return order ? send(response, 200, order) : notFound();
      }
      case 'GET /v1/orders/:id/payments': {
        if (!orders.has(id)) return notFound();
        const items = [...payments.values()].filter((p) => p.order_id === id).reverse();
        return send(response, 200, { entity: 'collection', count: items.length, items });
      }
      case 'GET /v1/payments/:id': {
        const payment = payments.get(id);
        return payment ? send(response, 200, payment) : notFound();
      }
      case 'POST /v1/payments/:id/capture': {
        const payment = payments.get(id);
        return payment ? capturePayment(payment, input, response) : notFound();
      }
      case 'POST /v1/payments/:id/refund': {
        const payment = payments.get(id);
        return payment ? refundPayment(payment, input, response) : notFound();
      }
      default:
        return send(response, 400, razorpayError('The requested URL was not found on the server.'));
    }
  }

  function browserSide(method: string, path: string, body: unknown, response: ServerResponse) {
    const answer = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', ...fakeCorsHeaders });
      response.end(JSON.stringify(payload));
    };
    if (method === 'GET' && path === '/v1/checkout.js') {
      return sendScript(response, 200, fakeRazorpayCheckoutScript(baseUrl));
    }
    if (path === '/_fake/checkout/pay' && method === 'OPTIONS') return answerPreflight(response);
    if (path === '/_fake/checkout/pay' && method === 'POST') {
      // The payer pays in Checkout: with the account's key, for an order not paid yet.
      const input = isObject(body) ? body : {};
      if (input.key !== options.keyId) return answer(401, razorpayError('The api key provided is invalid', 'key'));
      const order = orders.get(typeof input.order_id === 'string' ? input.order_id : '');
      if (!order) return answer(400, razorpayError('The id provided does not exist', 'order_id'));
      if (order.status === 'paid') return answer(400, razorpayError('This order has already been paid.', 'order_id'));
      return answer(200, pay(order.id));
    }
    return answer(404, razorpayError('The requested URL was not found on the server.'));
  }

  function createOrder(input: Record<string, unknown>, response: ServerResponse) {
    const { amount, currency, receipt, notes } = input;
    if (amount === undefined) return send(response, 400, razorpayError('The amount field is required.', 'amount'));
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return send(response, 400, razorpayError('The amount must be an integer.', 'amount'));
    }
    if (amount < 100) return send(response, 400, razorpayError('The amount must be at least INR 1.00', 'amount'));
    if (currency !== 'INR') return send(response, 400, razorpayError('Currency is not supported', 'currency'));
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return send(response, 400, razorpayError('The receipt may not be greater than 40 characters.', 'receipt'));
    }
    if (notes !== undefined && (!isObject(notes) || Object.keys(notes).length > 15)) {
      return send(response, 400, razorpayError('The notes may have at most 15 keys.', 'notes'));
    }
    const order: FakeRazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? {},
      created_at: now(),
    };
    orders.set(order.id, order);
    return send(response, 200, order);
  }

  function capturePayment(payment: FakeRazorpayPayment, input: Record<string, unknown>, response: ServerResponse) {
    if (payment.status === 'captured' || payment.status === 'refunded') {
      return send(response, 400, razorpayError('This payment has already been captured'));
    }
    if (payment.status !== 'authorized') {
      return send(
        response,
        400,
        razorpayError('Only payments which have been authorized and not yet captured can be captured'),
      );
    }
    if (input.amount !== payment.amount) {
      return send(response, 400, razorpayError('Capture amount must be equal to the amount authorized', 'amount'));
    }
    if (input.currency !== payment.currency) {
      return send(response, 400, razorpayError('The currency should be same as the payment currency', 'currency'));
    }
    payment.status = 'captured';
    payment.captured = true;
    const order = orders.get(payment.order_id);
    if (order) orderPaid(order, payment.amount);
    return send(response, 200, payment);
  }

  function refundPayment(payment: FakeRazorpayPayment, input: Record<string, unknown>, response: ServerResponse) {
    if (!payment.captured) return send(response, 400, razorpayError('The payment has not been captured'));
    const left = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return send(response, 400, razorpayError('The amount must be at least INR 1.00', 'amount'));
    }
    if (amount > left) {
      return send(response, 400, razorpayError('The refund amount provided is greater than amount captured', 'amount'));
    }
    const refund: FakeRazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: isObject(input.notes) ? (input.notes as Record<string, string>) : {},
      receipt: null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return send(response, 200, refund);
  }

  function pay(orderId: string, choice: Parameters<FakeRazorpay['pay']>[1] = {}): FakeRazorpayCheckoutAnswer {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    const status = choice.status ?? 'captured';
    const failed = status === 'failed';
    const payment: FakeRazorpayPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: choice.amount ?? order.amount_due,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: 'gaurav.kumar@exampleupi',
      email: 'gaurav.kumar@example.com',
      contact: '+919000090000',
      notes: {},
      fee: failed ? null : 236,
      tax: failed ? null : 36,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed
        ? (choice.errorDescription ?? 'Your payment was declined by the bank. Please try another method.')
        : null,
      error_source: failed ? 'bank' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_declined' : null,
      acquirer_data: { rrn: failed ? null : '322206890934' },
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (payment.captured) orderPaid(order, payment.amount);
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacSha256Hex(`${order.id}|${payment.id}`, options.keySecret),
    };
  }

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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    orders,
    payments,
    refunds,
    webhooks,
    pay,
    failNext(match, answer) {
      failures.push({ match, answer });
    },
    webhook,
    signWebhook,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging calls and keep-alive sockets would keep close() waiting.
        server.closeAllConnections();
      });
    },
  };
}
