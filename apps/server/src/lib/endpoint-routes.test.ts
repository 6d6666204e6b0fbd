import { declaredEndpoints, endpointGroups } from '@facet/contracts/endpoint-groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableRoutes } from '../testing/api-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { undeclaredRoutes } from '../undeclared-routes.ts';

/*
 * The routes the app registers and the endpoints contracts declare are the same list: each
 * declaration at its path and every alias, once, with its access rule; each route registered by
 * hand still listed in undeclared-routes.ts (and each entry there still registered, so the list
 * only shrinks); and the API document names every declared endpoint.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('declared endpoints', () => {
  it('are each registered once at their path and every alias, with their access rule', () => {
    const registered = callableRoutes(t.app).filter((route) => route.declared);
    const expected = declaredEndpoints().flatMap((endpoint) =>
      [endpoint.path, ...(endpoint.aliases ?? [])].map((url) => ({
        key: key(endpoint.method, url),
        access: endpoint.access,
      })),
    );
    expect(
      registered.map((route) => ({ key: key(route.method, route.url), access: route.access })).sort(byKey),
    ).toEqual(expected.sort(byKey));
    expect(expected.length).toBeGreaterThanOrEqual(Object.keys(endpointGroups.coupons).length);
  });

  it('leave only listed routes registered by hand, and the list names only routes that still are', () => {
    const byHand = callableRoutes(t.app)
      .filter((route) => !route.declared)
      .map((route) => key(route.method, route.url));
    expect(byHand.filter((route) => !undeclaredRoutes.has(route))).toEqual([]);
    expect([...undeclaredRoutes].filter((route) => !byHand.includes(route))).toEqual([]);
    for (const endpoint of declaredEndpoints())
      expect(undeclaredRoutes.has(key(endpoint.method, endpoint.path))).toBe(false);
  });

  it('are in the API document with their summaries', async () => {
    const document = (
      await t.app.inject({ url: '/api/docs/json', headers: { cookie: await t.cookieFor('Admin') } })
    ).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    for (const endpoint of declaredEndpoints()) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(
        document.paths[openApiPath]?.[endpoint.method.toLowerCase()]?.summary,
        `${endpoint.method} ${endpoint.path}`,
      ).toBeTruthy();
    }
  });
});

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
