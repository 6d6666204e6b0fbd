import type { CurrentUser } from '@facet/contracts/users';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { runBagAction } from './bag-actions.server.ts';
import { parsePendingAdd } from '../../lib/pending-add.server.ts';
import { requestContext } from '../../lib/request-context.ts';
import { sessionContext } from '../../lib/session-context.ts';

/* /cart's action: what reaches the API, what a signed-out add leaves behind, what is refused first. */

async function post(
  fields: Record<string, string>,
  options: { signedIn?: boolean; headers?: Record<string, string> } = {},
) {
  const calls: { path: string; method: string }[] = [];
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: 'n',
    publicUrl: 'https://facet.example',
    fetchApi: (path, init) => {
      calls.push({ path, method: init?.method ?? 'GET' });
      return Promise.resolve(Response.json({ statusCode: 200, errorMessages: [], isSuccess: true, data: null }));
    },
  });
  if (options.signedIn) context.set(sessionContext, { id: '7', role: 'Customer' } as unknown as CurrentUser);
  const request = new Request('https://facet.example/cart', {
    method: 'POST',
    headers: options.headers,
    body: new URLSearchParams(fields),
  });
  const result = (await runBagAction(request, context).catch((thrown: unknown) => thrown)) as unknown;
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      setCookie: result.headers.get('set-cookie'),
      calls,
    };
  }
  const { init } = result as { init: { status?: number } | null };
  return { status: init?.status ?? 200, location: null, setCookie: null, calls };
}

const stone = { intent: 'add', kind: 'stone', sku: 'LG-20001', back: '/stone/LG-20001' };

describe('the bag’s action', () => {
  it('keeps a signed-out shopper’s add for after the sign-in, and sends them to sign in', async () => {
    const answer = await post(stone);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/login?redirectTo=%2Fstone%2FLG-20001');
    const value = /pending_add=([^;]+)/.exec(answer.setCookie ?? '')?.[1];
    expect(parsePendingAdd(value)).toEqual({ target: 'bag', input: { kind: 'stone', sku: 'LG-20001' } });
    expect(answer.calls).toEqual([]);
  });

  it('refuses a signed-out add posted from another site, leaving nothing behind', async () => {
    const attempts: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of attempts) {
      const answer = await post(stone, { headers });
      expect(answer.status).toBe(403);
      expect(answer.setCookie).toBeNull();
    }
  });

  it('sends a remove to the API only for a line id, never a path of its own', async () => {
    for (const id of ['..', '.', '1/../../users', '0', '-1', '1.5', '']) {
      const answer = await post({ intent: 'remove', id }, { signedIn: true });
      expect(answer.status, id).toBe(400);
      expect(answer.calls, id).toEqual([]);
    }
    const answer = await post({ intent: 'remove', id: '12' }, { signedIn: true });
    expect(answer.calls).toEqual([{ path: '/api/shopping-cart/12?currency=USD', method: 'DELETE' }]);
  });
});
