import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/* The HTTP contract every /api response keeps and the headers every response gets. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unknown routes and wrong methods', () => {
  it('answers an unknown /api route with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      errorMessages: ['No such address: GET /api/does-not-exist'],
      data: null,
      isSuccess: false,
    });
  });

  it('answers a known path with the wrong method with 405 and the allowed methods', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/metal' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PUT');
    expect(response.json()).toMatchObject({ statusCode: 405, isSuccess: false, data: null });
  });

  it('keeps the status and the envelope in step for every answer', async () => {
    for (const url of ['/api/metal', '/api/nope', '/api/user/cuser']) {
      const response = await t.app.inject({ url });
      expect(response.json().statusCode).toBe(response.statusCode);
    }
  });

  it('refuses a body over 1 MB with 413 before doing anything with it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/metal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessages).toEqual(['The request body is too large.']);
  });
});

describe('security headers', () => {
  it('sends nosniff, frame denial, a referrer policy and a locked-down CSP with API answers', async () => {
    const response = await t.app.inject({ url: '/api/metal' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const made = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a state-changing call from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/metal',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessages).toEqual(['Cross-site requests are not accepted.']);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip', cookie: await t.cookieFor('Admin') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('OpenAPI document', () => {
  it('describes the API routes from their schemas and leaves the catch-alls out', async () => {
    const response = await t.app.inject({ url: '/api/docs/json', headers: { cookie: await t.cookieFor('Admin') } });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/metal', '/api/conversion/all-params', '/api/stone-shape', '/api/health']),
    );
    expect(Object.keys(document.paths).some((path) => path.includes('*'))).toBe(false);
    const metal = document.paths['/api/metal'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(metal)).toContain('pricePerUnit');
  });

  it('is browsable at /api/docs by signed-in staff, and by nobody else unless API_DOCS=public', async () => {
    const page = async (cookie?: string) => t.app.inject({ url: '/api/docs', headers: cookie ? { cookie } : {} });
    const staff = await page(await t.cookieFor('StoneManager'));
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await page(await t.cookieFor('Customer'))).statusCode).toBe(403);
  });

  it('is public with API_DOCS=public and absent with API_DOCS=off', async () => {
    const open = await createTestApp({ API_DOCS: 'public' });
    const off = await createTestApp({ API_DOCS: 'off' });
    try {
      expect((await open.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      expect(
        (await off.app.inject({ url: '/api/docs/json', headers: { cookie: await off.cookieFor('Admin') } })).statusCode,
      ).toBe(404);
    } finally {
      await open.close();
      await off.close();
    }
  });
});
