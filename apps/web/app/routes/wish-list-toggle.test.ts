import type { CurrentUser } from '@facet/contracts/users';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/wish-list-toggle';
import { action } from './wish-list-toggle.ts';
import { parsePendingAdd } from '../lib/pending-add.server.ts';
import { requestContext } from '../lib/request-context.ts';
import { sessionContext } from '../lib/session-context.ts';

/* The hearts' one action: through the API when signed in, a pending add and the sign-in when not. */

interface Outcome {
  status: number;
  location: string | null;
  setCookie: string | null;
  body: unknown;
  calls: { path: string; body: unknown }[];
}

async function post(
  fields: Record<string, string>,
  options: { signedIn?: boolean; headers?: Record<string, string>; refuse?: string } = {},
): Promise<Outcome> {
  const calls: Outcome['calls'] = [];
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: 'n',
    publicUrl: 'https://facet.example',
    fetchApi: (path, init) => {
      calls.push({ path, body: init?.body === undefined ? undefined : JSON.parse(init.body) });
      const body = options.refuse
        ? { statusCode: 404, errorMessages: [options.refuse], isSuccess: false, data: null }
        : { statusCode: 200, errorMessages: [], isSuccess: true, data: { records: [], totalRecords: 0 } };
      return Promise.resolve(Response.json(body, { status: body.statusCode }));
    },
  });
  if (options.signedIn) context.set(sessionContext, { id: '7', role: 'Customer' } as unknown as CurrentUser);
  const request = new Request('https://facet.example/wish-list/toggle', {
    method: 'POST',
    headers: options.headers,
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, context, params: {} } as unknown as Route.ActionArgs)) as unknown;
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      setCookie: result.headers.get('set-cookie'),
      body: null,
      calls,
    };
  }
  const { data, init } = result as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, location: null, setCookie: null, body: data, calls };
}

const ring = { intent: 'add', kind: 'product', sku: 'oval-halo-ring-white-gold', back: '/collections/rings?page=2' };

describe('the wish list toggle', () => {
  it('adds and removes through the API, answering a fetcher with the new state', async () => {
    const added = await post({ ...ring, reply: 'data' }, { signedIn: true });
    expect(added.calls).toEqual([{ path: '/api/wish/wish', body: { kind: 'product', sku: ring.sku } }]);
    expect(added.body).toEqual({ ok: true, wished: true, message: null });
    const removed = await post({ ...ring, intent: 'remove', reply: 'data' }, { signedIn: true });
    expect(removed.calls[0]?.path).toBe('/api/wish/remove');
    expect(removed.body).toEqual({ ok: true, wished: false, message: null });
  });

  it('goes back to the page for a plain form post, and never to another site', async () => {
    expect((await post(ring, { signedIn: true })).location).toBe('/collections/rings?page=2');
    expect((await post({ ...ring, back: '//evil.example/x' }, { signedIn: true })).location).toBe('/');
  });

  it('passes on the API’s refusal, with the state as it was', async () => {
    const refused = await post(
      { ...ring, reply: 'data' },
      { signedIn: true, refuse: 'There is no such piece in the shop.' },
    );
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ ok: false, wished: false, message: 'There is no such piece in the shop.' });
  });

  it('refuses a bad intent or input without calling the API', async () => {
    for (const fields of [
      { ...ring, intent: 'toggle' },
      { ...ring, kind: 'ring' },
      { ...ring, sku: ' ' },
    ]) {
      const outcome = await post({ ...fields, reply: 'data' }, { signedIn: true });
      expect(outcome.status).toBe(400);
      expect(outcome.calls).toEqual([]);
    }
  });

  it('signed out: remembers the add and sends the shopper to sign in, coming back to the page', async () => {
    const outcome = await post(ring);
    expect(outcome.location).toBe(`/login?redirectTo=${encodeURIComponent('/collections/rings?page=2')}`);
    expect(outcome.calls).toEqual([]);
    const value = /^pending_add=([\w-]+);/.exec(outcome.setCookie ?? '')?.[1];
    expect(parsePendingAdd(value)).toEqual({ target: 'wish', input: { kind: 'product', sku: ring.sku } });
    // Nothing to remember for a remove.
    expect((await post({ ...ring, intent: 'remove' })).setCookie).toBeNull();
  });

  it('changes nothing for another site’s form, signed in or out', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      for (const signedIn of [true, false]) {
        const outcome = await post(ring, { signedIn, headers });
        expect(outcome.status).toBe(403);
        expect(outcome.setCookie).toBeNull();
        expect(outcome.calls).toEqual([]);
      }
    }
    const sameSite = await post(
      { ...ring, reply: 'data' },
      { signedIn: true, headers: { origin: 'https://facet.example' } },
    );
    expect(sameSite.body).toEqual({ ok: true, wished: true, message: null });
  });
});
