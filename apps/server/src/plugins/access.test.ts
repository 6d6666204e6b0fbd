import { canEnter, roles, type Role } from '@facet/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * The route-permission matrix: every /api route registered in Fastify is called as an
 * anonymous visitor and as each role, and the answer must match the permission table. A route
 * registered without an access rule never gets this far: buildApp refuses it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function concrete(url: string): string {
  return url.replace(/:[^/]+/g, '1').replace(/\*$/, 'anything');
}

describe('route permission matrix', () => {
  it('covers a meaningful set of routes', () => {
    const urls = new Set(t.app.apiRoutes.map((r) => r.url));
    for (const url of ['/api/metal', '/api/conversion/all-params', '/api/user/cuser', '/api/conversion/profit-rate']) {
      expect(urls).toContain(url);
    }
  });

  it('answers every route for every role as the permission table says', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url !== '/api/*' && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const callers: (Role | 'anonymous')[] = ['anonymous', ...roles];
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        // A session of its own for each call (some calls end their session), from the shop's own pages.
        const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
        if (caller !== 'anonymous') headers.cookie = await t.freshCookieFor(caller);
        const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
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
  });

  it('refuses to build an app with a route that declares no access rule', async () => {
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
