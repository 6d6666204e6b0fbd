import { accountsEndpoints } from '@facet/contracts/accounts-endpoints';
import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { couponEndpoints } from '@facet/contracts/coupon-endpoints';
import { mediaEndpoints } from '@facet/contracts/media-endpoints';
import { metalEndpoints } from '@facet/contracts/metal-endpoints';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { taxDocumentEndpoints } from '@facet/contracts/tax-document-endpoints';
import { userEndpoints } from '@facet/contracts/user-endpoints';
import type { ApiFetch } from '@facet/contracts/web-context';
import { describe, expect, it } from 'vitest';
import { createApiClient, withQuery } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const clientAnswering = (answer: ApiFetch, timeoutMs?: number) =>
  createApiClient(answer, timeoutMs === undefined ? {} : { timeoutMs });

const somethingIsWrong = { statusCode: 500, errorMessages: ['Something is wrong.'], data: null, isSuccess: false };

describe('API client', () => {
  it('returns the envelope of a successful call', async () => {
    const client = clientAnswering(async () =>
      json(200, { statusCode: 200, errorMessages: [], data: [1, 2], isSuccess: true }),
    );
    expect(await client.call(metalEndpoints.list)).toEqual({
      statusCode: 200,
      errorMessages: [],
      data: [1, 2],
      isSuccess: true,
    });
  });

  it('keeps the server’s own message and status when it sent one (bad request)', async () => {
    const client = clientAnswering(async () =>
      json(401, { statusCode: 401, errorMessages: ['E-mail or password is incorrect'], data: null, isSuccess: false }),
    );
    expect(await client.call(authEndpoints.signInWithEmail, { body: { email: 'a@b.co', password: 'wrong' } })).toEqual({
      statusCode: 401,
      errorMessages: ['E-mail or password is incorrect'],
      data: null,
      isSuccess: false,
      errorKind: 'bad-request',
    });
  });

  it('keeps the data a failure carries: a 410’s gone item and its alternatives', async () => {
    const gone = { kind: 'stone', reason: 'sold', stone: { sku: 'LG-1' }, alternatives: [], currency: 'USD' };
    const client = clientAnswering(async () =>
      json(410, {
        statusCode: 410,
        errorMessages: ['This stone is no longer available.'],
        data: gone,
        isSuccess: false,
      }),
    );
    expect(await client.call(stoneEndpoints.stonePage, { params: { sku: 'LG-1' } })).toEqual({
      statusCode: 410,
      errorMessages: ['This stone is no longer available.'],
      data: gone,
      isSuccess: false,
      errorKind: 'bad-request',
    });
  });

  it('says "Something is wrong." with status 500 on a network failure', async () => {
    const client = clientAnswering(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await client.call(metalEndpoints.list)).toEqual({ ...somethingIsWrong, errorKind: 'network' });
  });

  it('gives up after the timeout', async () => {
    const client = clientAnswering(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      20,
    );
    expect(await client.call(metalEndpoints.list)).toEqual({ ...somethingIsWrong, errorKind: 'timeout' });
  });

  it('reports a call the caller cancelled', async () => {
    const controller = new AbortController();
    const client = clientAnswering(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.call(metalEndpoints.list, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ...somethingIsWrong, errorKind: 'canceled' });
  });

  it('treats an unparseable or envelope-less answer as a bad response', async () => {
    expect(
      await clientAnswering(async () => new Response('<html>502</html>', { status: 502 })).call(metalEndpoints.list),
    ).toEqual({
      ...somethingIsWrong,
      errorKind: 'bad-response',
    });
    expect(await clientAnswering(async () => json(200, { hello: 'world' })).call(metalEndpoints.list)).toEqual({
      ...somethingIsWrong,
      errorKind: 'bad-response',
    });
  });

  it('treats any status outside 200–299 as a failure, even with an envelope that says success', async () => {
    const client = clientAnswering(async () =>
      json(302, { statusCode: 302, errorMessages: [], data: {}, isSuccess: true }),
    );
    expect((await client.call(metalEndpoints.list)).isSuccess).toBe(false);
  });

  it('sends JSON bodies and query strings', async () => {
    const seen: { path: string; body?: string; method?: string }[] = [];
    const client = clientAnswering(async (path, init) => {
      seen.push({ path, body: init?.body, method: init?.method });
      return json(200, { statusCode: 200, errorMessages: [], data: null, isSuccess: true });
    });
    await client.call(metalEndpoints.update, { body: { name: 'Platinum', pricePerUnit: 4400, labour: 900 } });
    await client.call(userEndpoints.list, { query: { pageNo: 2, search: 'ana rao' } });
    expect(seen).toEqual([
      { path: '/api/metal', body: '{"name":"Platinum","pricePerUnit":4400,"labour":900}', method: 'PUT' },
      { path: '/api/user?pageNo=2&search=ana+rao', body: undefined, method: 'GET' },
    ]);
    expect(withQuery('/api/user', { pageNo: 2, search: 'ana rao', empty: '', none: undefined })).toBe(
      '/api/user?pageNo=2&search=ana+rao',
    );
    expect(withQuery('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
  });

  it('calls a declared endpoint at its address, its parameters encoded, its query and body sent', async () => {
    const seen: { path: string; body?: string; method?: string }[] = [];
    const client = clientAnswering(async (path, init) => {
      seen.push({ path, body: init?.body, method: init?.method });
      return json(200, { statusCode: 200, errorMessages: [], data: null, isSuccess: true });
    });
    await client.call(couponEndpoints.end, { params: { id: 7 } });
    await client.call(couponEndpoints.list, { query: { search: 'DIWALI', state: 'active', pageNo: 2 } });
    await client.call(couponEndpoints.remove, { params: { id: '1/../2' } });
    expect(seen).toEqual([
      { path: '/api/discount-coupon/end/7', body: undefined, method: 'PUT' },
      { path: '/api/discount-coupon?search=DIWALI&state=active&pageNo=2', body: undefined, method: 'GET' },
      { path: '/api/discount-coupon/1%2F..%2F2', body: undefined, method: 'DELETE' },
    ]);
  });

  it('types a declared call from its shapes: a wrong query value, a missing parameter or an unknown field do not compile', () => {
    const client = clientAnswering(async () => json(200, {}));
    const checks = () => [
      // @ts-expect-error -- '' is not a coupon state (the list once sent it)
      client.call(couponEndpoints.list, { query: { state: '' } }),
      // @ts-expect-error -- ending a coupon names it in the path
      client.call(couponEndpoints.end, {}),
      // @ts-expect-error -- and takes no body
      client.call(couponEndpoints.end, { params: { id: 1 }, body: { id: 1 } }),
      async () => {
        const answer = await client.call(couponEndpoints.one, { params: { id: 1 } });
        // @ts-expect-error -- a coupon has no `code`; it has `couponCode`
        return answer.isSuccess && answer.data.code;
      },
    ];
    expect(checks).toBeTypeOf('function');
  });

  it('calls only endpoints answering the envelope: a file is linked to and an upload sent as multipart', () => {
    const client = clientAnswering(async () => json(200, {}));
    const checks = () => [
      // A register answers the envelope by default (and a CSV file when asked, by a link).
      client.call(accountsEndpoints.salesRegister, { query: { month: '2026-11' } }),
      // @ts-expect-error -- a tax document's PDF is a file: endpointUrl
      client.call(taxDocumentEndpoints.pdf, { params: { id: 1 } }),
      // @ts-expect-error -- a picture is uploaded as multipart: endpointUrl
      client.call(mediaEndpoints.upload),
    ];
    expect(checks).toBeTypeOf('function');
  });
});
