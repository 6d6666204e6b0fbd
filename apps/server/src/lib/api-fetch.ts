import { randomBytes } from 'node:crypto';
import type { ApiFetch, ApiFetchInit } from '@facet/contracts/web-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * Loaders and actions call the same API the browser calls. These fetch-likes carry
 * the page request's cookie, origin and client details to the API and collect the cookies the
 * API sets, so the page response can hand them to the browser. A cookie set by one call is sent
 * with the next call of the same page request (sign in, then read the signed-in user).
 */

const forwarded = [
  'origin',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'sec-fetch-site',
] as const;

/**
 * Marks the API calls a page makes in-process (logged at debug level, so one page view is one
 * info line). A value made at start, so that nobody outside can hide their requests from the
 * log by sending the header.
 */
export const IN_PROCESS_HEADER = 'x-facet-in-process';
export const IN_PROCESS_MARK = randomBytes(16).toString('hex');

export class CookieRelay {
  private readonly jar = new Map<string, string>();
  readonly setCookies: string[] = [];

  constructor(cookieHeader: string | undefined) {
    for (const part of (cookieHeader ?? '').split(';')) {
      const index = part.indexOf('=');
      if (index > 0) this.jar.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
    }
  }

  get header(): string | undefined {
    if (this.jar.size === 0) return undefined;
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  record(setCookie: string): void {
    this.setCookies.push(setCookie);
    const [pair = '', ...attributes] = setCookie.split(';');
    const index = pair.indexOf('=');
    if (index <= 0) return;
    const name = pair.slice(0, index).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
      return false;
    });
    if (expired) this.jar.delete(name);
    else this.jar.set(name, pair.slice(index + 1).trim());
  }
}

function requestHeaders(incoming: FastifyRequest, relay: CookieRelay, init: ApiFetchInit): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': incoming.id };
  for (const name of forwarded) {
    const value = incoming.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const cookie = relay.header;
  if (cookie) headers.cookie = cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return { ...headers, ...init.headers };
}

export function createInProcessApiFetch(app: FastifyInstance, incoming: FastifyRequest, relay: CookieRelay): ApiFetch {
  return async (path, init = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { ...requestHeaders(incoming, relay, init), host: incoming.host, [IN_PROCESS_HEADER]: IN_PROCESS_MARK },
      ...(init.body === undefined ? {} : { payload: init.body }),
      remoteAddress: incoming.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      if (name === 'set-cookie') {
        for (const cookie of [value].flat()) relay.record(String(cookie));
        continue;
      }
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    headers.delete('content-encoding');
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

export function createHttpApiFetch(apiUrl: string, incoming: FastifyRequest, relay: CookieRelay): ApiFetch {
  return async (path, init = {}) => {
    const response = await fetch(new URL(path, apiUrl), {
      method: init.method ?? 'GET',
      headers: requestHeaders(incoming, relay, init),
      ...(init.body === undefined ? {} : { body: init.body }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) relay.record(cookie);
    return response;
  };
}
