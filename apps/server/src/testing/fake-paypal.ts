import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
 * not in `requests`.
 */

export interface FakePaypalRequest {
  method: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON, the form text of the token call, or undefined. */
  body: unknown;
}

export interface FakePaypalAmount {
  currency_code: string;
  value: string;
}

export interface FakePaypalCapture {
  id: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: FakePaypalAmount;
  refunds: { id: string; amount: FakePaypalAmount; invoiceId: string | undefined }[];
}

export interface FakePaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchaseUnit: { reference_id: string; invoice_id: string; description?: string; amount: FakePaypalAmount };
  /** The payer's funding is refused when captured (INSTRUMENT_DECLINED). */
  declined: boolean;
  capture: FakePaypalCapture | null;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PayPal's ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

const twoDecimals = /^\d{1,10}\.\d{2}$/;

function toCents(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction);
}

function fromCents(cents: number): string {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function matches(match: FakePaypalMatch, method: string, path: string): boolean {
  if (match.method && match.method.toUpperCase() !== method) return false;
  return typeof match.path === 'string' ? match.path === path : match.path.test(path);
}

type Answer = { status: number; body: unknown };

function problem(status: number, name: string, issue: string, description: string): Answer {
  const messages: Record<number, string> = {
    400: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    404: 'The specified resource does not exist.',
    422: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  };
  return {
    status,
    body: {
      name,
      message: messages[status] ?? description,
      debug_id: randomBytes(7).toString('hex'),
      details: [{ issue, description }],
    },
  };
}

export async function startFakePaypal(options: FakePaypalOptions): Promise<FakePaypal> {
  const webhookId = options.webhookId ?? 'WH-FAKE-0000000000';
  const lifetime = options.tokenLifetimeSeconds ?? 32_400;
  const requests: FakePaypalRequest[] = [];
  const orders = new Map<string, FakePaypalOrder>();
  const tokens = new Map<string, number>(); // token → expires at (ms)
  const answered = new Map<string, Answer>(); // "<path> <PayPal-Request-Id>" → the first answer
  const failures: { match: FakePaypalMatch; answer: FakePaypalFailure }[] = [];
  // The key only the fake signs webhooks with; forged ones use another.
  const signingKey = randomBytes(32);
  let tokensIssued = 0;
  let baseUrl = '';

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

  function invalid(field: string, description: string): Answer {
    const answer = problem(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', description);
    (answer.body as { details: Record<string, unknown>[] }).details[0]!.field = field;
    return answer;
  }

  function createOrder(body: unknown): Answer {
    if (!isObject(body) || body.intent !== 'CAPTURE') return invalid('/intent', 'intent must be CAPTURE.');
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0])) {
      return invalid('/purchase_units', 'One purchase unit is expected.');
    }
    const unit = units[0];
    const amount = unit.amount;
    if (!isObject(amount) || amount.currency_code !== 'USD')
      return invalid("/purchase_units/@reference_id=='default'/amount/currency_code", 'USD expected.');
    if (typeof amount.value !== 'string' || !twoDecimals.test(amount.value)) {
      return invalid("/purchase_units/@reference_id=='default'/amount/value", 'A value with two decimals expected.');
    }
    if (typeof unit.reference_id !== 'string' || typeof unit.invoice_id !== 'string') {
      return invalid('/purchase_units/0/reference_id', 'reference_id and invoice_id expected.');
    }
    if (unit.description !== undefined && (typeof unit.description !== 'string' || unit.description.length > 127)) {
      return invalid('/purchase_units/0/description', 'description must be at most 127 characters.');
    }
    const created: FakePaypalOrder = {
      id: paypalId(),
      status: 'CREATED',
      purchaseUnit: {
        reference_id: unit.reference_id,
        invoice_id: unit.invoice_id,
        ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
        amount: { currency_code: amount.currency_code, value: amount.value },
      },
      declined: false,
      capture: null,
    };
    orders.set(created.id, created);
    return { status: 201, body: representation(created) };
  }

  function capture(order: FakePaypalOrder): FakePaypalCapture {
    order.status = 'COMPLETED';
    order.capture = { id: paypalId(), status: 'COMPLETED', amount: { ...order.purchaseUnit.amount }, refunds: [] };
    return order.capture;
  }

  function captureOrder(order: FakePaypalOrder): Answer {
    if (order.status === 'COMPLETED') {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      );
    }
    if (order.declined) {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    capture(order);
    return { status: 201, body: representation(order) };
  }

  function refundCapture(captureId: string, body: unknown): Answer {
    const order = [...orders.values()].find((o) => o.capture?.id === captureId);
    const captured = order?.capture;
    if (!captured)
      return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const refunded = captured.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0);
    const left = toCents(captured.amount.value) - refunded;
    let cents = left;
    if (isObject(body) && body.amount !== undefined) {
      const amount = body.amount;
      if (!isObject(amount) || amount.currency_code !== captured.amount.currency_code) {
        return invalid('/amount/currency_code', 'The refund must be in the capture’s currency.');
      }
      if (typeof amount.value !== 'string' || !twoDecimals.test(amount.value)) {
        return invalid('/amount/value', 'A value with two decimals expected.');
      }
      cents = toCents(amount.value);
    }
    if (cents <= 0 || cents > left) {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund = {
      id: paypalId(),
      amount: { currency_code: captured.amount.currency_code, value: fromCents(cents) },
      invoiceId: isObject(body) && typeof body.invoice_id === 'string' ? body.invoice_id : undefined,
    };
    captured.refunds.push(refund);
    captured.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return {
      status: 201,
      body: {
        id: refund.id,
        status: 'COMPLETED',
        amount: refund.amount,
        ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
        links: [{ href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  function representation(order: FakePaypalOrder) {
    const links = [
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'CREATED'
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }]
        : []),
      ...(order.status === 'APPROVED'
        ? [{ href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
        : []),
    ];
    const captured = order.capture;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...order.purchaseUnit,
          ...(captured
            ? {
                payments: {
                  captures: [
                    {
                      id: captured.id,
                      status: captured.status,
                      amount: captured.amount,
                      final_capture: true,
                      invoice_id: order.purchaseUnit.invoice_id,
                      seller_protection: { status: 'ELIGIBLE' },
                      supplementary_data: { related_ids: { order_id: order.id } },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      create_time: new Date().toISOString(),
      links,
    };
  }

  function signature(transmissionId: string, time: string, forWebhookId: string, event: unknown, key: Buffer): string {
    const digest = createHmac('sha256', key).update(JSON.stringify(event)).digest('hex');
    return createHmac('sha256', key).update(`${transmissionId}|${time}|${forWebhookId}|${digest}`).digest('base64');
  }

  function verifyWebhook(body: unknown): Answer {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    if (!isObject(body) || !isObject(body.webhook_event)) return invalid('/webhook_event', 'webhook_event expected.');
    for (const name of fields) {
      if (typeof body[name] !== 'string' || body[name] === '') return invalid(`/${name}`, `${name} expected.`);
    }
    const expected = signature(
      body.transmission_id as string,
      body.transmission_time as string,
      body.webhook_id as string,
      body.webhook_event,
      signingKey,
    );
    const given = Buffer.from(body.transmission_sig as string);
    const genuine =
      body.webhook_id === webhookId &&
      given.length === Buffer.byteLength(expected) &&
      timingSafeEqual(given, Buffer.from(expected));
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  function signWebhook(event: Record<string, unknown>, signOptions: { forge?: boolean } = {}) {
    const rawBody = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const key = signOptions.forge ? randomBytes(32) : signingKey;
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature(transmissionId, time, webhookId, event, key),
        'paypal-transmission-time': time,
      },
      rawBody,
    };
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
