import { failureEnvelope } from '@facet/contracts/envelope';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors.ts';
import security from './security.ts';

/* The security plugin on a bare Fastify: a route's `sameOriginOnly` option, checked once for every route. */

const REFUSAL = 'Do this from the shop’s own pages.';
let app: FastifyInstance;
const handled: string[] = [];

beforeAll(async () => {
  app = Fastify();
  app.decorate('config', { publicUrl: 'https://shop.example' } as FastifyInstance['config']);
  await app.register(errors);
  await app.register(security);
  app.get('/api/sign-out-link', { config: { sameOriginOnly: { refusal: REFUSAL } } }, async () => {
    handled.push('sign-out-link');
    return { done: true };
  });
  app.get('/api/plain-read', async () => {
    handled.push('plain-read');
    return { done: true };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a GET that changes state (config.sameOriginOnly)', () => {
  it('refuses another site with 403 and the route’s own sentence, before its handler runs', async () => {
    handled.length = 0;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      // Neither header: nothing says the shop's pages sent it.
      {},
    ]) {
      const response = await app.inject({ url: '/api/sign-out-link', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual(failureEnvelope(403, [REFUSAL]));
    }
    expect(handled).toEqual([]);
  });

  it('runs for the shop’s own pages', async () => {
    handled.length = 0;
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: 'https://shop.example' }]) {
      const response = await app.inject({ url: '/api/sign-out-link', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(handled).toEqual(['sign-out-link', 'sign-out-link']);
  });

  it('leaves a route without the option alone, whoever calls it', async () => {
    handled.length = 0;
    const response = await app.inject({ url: '/api/plain-read', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true });
    expect(handled).toEqual(['plain-read']);
  });
});

describe('the security headers', () => {
  it('go with every answer, a route’s and a 404’s, and send HSTS on an https shop', async () => {
    for (const url of ['/api/plain-read', '/api/no-such-route']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=15552000; includeSubDomains');
      expect(response.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('send no HSTS on a shop served over plain http', async () => {
    const plain = Fastify();
    plain.decorate('config', { publicUrl: 'http://127.0.0.1:3000' } as FastifyInstance['config']);
    await plain.register(errors);
    await plain.register(security);
    plain.get('/api/plain-read', async () => ({ done: true }));
    const response = await plain.inject({ url: '/api/plain-read' });
    await plain.close();
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
