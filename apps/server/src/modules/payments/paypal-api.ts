import { fetchWithTimeout, ProviderError } from './payment-provider.ts';

/*
 * PayPal's REST API as the gateway uses it: an OAuth2 client-credentials token, kept until
 * shortly before it expires and fetched again once when PayPal answers 401 (it may drop a token
 * early); JSON in and out. A 5xx, a 429, an unreadable answer or no answer in time throws a
 * ProviderError that may work if tried again; any other 4xx is handed back so the gateway can
 * read PayPal's issue (ORDER_NOT_APPROVED is not an error to us). Neither the client secret nor a
 * token ever goes into a message or a detail.
 */

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string | undefined;
  apiUrl: string;
}

/** PayPal's error body: `name`, `message`, `debug_id` and `details[].issue`. */
export type PaypalErrorBody = Record<string, unknown>;

export type PaypalAnswer =
  { ok: true; status: number; body: Record<string, unknown> } | { ok: false; status: number; body: PaypalErrorBody };

export interface PaypalCall {
  body?: unknown;
  /** PayPal-Request-Id: a repeat with the same id answers the first call's result. */
  requestId?: string;
  prefer?: 'return=representation';
}

export interface PaypalApi {
  call(method: 'GET' | 'POST', path: string, options?: PaypalCall): Promise<PaypalAnswer>;
}

const unreachable = 'PayPal could not be reached. Please try again in a moment.';
const notUnderstood = 'PayPal answered in a way we could not read. Please try again in a moment.';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as JSON; a body that cannot be read (cut off, timed out) throws, not final. */
async function readJson(response: Response, where: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderError(unreachable, { provider: 'paypal', where, error: String(error) });
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 200);
  }
}

/** What a PayPal error says, for the log: never headers, never the token. */
export function paypalErrorDetail(where: string, status: number, body: unknown) {
  const error = isObject(body) ? body : { text: body };
  const issues = Array.isArray(error.details)
    ? error.details.filter(isObject).map((d) => ({ issue: d.issue, description: d.description, field: d.field }))
    : undefined;
  return {
    provider: 'paypal',
    where,
    status,
    name: error.name ?? error.error,
    message: error.message ?? error.error_description,
    debug_id: error.debug_id,
    issues,
    ...('text' in error ? { text: error.text } : {}),
  };
}

/** The first `details[].issue` of a PayPal error (ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED…). */
export function paypalIssue(body: PaypalErrorBody): string | undefined {
  const details = Array.isArray(body.details) ? body.details : [];
  const first: unknown = details[0];
  return isObject(first) && typeof first.issue === 'string' ? first.issue : undefined;
}

export function createPaypalApi(config: PaypalConfig, timeoutMs: number, now: () => number): PaypalApi {
  let token: { value: string; expiresAt: number } | null = null;
  // Calls that start together wait for one token request rather than each making one.
  let tokenRequest: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const where = 'POST /v1/oauth2/token';
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetchWithTimeout(
      `${config.apiUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      timeoutMs,
    );
    const body = await readJson(response, where);
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderError(unreachable, paypalErrorDetail(where, response.status, body));
    }
    if (!response.ok) {
      // Wrong credentials (invalid_client): trying again will not help until someone fixes them.
      throw new ProviderError(
        'PayPal is not available at the moment. Please choose another way to pay.',
        paypalErrorDetail(where, response.status, body),
        true,
      );
    }
    if (!isObject(body) || typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new ProviderError(notUnderstood, { provider: 'paypal', where, status: response.status });
    }
    // Kept until shortly before it expires: a tenth of its life, at most five minutes, early.
    const lifeSeconds = body.expires_in - Math.min(300, body.expires_in / 10);
    token = { value: body.access_token, expiresAt: now() + lifeSeconds * 1000 };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function send(method: string, path: string, options: PaypalCall, bearer: string): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${bearer}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    if (options.prefer) headers.prefer = options.prefer;
    return fetchWithTimeout(
      `${config.apiUrl}${path}`,
      { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
      timeoutMs,
    );
  }

  return {
    async call(method, path, options = {}) {
      const where = `${method} ${path}`;
      let bearer = await accessToken();
      let response = await send(method, path, options, bearer);
      if (response.status === 401) {
        // PayPal no longer knows the token: forget it (unless another call already has) and try once more.
        await response.body?.cancel();
        if (token?.value === bearer) token = null;
        bearer = await accessToken();
        response = await send(method, path, options, bearer);
      }
      const body = await readJson(response, where);
      if (response.status >= 500 || response.status === 429) {
        throw new ProviderError(unreachable, paypalErrorDetail(where, response.status, body));
      }
      if (!response.ok) return { ok: false, status: response.status, body: isObject(body) ? body : { text: body } };
      if (!isObject(body))
        throw new ProviderError(notUnderstood, { provider: 'paypal', where, status: response.status });
      return { ok: true, status: response.status, body };
    },
  };
}
