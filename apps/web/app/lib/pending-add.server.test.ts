import type { CurrentUser } from '@facet/contracts/users';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  clearPendingAddCookie,
  completePendingAdd,
  PENDING_ADD_MAX_AGE_SECONDS,
  parsePendingAdd,
  type PendingAdd,
  pendingAddSetCookie,
  serialisePendingAdd,
} from './pending-add.server.ts';
import { requestContext } from './request-context.ts';
import { sessionContext } from './session-context.ts';

/* The pending add: what a signed-out heart asked for, kept 15 minutes, never trusted on the way back. */

const now = Date.UTC(2026, 10, 24, 10, 0, 0);
const wish: PendingAdd = { target: 'wish', input: { kind: 'stone', sku: 'LG-1042' } };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('the pending add cookie', () => {
  it('reads back what it wrote, within its life', () => {
    expect(parsePendingAdd(serialisePendingAdd(wish, now), now)).toEqual(wish);
    const later = now + PENDING_ADD_MAX_AGE_SECONDS * 1000 - 1;
    expect(parsePendingAdd(serialisePendingAdd(wish, now), later)).toEqual(wish);
  });

  it('drops one past its 15 minutes, or from the future beyond clock skew', () => {
    const value = serialisePendingAdd(wish, now);
    expect(parsePendingAdd(value, now + PENDING_ADD_MAX_AGE_SECONDS * 1000 + 1)).toBeNull();
    expect(parsePendingAdd(serialisePendingAdd(wish, now + 5 * 60_000), now)).toBeNull();
    expect(parsePendingAdd(serialisePendingAdd(wish, now + 10_000), now)).toEqual(wish);
  });

  it('refuses junk', () => {
    for (const value of [undefined, null, '', 'x', '%7B%7D', 'not base64 !', encode('text'), 'e30', 'a'.repeat(5000)]) {
      expect(parsePendingAdd(value, now), String(value).slice(0, 20)).toBeNull();
    }
  });

  it('refuses wrong shapes: an unknown target, a bad input, a missing or odd time', () => {
    const cases: unknown[] = [
      { add: { target: 'basket', input: wish.input }, at: now },
      { add: { target: 'bag', input: { kind: 'pair', settingSku: 'x', stoneSku: 'y' } }, at: now },
      { add: { target: 'bag', input: { kind: 'product', sku: 'x', quantity: 11 } }, at: now },
      { add: { target: 'wish', input: { kind: 'ring', sku: 'x' } }, at: now },
      { add: { target: 'wish', input: { kind: 'product', sku: '   ' } }, at: now },
      { add: { target: 'wish', input: { kind: 'product', sku: 'a'.repeat(201) } }, at: now },
      { add: { target: 'wish', input: { kind: 'product' } }, at: now },
      { add: { target: 'wish', input: wish.input } },
      { add: { target: 'wish', input: wish.input }, at: String(now) },
      { add: { target: 'wish', input: wish.input }, at: -1 },
      { target: 'wish', input: wish.input, at: now },
      [wish, now],
    ];
    for (const value of cases) expect(parsePendingAdd(encode(value), now), JSON.stringify(value)).toBeNull();
  });

  it('keeps a line for the bag: a ring with its size and engraving, or a built ring', () => {
    const ring: PendingAdd = {
      target: 'bag',
      input: { kind: 'product', sku: 'oval-halo-ring', quantity: 2, ringSize: '6.5', engraving: 'A & B ♥' },
    };
    expect(parsePendingAdd(serialisePendingAdd(ring, now), now)).toEqual(ring);
    const pair: PendingAdd = {
      target: 'bag',
      input: { kind: 'pair', settingSku: 'elara-setting', stoneSku: 'LG-1042', ringSize: '7' },
    };
    expect(parsePendingAdd(serialisePendingAdd(pair, now), now)).toEqual(pair);
  });

  it('trims the SKU as the contract does', () => {
    const value = encode({ add: { target: 'wish', input: { kind: 'product', sku: ' oval-halo-ring ' } }, at: now });
    expect(parsePendingAdd(value, now)).toEqual({ target: 'wish', input: { kind: 'product', sku: 'oval-halo-ring' } });
  });

  it('is HttpOnly, SameSite=Lax, 15 minutes, Secure over HTTPS; clearing it expires it', () => {
    const cookie = pendingAddSetCookie(wish, true, now);
    expect(cookie).toMatch(/^pending_add=[\w-]+;/);
    expect(cookie).toContain('Max-Age=900');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(pendingAddSetCookie(wish, false, now)).not.toContain('Secure');
    expect(clearPendingAddCookie(false)).toMatch(/^pending_add=;.*Max-Age=0/);
  });
});

describe('completing the pending add', () => {
  function run(options: { cookie?: string; signedIn: boolean; headers?: Record<string, string>; path?: string }) {
    const calls: { path: string; body: unknown }[] = [];
    const context = new RouterContextProvider();
    context.set(requestContext, {
      nonce: 'n',
      publicUrl: 'https://facet.example',
      fetchApi: (path, init) => {
        calls.push({ path, body: init?.body === undefined ? undefined : JSON.parse(init.body) });
        const body = { statusCode: 200, errorMessages: [], isSuccess: true, data: { records: [], totalRecords: 0 } };
        return Promise.resolve(Response.json(body));
      },
    });
    if (options.signedIn) context.set(sessionContext, { id: '7', role: 'Customer' } as unknown as CurrentUser);
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = `currency=USD; pending_add=${options.cookie}`;
    const request = new Request(`https://facet.example${options.path ?? '/collections/engagement-rings'}`, { headers });
    const next = () => Promise.resolve(new Response('page'));
    const middleware = completePendingAdd as unknown as (
      args: { request: Request; context: RouterContextProvider },
      next: () => Promise<Response>,
    ) => Promise<Response>;
    return middleware({ request, context }, next).then((response) => ({
      calls,
      setCookie: response.headers.get('set-cookie'),
    }));
  }

  it('adds to the wish list once signed in, and clears the cookie', async () => {
    const { calls, setCookie } = await run({ cookie: serialisePendingAdd(wish), signedIn: true });
    expect(calls).toEqual([{ path: '/api/wish/wish', body: wish.input }]);
    expect(setCookie).toMatch(/^pending_add=;.*Max-Age=0/);
  });

  it('waits while signed out, and for a same-site request', async () => {
    expect(await run({ cookie: serialisePendingAdd(wish), signedIn: false })).toEqual({ calls: [], setCookie: null });
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect(await run({ cookie: serialisePendingAdd(wish), signedIn: true, headers: crossSite })).toEqual({
      calls: [],
      setCookie: null,
    });
  });

  it('is done once by a navigation asking for several routes’ data at once: by the request that loads the root', async () => {
    const cookie = serialisePendingAdd(wish);
    const productOnly = await run({
      cookie,
      signedIn: true,
      path: '/product/a-ring.data?_routes=routes%2Fshop%2Fproduct',
    });
    expect(productOnly).toEqual({ calls: [], setCookie: null });
    const withRoot = await run({
      cookie,
      signedIn: true,
      path: '/product/a-ring.data?_routes=root%2Croutes%2Fshop%2Flayout',
    });
    expect(withRoot.calls).toEqual([{ path: '/api/wish/wish', body: wish.input }]);
    expect((await run({ cookie, signedIn: true, path: '/product/a-ring.data' })).calls).toHaveLength(1);
  });

  it('drops junk without calling the API', async () => {
    const { calls, setCookie } = await run({ cookie: 'junk', signedIn: true });
    expect(calls).toEqual([]);
    expect(setCookie).toMatch(/^pending_add=;/);
  });

  it('does nothing without the cookie', async () => {
    expect(await run({ signedIn: true })).toEqual({ calls: [], setCookie: null });
  });
});
