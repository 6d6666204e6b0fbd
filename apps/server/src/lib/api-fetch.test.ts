import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CookieRelay, createHttpApiFetch, createInProcessApiFetch } from './api-fetch.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function pageRequest(headers: Record<string, string>): FastifyRequest {
  return { id: 'page-1', headers, host: 'shop.test', ip: '203.0.113.7' } as unknown as FastifyRequest;
}

describe('in-process API calls of loaders and actions', () => {
  it('reach the API with the shopper’s session cookie and return its envelope', async () => {
    const cookie = await t.cookieFor('Customer');
    const relay = new CookieRelay(cookie);
    const fetchApi = createInProcessApiFetch(t.app, pageRequest({ cookie, 'user-agent': 'test' }), relay);
    const response = await fetchApi('/api/user/cuser');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { email: string } };
    expect(body.data.email).toBe('customer@example.com');
  });

  it('are anonymous without a cookie, like the browser', async () => {
    const relay = new CookieRelay(undefined);
    const fetchApi = createInProcessApiFetch(t.app, pageRequest({}), relay);
    expect((await fetchApi('/api/user/cuser')).status).toBe(401);
  });

  it('carry the page request’s origin, so a cross-site form post is refused by the API too', async () => {
    const relay = new CookieRelay(undefined);
    const fetchApi = createInProcessApiFetch(t.app, pageRequest({ origin: 'https://evil.example' }), relay);
    const response = await fetchApi('/api/metal', { method: 'POST', body: '{}' });
    expect(response.status).toBe(403);
  });
});

describe('API calls over HTTP (API_URL set)', () => {
  it('carry the same cookie to an API in another process', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await t.cookieFor('Admin');
    const fetchApi = createHttpApiFetch(address, pageRequest({ cookie }), new CookieRelay(cookie));
    const response = await fetchApi('/api/conversion/all-params');
    const body = (await response.json()) as { data: { profitRate?: number } };
    expect(body.data.profitRate).toBe(32);
  });
});

describe('CookieRelay', () => {
  it('collects cookies the API sets and sends them with the next call of the same page request', () => {
    const relay = new CookieRelay('currency=USD; facet_session=old');
    relay.record('facet_session=new; Path=/; HttpOnly; SameSite=Lax');
    expect(relay.header).toBe('currency=USD; facet_session=new');
    expect(relay.setCookies).toEqual(['facet_session=new; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('forgets a cookie the API deletes', () => {
    const relay = new CookieRelay('facet_session=abc');
    relay.record('facet_session=; Max-Age=0; Path=/');
    expect(relay.header).toBeUndefined();
    relay.record('currency=INR; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(relay.header).toBeUndefined();
    expect(relay.setCookies).toHaveLength(2);
  });
});
