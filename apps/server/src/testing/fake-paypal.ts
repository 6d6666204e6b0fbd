import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, problem } from './fake-paypal-answers.ts';
import { type FakePaypalCapture, type FakePaypalOrder, fakePaypalOrders } from './fake-paypal-orders.ts';
import { fakePaypalWebhooks } from './fake-paypal-webhooks.ts';
import { answerPreflight, fakeCorsHeaders, fakePaypalSdkScript, sendScript } from './fake-provider-scripts.ts';

/*
 * PayPal's REST API for tests (there is no network here), kept in memory: the OAuth2 token,
 * Orders v2 (create, get, capture), capture refunds and verify-webhook-signature. It is strict
 * where PayPal is and where our gateway must be right: Basic auth and the grant type on the
 * token call, a live Bearer token on every other call (401 invalid_token otherwise), a
 * PayPal-Request-Id on create, capture and refund (PayPal does without one and then repeats
 * the action; the fake answers 400 so a test proves we send it), the body shapes, and the order's
 * life: CREATED → APPROVED (`approve`, what the payer does in PayPal's window) → COMPLETED when
 * captured. A repeat with a request id already answered gets the same answer and changes nothing.
 * Webhooks sent with `webhook()` carry a signature the fake itself checks when asked
 * verify-webhook-signature; a forged one, a changed event or another webhook id is FAILURE.
 * For the browser tests it also serves a JS SDK (`GET /sdk/js`) whose button approves the order
 * through `POST /_fake/orders/{id}/approve` (fake-provider-scripts.ts); those browser calls are
 * not in `requests`. The orders and refunds are fake-paypal-orders.ts's, the webhooks'
 * signatures fake-paypal-webhooks.ts's, PayPal's error bodies fake-paypal-answers.ts's.
 */

export interface FakePaypalRequest {
  method: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON, the form text of the token call, or undefined. */
  body: unknown;
}

export type FakePaypalMatch = { method?: string; path: string | RegExp };
export type FakePaypalFailure = { status: number; body?: unknown } | 'hang' | 'close';

export interface FakePaypal {
  /** The API base URL to configure (http://127.0.0.1:<port>). */
  url: string;
  requests: FakePaypalRequest[];
  orders: Map<string, FakePaypalOrder>;
  /** Access tokens issued so far. */
  readonly tokensIssued: number;
  /** The payer approves the order in PayPal's window; `declined`: their funding will be refused. */
  approve(orderId: string, options?: { declined?: boolean }): void;
  /** Captures an approved order as the PayPal button's own `actions.order.capture()` would. */
  captureElsewhere(orderId: string): FakePaypalCapture;
  /** The next call matching answers this instead (a status and body, no answer at all, or a closed socket). */
  failNext(match: FakePaypalMatch, answer: FakePaypalFailure): void;
  /** Every token issued so far is no longer accepted (PayPal dropped it). */
  expireTokens(): void;
  /** A webhook as PayPal would send it: its headers and raw body. `forge`: signed by someone else. */
  signWebhook(
    event: Record<string, unknown>,
    options?: { forge?: boolean },
  ): { headers: Record<string, string>; rawBody: string };
  /** Posts a webhook to our server, as PayPal would. */
  webhook(targetUrl: string, event: Record<string, unknown>, options?: { forge?: boolean }): Promise<Response>;
  close(): Promise<void>;
}

export interface FakePaypalOptions {
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  /** expires_in of the tokens it issues (PayPal's are about nine hours). */
  tokenLifetimeSeconds?: number;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function matches(match: FakePaypalMatch, method: string, path: string): boolean {
  if (match.method && match.method.toUpperCase() !== method) return false;
  return typeof match.path === 'string' ? match.path === path : match.path.test(path);
}

export async function startFakePaypal(options: FakePaypalOptions): Promise<FakePaypal> {
  const webhookId = options.webhookId ?? 'WH-FAKE-0000000000';
  const lifetime = options.tokenLifetimeSeconds ?? 32_400;
  const requests: FakePaypalRequest[] = [];
  const orders = new Map<string, FakePaypalOrder>();
  const tokens = new Map<string, number>(); // token → expires at (ms)
  const answered = new Map<string, Answer>(); // "<path> <PayPal-Request-Id>" → the first answer
  const failures: { match: FakePaypalMatch; answer: FakePaypalFailure }[] = [];
  let tokensIssued = 0;
  let baseUrl = '';
  const { createOrder, capture, captureOrder, refundCapture, representation } = fakePaypalOrders(orders, () => baseUrl);
  const { verifyWebhook, signWebhook } = fakePaypalWebhooks(webhookId);

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: String(error) } });
    });
  });

  function send(response: ServerResponse, answer: Answer, extraHeaders: Record<string, string> = {}) {
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'paypal-debug-id': randomBytes(7).toString('hex'),
      ...extraHeaders,
    });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-paypal');
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers))
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    let body: unknown = text === '' ? undefined : text;
    if (headers['content-type']?.startsWith('application/json') && text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return send(
          response,
          problem(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'),
        );
      }
    }
    // The payment step's side (the SDK and its button's call from the shop's page), not the gateway's.
    if (url.pathname === '/sdk/js' || url.pathname.startsWith('/_fake/')) return browserSide(method, url, response);
    requests.push({ method, path: url.pathname, headers, body });

    const index = failures.findIndex((f) => matches(f.match, method, url.pathname));
    const answer = index >= 0 ? failures.splice(index, 1)[0]?.answer : undefined;
    if (answer) {
      if (answer === 'hang') return; // never answers; close() ends the socket
      if (answer === 'close') return void request.socket.destroy();
      return send(response, { status: answer.status, body: answer.body });
    }

    if (method === 'POST' && url.pathname === '/v1/oauth2/token') return send(response, issueToken(headers, body));

    const bearer = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const expiresAt = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return send(response, {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      });
    }
    send(response, route(method, url.pathname, headers, body));
  }

  function browserSide(method: string, url: URL, response: ServerResponse) {
    if (method === 'GET' && url.pathname === '/sdk/js') {
      // Like PayPal's, the SDK refuses a client id that is not the app's, or a currency the
      // fake's orders are not in: a script that throws, with status 400, so it fails to load.
      const clientId = url.searchParams.get('client-id');
      const currency = url.searchParams.get('currency') ?? 'USD';
      const refusal =
        clientId !== options.clientId
          ? `SDK Validation error: 'Invalid query value for client-id: ${clientId ?? ''}'`
          : currency !== 'USD'
            ? `SDK Validation error: 'Invalid query value for currency: ${currency}'`
            : null;
      if (refusal) return sendScript(response, 400, `throw new Error(${JSON.stringify(refusal)});`);
      return sendScript(response, 200, fakePaypalSdkScript(baseUrl));
    }
    const approving = /^\/_fake\/orders\/([^/]+)\/approve$/.exec(url.pathname);
    if (approving && method === 'OPTIONS') return answerPreflight(response);
    if (approving && method === 'POST') {
      // The payer approves the order in PayPal's window.
      const order = orders.get(decodeURIComponent(approving[1]!));
      if (!order) {
        const missing = problem(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
        return send(response, missing, fakeCorsHeaders);
      }
      if (order.status !== 'CREATED') {
        const late = problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVABLE', `The order is ${order.status}.`);
        return send(response, late, fakeCorsHeaders);
      }
      order.status = 'APPROVED';
      return send(response, { status: 200, body: representation(order) }, fakeCorsHeaders);
    }
    const unknown = problem(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `The fake has no ${method} ${url.pathname}.`,
    );
    return send(response, unknown, fakeCorsHeaders);
  }

  function issueToken(headers: Record<string, string | undefined>, body: unknown): Answer {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (headers.authorization !== expected) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (!headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'form body expected' } };
    }
    if (new URLSearchParams(String(body ?? '')).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + lifetime * 1000);
    tokensIssued += 1;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: lifetime,
        nonce: randomBytes(8).toString('hex'),
      },
    };
  }

  /** A POST that must carry a PayPal-Request-Id; a repeat answers what the first one did. */
  function idempotent(path: string, headers: Record<string, string | undefined>, act: () => Answer): Answer {
    const requestId = headers['paypal-request-id'];
    if (!requestId) {
      return problem(400, 'INVALID_REQUEST', 'MISSING_REQUEST_ID', 'The fake needs a PayPal-Request-Id on this call.');
    }
    const key = `${path} ${requestId}`;
    const earlier = answered.get(key);
    if (earlier) return earlier;
    const answer = act();
    // Only what happened is remembered: a refusal (not approved yet) is decided again next time.
    if (answer.status < 300) answered.set(key, answer);
    return answer;
  }

  function route(method: string, path: string, headers: Record<string, string | undefined>, body: unknown): Answer {
    if (method === 'POST' && path === '/v2/checkout/orders') return idempotent(path, headers, () => createOrder(body));
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (order) {
      const found = orders.get(decodeURIComponent(order[1]!));
      if (!found)
        return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (method === 'GET' && !order[2]) return { status: 200, body: representation(found) };
      if (method === 'POST' && order[2]) return idempotent(path, headers, () => captureOrder(found));
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund)
      return idempotent(path, headers, () => refundCapture(decodeURIComponent(refund[1]!), body));
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verifyWebhook(body);
    return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `The fake has no ${method} ${path}.`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    orders,
    get tokensIssued() {
      return tokensIssued;
    },
    approve(orderId, approveOptions = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake PayPal has no order ${orderId}.`);
      if (order.status !== 'CREATED') throw new Error(`Order ${orderId} is ${order.status}, not CREATED.`);
      order.status = 'APPROVED';
      order.declined = approveOptions.declined ?? false;
    },
    captureElsewhere(orderId) {
      const order = orders.get(orderId);
      if (!order || order.status !== 'APPROVED') throw new Error(`Order ${orderId} is not approved.`);
      return capture(order);
    },
    failNext(match, answer) {
      failures.push({ match, answer });
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    signWebhook,
    async webhook(targetUrl, event, webhookOptions) {
      const { headers, rawBody } = signWebhook(event, webhookOptions);
      return fetch(targetUrl, { method: 'POST', headers, body: rawBody });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
