import type { FastifyRequest } from 'fastify';

/*
 * "Is this an API call?" is decided from the route the router matched — its registered URL —
 * never from the text of the request's path: the router maps other spellings of a path onto the
 * same route, and a guard that reads the raw text misses them (the hole a doubled slash opened).
 */

/** A registered route URL that belongs to the API. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Whether the request was routed to an /api route (the catch-all /api/* included). */
export function isApiRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && isApiUrl(url);
}
