import { type EndpointAddress, endpointPath } from '@facet/contracts/endpoint';
import type { CalledWithJson, EndpointInput, EndpointOutput, ShapeOf } from '@facet/contracts/endpoint-shapes';
import { type Envelope, type FailureEnvelope, isEnvelope, SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import type { ApiFetch, ApiFetchInit } from '@facet/contracts/web-context';

/*
 * The API client: every call resolves to the envelope, never throws. A failure carries one of
 * the error kinds below. When the server explained itself (an envelope with messages) its words
 * are kept; otherwise the message is 'Something is wrong.' with status 500. The same client runs
 * in the browser (fetch) and in loaders (in-process).
 */

export type ApiErrorKind = 'network' | 'timeout' | 'bad-request' | 'bad-response' | 'canceled';

export type ApiFailure = Omit<FailureEnvelope, 'data'> & {
  /**
   * What the server sent beside its messages: null, except for a 410, whose data is the gone
   * item and its alternatives (contracts/gone-pages.ts). Read it only after checking the status.
   */
  data: unknown;
  errorKind: ApiErrorKind;
};
export type ApiSuccess<T> = Envelope<T> & { isSuccess: true };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** A declared endpoint's input (none when it takes none) and the request's own options. */
type CallArgs<A extends EndpointAddress> =
  Record<string, never> extends EndpointInput<ShapeOf<A>>
    ? [input?: EndpointInput<ShapeOf<A>>, options?: Omit<RequestOptions, 'query'>]
    : [input: EndpointInput<ShapeOf<A>>, options?: Omit<RequestOptions, 'query'>];

/**
 * An address the client can call: one answering the envelope. A file (a PDF, a CSV) is linked to
 * and an upload sent as multipart, both at endpointUrl(address, …) (contracts/endpoint.ts).
 */
type Callable<A extends EndpointAddress> =
  CalledWithJson<ShapeOf<A>> extends true
    ? A
    : A & { readonly 'answers a file or takes an upload: use endpointUrl': never };

export interface ApiClient {
  /**
   * Calls a declared endpoint (contracts' `<module>-endpoints.ts`): its parameters, query and
   * body typed from its shapes, the answer's data as its response schema gives it out.
   */
  call<A extends EndpointAddress>(
    address: Callable<A>,
    ...args: CallArgs<A>
  ): Promise<ApiResult<EndpointOutput<ShapeOf<A>>>>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

function failure(errorKind: ApiErrorKind, statusCode = 500, errorMessages = [SOMETHING_IS_WRONG]): ApiFailure {
  return { statusCode, errorMessages, data: null, isSuccess: false, errorKind };
}

export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

export function createApiClient(transport: ApiFetch, defaults: { timeoutMs?: number } = {}): ApiClient {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (options.signal?.aborted) controller.abort();

    const init: ApiFetchInit = { method, signal: controller.signal, headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      // Said by the client itself: the browser's fetch would send a string as text/plain.
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }

    try {
      let response: Response;
      try {
        response = await transport(withQuery(path, options.query), init);
      } catch {
        if (timedOut) return failure('timeout');
        if (controller.signal.aborted) return failure('canceled');
        return failure('network');
      }
      let payload: unknown;
      try {
        payload = await response.json();
      } catch {
        if (timedOut) return failure('timeout');
        if (controller.signal.aborted) return failure('canceled');
        return failure('bad-response');
      }
      const ok = response.status >= 200 && response.status <= 299;
      if (ok && isEnvelope(payload) && payload.isSuccess) return payload as ApiSuccess<T>;
      if (!ok && isEnvelope(payload) && payload.errorMessages.length > 0) {
        const kind = response.status < 500 ? 'bad-request' : 'bad-response';
        return { ...failure(kind, response.status, payload.errorMessages), data: payload.data ?? null };
      }
      return failure(response.status >= 400 && response.status < 500 ? 'bad-request' : 'bad-response');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function call<A extends EndpointAddress>(address: Callable<A>, ...[input, options]: CallArgs<A>) {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    const path = endpointPath(address, params);
    return request<EndpointOutput<ShapeOf<A>>>(address.method, path, body, {
      ...options,
      query: query as RequestOptions['query'],
    });
  }

  return { call };
}
