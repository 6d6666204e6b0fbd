import { defineEndpoints } from '@facet/contracts/endpoint';
import { declaredEndpoints, endpointGroups } from '@facet/contracts/endpoint-groups';
import { defineShapes } from '@facet/contracts/endpoint-shapes';
import { z } from '@facet/contracts/zod';
import Fastify, { type FastifyContextConfig } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEndpoints } from './endpoint-routes.ts';
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

describe('registerEndpoints', () => {
  it('gives a GET that changes state its sameOriginOnly refusal, and no other route one', async () => {
    const refusal = { refusal: 'Only from the shop’s own pages.' };
    const addresses = defineEndpoints('sameOriginExample', {
      toggle: { method: 'GET', path: '/api/example/toggle/:id', access: 'members', sameOriginOnly: refusal },
      change: { method: 'PUT', path: '/api/example/change/:id', access: 'members' },
    });
    const params = z.object({ id: z.string() });
    const shapes = defineShapes(addresses, {
      toggle: { summary: 'Toggle by link', params, response: z.null() },
      change: { summary: 'Change', params, response: z.null() },
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const configs = new Map<string, FastifyContextConfig | undefined>();
    app.addHook('onRoute', (route) => {
      configs.set(key(String(route.method), route.url), route.config);
    });
    registerEndpoints(
      app,
      addresses,
      shapes,
      { toggle: async () => null, change: async () => null },
      { tags: ['Example'] },
    );
    await app.ready();
    expect(configs.get('GET /api/example/toggle/:id')).toMatchObject({ access: 'members', sameOriginOnly: refusal });
    expect(configs.get('PUT /api/example/change/:id')).not.toHaveProperty('sameOriginOnly');
    await app.close();
  });
});

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
