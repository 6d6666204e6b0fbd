import { type Access, areas, decideAccess, type Verification } from '@facet/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDocumentationRoute } from '../lib/api-documentation.ts';
import { isApiRequest, isApiUrl } from '../lib/api-route.ts';
import { findSessionActor, SESSION_COOKIE } from '../modules/sessions/sessions.service.ts';
import { sendFailure } from './errors.ts';

/*
 * Who is calling, and may they? Every /api route must declare its access in its config (the
 * permission table of contracts); registering one without it stops the app from building. So
 * does an /api route not registered from its declaration in contracts (lib/endpoint-routes.ts),
 * unless it is one of the API document's own (registered by @fastify/swagger-ui in the scope the
 * openapi plugin marks, lib/api-documentation.ts) or the 405/404 catch-all.
 * The check runs in onRequest, before the body is even read, and reads the rule of the route
 * the router matched — however the path was spelled, the route's own rule applies.
 */

export interface ApiRouteRule {
  method: string;
  url: string;
  access: Access;
  requires: readonly Verification[];
  /** Registered from its declaration in contracts (lib/endpoint-routes.ts). */
  declared: boolean;
  /** One of the API document's own routes (plugins/openapi.ts), ruled by the API_DOCS setting. */
  documentation: boolean;
}

/** The 405/404 catch-all (plugins/api-routing.ts) is a plugin's route, not one of the shop's endpoints. */
const isCatchAll = (url: string) => url === '/api/*';

async function accessPlugin(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  const apiRoutes: ApiRouteRule[] = [];
  app.decorate('apiRoutes', apiRoutes);

  // `this` is the instance the route is registered in: the documentation's routes are known by it.
  app.addHook('onRoute', function (route) {
    if (!isApiUrl(route.url)) return;
    // The OpenAPI document and its UI come from @fastify/swagger-ui, which takes no route
    // config: their rule is the API_DOCS setting (staff: anyone who may enter a back-office area).
    const documentation = isDocumentationRoute(this, route.url);
    if (documentation) {
      route.config = { ...route.config, access: app.config.apiDocs === 'public' ? 'public' : areas };
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no access rule (config.access).`);
    }
    const declared = route.config?.endpoint !== undefined;
    if (!declared && !documentation && !isCatchAll(route.url)) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url} is not declared: declare it in contracts ` +
          '(<module>-endpoints.ts and its shapes) and register it with registerEndpoints (lib/endpoint-routes.ts).',
      );
    }
    // Fastify adds a HEAD route beside each GET, with the GET's config.
    for (const method of [route.method].flat()) {
      apiRoutes.push({
        method,
        url: route.url,
        access,
        requires: route.config?.requires ?? [],
        declared,
        documentation,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await findSessionActor(app.database.db, { token }) : null;
    const config = request.routeOptions.config ?? {};
    // Unreachable (onRoute refuses such a route), but a guard fails closed.
    if (!config.access) return sendFailure(reply, 403, ['You do not have permission to do this.']);
    const decision = decideAccess(request.actor, { access: config.access, requires: config.requires ?? [] });
    if (!decision.allowed) return sendFailure(reply, decision.status, [decision.message]);
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['errors', 'security'] });
