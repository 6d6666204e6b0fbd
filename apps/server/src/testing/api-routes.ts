import { type Role, rolesFor } from '@facet/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { ApiRouteRule } from '../plugins/access.ts';

/*
 * The API's routes as the app registered them, for the tests that call every one of them: a
 * route added later is in these lists without anyone writing it down.
 */

/** Every /api route a client can call: the /api/* catch-all, HEAD and OPTIONS left out. */
export function callableRoutes(app: FastifyInstance): ApiRouteRule[] {
  return app.apiRoutes.filter((r) => r.url !== '/api/*' && r.method !== 'HEAD' && r.method !== 'OPTIONS');
}

/** The routes a request body can reach: every method but GET (Fastify reads no body for GET). */
export function routesTakingBodies(app: FastifyInstance): ApiRouteRule[] {
  return callableRoutes(app).filter((r) => r.method !== 'GET');
}

/** A path the route answers, its parameters filled in (id 1, the wildcard a word). */
export function concretePath(url: string): string {
  return url.replace(/:[^/]+/g, '1').replace(/\*$/, 'anything');
}

/** Someone the permission table lets through: signed out for public routes, else a role that holds the area. */
export function allowedCaller(route: ApiRouteRule): Role | null {
  if (route.access === 'public') return null;
  if (route.access === 'signedIn') return 'Customer';
  const [role] = rolesFor(route.access);
  if (!role) throw new Error(`${route.method} ${route.url}: no role may call it`);
  return role;
}
