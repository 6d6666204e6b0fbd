import { type Access, decideAccess, type Verification } from '@facet/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionActor, SESSION_COOKIE } from '../modules/sessions/sessions.service.ts';
import { sendFailure } from './errors.ts';

/*
 * Who is calling, and may they? Every /api route must declare its access in its config (the
 * permission table of contracts); registering one without it stops the app from building.
 * The check runs in onRequest, before the body is even read.
 */

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

export interface ApiRouteRule {
  method: string;
  url: string;
  access: Access;
  requires: readonly Verification[];
}

async function accessPlugin(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  const apiRoutes: ApiRouteRule[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no access rule (config.access).`);
    }
    for (const method of [route.method].flat()) {
      apiRoutes.push({ method, url: route.url, access, requires: route.config?.requires ?? [] });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await findSessionActor(app.database.db, token) : null;
    const config = request.routeOptions.config ?? {};
    if (!config.access) return;
    const decision = decideAccess(request.actor, { access: config.access, requires: config.requires ?? [] });
    if (!decision.allowed) return sendFailure(reply, decision.status, [decision.message]);
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['errors', 'security'] });
