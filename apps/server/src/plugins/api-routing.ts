import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { sendFailure } from './errors.ts';

/*
 * Fastify answers 404 for a known path with the wrong method; the contract wants 405 with an
 * Allow header. Every /api route is mirrored into a second router, and the
 * /api catch-all asks it which methods the path does have — counting a route with path
 * parameters only when they are valid for it (/api/product/for-customer is not a product id).
 */

interface ParamsSchema {
  safeParse(value: unknown): { success: boolean };
}

const methods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CATCH_ALL = '/api/*';

async function apiRoutingPlugin(app: FastifyInstance) {
  const mirror = FindMyWay();

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === CATCH_ALL) return;
    const schema = route.schema?.params as Partial<ParamsSchema> | undefined;
    const params = typeof schema?.safeParse === 'function' ? (schema as ParamsSchema) : null;
    for (const method of [route.method].flat()) {
      if (!mirror.hasRoute(method as HTTPMethod, route.url)) {
        mirror.on(method as HTTPMethod, route.url, () => {}, { params });
      }
    }
  });

  app.route({
    method: methods,
    url: CATCH_ALL,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      const allowed = methods.filter((method) => {
        const found = mirror.find(method, path);
        const params = (found?.store as { params: ParamsSchema | null } | undefined)?.params;
        return found !== null && (!params || params.safeParse(found.params).success);
      });
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendFailure(reply, 405, [`${request.method} is not allowed here; use ${allowed.join(' or ')}.`]);
      }
      return sendFailure(reply, 404, [`No such address: ${request.method} ${path}`]);
    },
  });
}

export default fp(apiRoutingPlugin, { name: 'api-routing', dependencies: ['errors'] });
