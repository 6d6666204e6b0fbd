import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isObject, razorpayError, send } from './fake-razorpay-answers.ts';
import {
  type FakeRazorpayCheckoutAnswer,
  type FakeRazorpayOrder,
  type FakeRazorpayPayment,
  type FakeRazorpayRefund,
  fakeRazorpayPayments,
} from './fake-razorpay-payments.ts';
import { type FakeRazorpaySentWebhook, fakeRazorpayWebhooks } from './fake-razorpay-webhooks.ts';
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
 * (fake-provider-scripts.ts); those browser calls are not in `requests`. The orders, payments
 * and refunds are fake-razorpay-payments.ts's, the webhooks fake-razorpay-webhooks.ts's,
 * Razorpay's error body fake-razorpay-answers.ts's.
 */

export interface FakeRazorpayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body (the raw text when it was not JSON; undefined when empty). */
  body: unknown;
}

/** Which call `failNext` catches: by method and path (a string is the whole path), or any test. */
export type FakeRazorpayMatch =
  { method?: string; path?: string | RegExp } | ((request: FakeRazorpayRequest) => boolean);

/**
 * How it fails: an answer (status and body; `meanwhile` runs first, to change the fake's state as
 * if something else happened at Razorpay), no answer at all ('hang'), or the socket closed ('close').
 */
export type FakeRazorpayAnswer = { status: number; body?: unknown; meanwhile?: () => void } | 'hang' | 'close';

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

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
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
  const { createOrder, capturePayment, refundPayment, pay } = fakeRazorpayPayments(
    { orders, payments, refunds },
    options,
  );
  const { signWebhook, webhook } = fakeRazorpayWebhooks({ orders, payments, webhooks }, options);

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    });
  });

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
