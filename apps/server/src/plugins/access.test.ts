import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { areas, canEnter, roles, type Role } from '@facet/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableRoutes, concretePath } from '../testing/api-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * The route-permission matrix: every /api route registered in Fastify is called as an
 * anonymous visitor and as each role, and the answer must match the permission table — under
 * its own path and under every other spelling of it. A route registered without an access rule
 * never gets this far: buildApp refuses it.
 */

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Ways of writing one path that a router or a proxy may take for it (the path starts /api/). */
function respellings(path: string): Record<string, string> {
  const rest = path.slice('/api/'.length);
  return {
    'leading doubled slash': `//api/${rest}`,
    'inner doubled slash': `/api//${rest}`,
    'trailing slash': `${path}/`,
    'percent-encoded letter': `/%61pi/${rest}`,
    'percent-encoded last letter': path.replace(
      /[a-z](?=[^a-z]*$)/i,
      (letter) => `%${letter.charCodeAt(0).toString(16)}`,
    ),
    'dot segment': `/api/./${rest}`,
    'dot-dot segment': `/api/x/../${rest}`,
    'encoded dot-dot segment': `/x/%2e%2e/api/${rest}`,
    'absolute-form target': `${origin}${path}`,
    'upper case': `/API/${rest}`,
  };
}

/** Sends the request target exactly as written (inject() and fetch() would tidy it up). */
function sendRaw(method: string, target: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${origin}/`, { method, path: target, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('route permission matrix', () => {
  it('covers a meaningful set of routes', () => {
    const urls = new Set(t.app.apiRoutes.map((r) => r.url));
    for (const url of ['/api/metal', '/api/conversion/all-params', '/api/user/cuser', '/api/conversion/profit-rate']) {
      expect(urls).toContain(url);
    }
  });

  it('answers every route for every role as the permission table says', async () => {
    const routes = callableRoutes(t.app);
    const callers: (Role | 'anonymous')[] = ['anonymous', ...roles];
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        // A session of its own for each call (some calls end their session), from the shop's own pages.
        const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
        if (caller !== 'anonymous') headers.cookie = await t.freshCookieFor(caller);
        const response = await t.app.inject({ method: route.method as 'GET', url: concretePath(route.url), headers });
        let expected: 'allowed' | 401 | 403;
        if (route.access === 'public') expected = 'allowed';
        else if (caller === 'anonymous') expected = 401;
        else if (route.access === 'signedIn' || canEnter(caller, route.access)) expected = 'allowed';
        else expected = 403;
        const actual = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'allowed';
        if (actual !== expected) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller}: expected ${expected}, got ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000); // every route × every role: a few thousand calls, longer on a busy machine

  it('holds for every other spelling of every route: refused with an envelope before any guard or handler', async () => {
    const routes = callableRoutes(t.app);
    // A spelling is refused before any guard: an anonymous call shows it never reaches a guard
    // (that would be 401), a Customer's and an Admin's that it never reaches a handler they may
    // call (every staff route lets the Admin in). The other roles would only repeat them.
    const spellingCallers = ['Customer', 'Admin'] as const satisfies readonly Role[];
    expect(areas.filter((area) => !canEnter('Admin', area))).toEqual([]);
    const cookies = new Map<Role, string>();
    for (const role of spellingCallers) cookies.set(role, await t.freshCookieFor(role));
    const callers: (Role | 'anonymous')[] = ['anonymous', ...spellingCallers];
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const [spelling, target] of Object.entries(respellings(concretePath(route.url)))) {
        for (const caller of callers) {
          const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
          if (caller !== 'anonymous') headers.cookie = cookies.get(caller)!;
          const { status, body } = await sendRaw(route.method, target, headers);
          calls += 1;
          let envelope: { statusCode?: number; isSuccess?: boolean } = {};
          try {
            envelope = JSON.parse(body) as typeof envelope;
          } catch {
            // reported below
          }
          const refused = (status === 400 || status === 404) && envelope.statusCode === status && !envelope.isSuccess;
          if (!refused) {
            mismatches.push(`${route.method} ${target} (${spelling}) as ${caller}: ${status} ${body.slice(0, 80)}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(mismatches).toEqual([]);
  }, 180_000); // every route × every role: a few thousand calls, longer on a busy machine

  it('refuses to build an app with a route that declares no access rule, or was not declared in contracts', async () => {
    const Fastify = (await import('fastify')).default;
    const errors = (await import('./errors.ts')).default;
    const security = (await import('./security.ts')).default;
    const access = (await import('./access.ts')).default;
    const app = Fastify();
    app.decorate('config', t.config);
    app.decorate('database', t.database);
    await app.register(errors);
    await app.register(security);
    await app.register(access);
    expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/declares no access rule/);
    // With a rule, but registered by hand rather than from a declaration in contracts.
    expect(() => app.get('/api/undeclared', { config: { access: 'public' } }, async () => 'open')).toThrow(
      'GET /api/undeclared is not declared: declare it in contracts',
    );
    await app.close();
  });

  it('accepts undeclared only the API document’s own routes, registered by its plugin, with the API_DOCS rule', async () => {
    const Fastify = (await import('fastify')).default;
    const errors = (await import('./errors.ts')).default;
    const security = (await import('./security.ts')).default;
    const access = (await import('./access.ts')).default;
    const openapi = (await import('./openapi.ts')).default;
    const app = Fastify();
    app.decorate('config', { ...t.config, apiDocs: 'staff' as const });
    app.decorate('database', t.database);
    await app.register(errors);
    await app.register(security);
    await app.register(access);
    await app.register(openapi);
    const documentation = app.apiRoutes.filter((route) => route.documentation);
    expect(documentation.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/docs', 'GET /api/docs/json', 'GET /api/docs/yaml', 'GET /api/docs/static/*']),
    );
    expect(new Set(documentation.map((route) => route.access))).toEqual(new Set([areas]));
    expect(app.apiRoutes.filter((route) => !route.documentation)).toEqual([]);
    // Registered by hand, an /api route outside the documentation is still refused …
    expect(() => app.get('/api/health/extra', { config: { access: 'public' } }, async () => 'open')).toThrow(
      'GET /api/health/extra is not declared: declare it in contracts',
    );
    // … and so is one under the documentation's prefix that its plugin did not register.
    expect(() => app.get('/api/docs/extra', { config: { access: 'public' } }, async () => 'open')).toThrow(
      'GET /api/docs/extra is not declared: declare it in contracts',
    );
    await app.close();
  });

  it('says why in the envelope: 401 asks to sign in, 403 says no permission', async () => {
    const anonymous = await t.app.inject({ url: '/api/conversion/profit-rate' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ isSuccess: false, errorMessages: ['Please sign in to continue.'] });
    const customer = await t.app.inject({
      url: '/api/conversion/profit-rate',
      headers: { cookie: await t.cookieFor('Customer') },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().errorMessages).toEqual(['You do not have permission to do this.']);
  });

  it('treats an unknown or expired session as signed out', async () => {
    const response = await t.app.inject({ url: '/api/user/cuser', headers: { cookie: 'facet_session=forged-token' } });
    expect(response.statusCode).toBe(401);
  });
});
