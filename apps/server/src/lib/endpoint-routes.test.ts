import { declaredEndpoints, endpointGroups } from '@facet/contracts/endpoint-groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableRoutes } from '../testing/api-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { key } from './endpoint-routes.test-support.ts';

/*
 * The routes the app registers and the endpoints contracts declare are the same list: each
 * declaration at its path and every alias, once, with its access rule; none registered by hand
 * but the API document's own; and the API document names every declared endpoint. On a bare
 * Fastify: answers and what a shape adds to its routes (endpoint-routes-answers.test.ts), files
 * and uploads (endpoint-routes-files.test.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  it('leave no /api route registered by hand but the API document’s own and the catch-all', () => {
    const byHand = callableRoutes(t.app)
      .filter((route) => !route.declared && !route.documentation)
      .map((route) => key(route.method, route.url));
    expect(byHand).toEqual([]);
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
    // A shape's gone answer is the route's second response, as it was when registered by hand.
    const variantPage = document.paths['/api/product-varients/{sku}']?.get as { responses?: object } | undefined;
    expect(Object.keys(variantPage?.responses ?? {})).toEqual(['200', '410']);
  });
});

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
