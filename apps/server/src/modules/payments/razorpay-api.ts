import { z } from '@facet/contracts/zod';
import { fetchWithTimeout, ProviderError } from './payment-provider.ts';

/*
 * Razorpay's REST API as the gateway uses it: HTTP Basic auth with the key pair, JSON in and out,
 * every answer read through a schema of the fields we use. A 5xx, a 408 or 429, an answer we
 * cannot read or no answer in time throws a ProviderError that may work if tried again; any other
 * 4xx (a refused amount, wrong keys, an unknown id) throws a final one carrying Razorpay's
 * `error.description` in its detail. The key secret and the Authorization header never go into a
 * message or a detail: a detail names the call, the status and Razorpay's error only.
 */

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string;
}

/** The fields of Razorpay's payment entity we read (webhooks carry the same entity). */
export const razorpayPayment = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});
export type RazorpayPayment = z.infer<typeof razorpayPayment>;

export const razorpayOrder = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });
export const razorpayPayments = z.object({ items: z.array(razorpayPayment) });
export const razorpayRefund = z.object({ id: z.string() });

export interface RazorpayApi {
  /** `refused`: the sentence a final refusal carries (what could not be done, for the shopper). */
  call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, refused: string, body?: unknown): Promise<T>;
}

const unreachable = 'Razorpay could not be reached. Please try again in a moment.';
const notUnderstood = 'Razorpay answered in a way we could not read. Please try again in a moment.';

/** Razorpay's `{ error: { code, description, field, reason } }`, for the log. */
function errorDetail(where: string, status: number, body: unknown) {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (typeof error !== 'object' || error === null) {
    return { provider: 'razorpay', where, status, text: typeof body === 'string' ? body.slice(0, 200) : undefined };
  }
  return {
    provider: 'razorpay',
    where,
    status,
    code: error.code,
    description: error.description,
    field: error.field,
    reason: error.reason,
  };
}

export function createRazorpayApi(config: RazorpayConfig, timeoutMs: number): RazorpayApi {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  return {
    async call(method, path, schema, refused, body) {
      const where = `${method} ${path}`;
      const headers: Record<string, string> = { authorization, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetchWithTimeout(
        `${apiUrl}${path}`,
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        timeoutMs,
      );
      let text: string;
      try {
        // The time limit covers the body too: a body cut off or too slow fails here.
        text = await response.text();
      } catch (error) {
        throw new ProviderError(unreachable, {
          provider: 'razorpay',
          where,
          status: response.status,
          error: String(error),
        });
      }
      let json: unknown;
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        json = text;
      }
      const status = response.status;
      if (status >= 500 || status === 408 || status === 429) {
        throw new ProviderError(unreachable, errorDetail(where, status, json));
      }
      if (status >= 400) throw new ProviderError(refused, errorDetail(where, status, json), true);
      const parsed = schema.safeParse(json);
      if (status < 200 || status > 299 || !parsed.success) {
        throw new ProviderError(notUnderstood, { ...errorDetail(where, status, json), unreadable: true });
      }
      return parsed.data;
    },
  };
}
