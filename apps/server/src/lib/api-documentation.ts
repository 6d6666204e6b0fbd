import type { FastifyInstance } from 'fastify';

/*
 * The API's document and its browsable UI (plugins/openapi.ts) are routes that @fastify/swagger-ui
 * registers (and @fastify/static under it, for the UI's files), not the shop's endpoints: nothing
 * declares them in contracts, and their access rule is the API_DOCS setting. The openapi plugin
 * registers swagger-ui in a scope of its own that carries this mark; the access plugin accepts
 * without a declaration a route registered in that scope (or one inside it) under the
 * documentation's prefix, and no other: a route registered by hand anywhere else is refused, under
 * /api/docs too. Whatever paths the UI's version adds, they are known by where they come from.
 */

export const API_DOCS_PREFIX = '/api/docs';

const documentationScope = Symbol('the API documentation’s scope');

/** Marks the scope in which the openapi plugin registers the documentation's routes. */
export function markDocumentationScope(scope: FastifyInstance): void {
  scope.decorate(documentationScope, true);
}

/** A route the documentation's plugin registered: in its marked scope, under its prefix. */
export function isDocumentationRoute(registeredIn: FastifyInstance, url: string): boolean {
  return documentationScope in registeredIn && (url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`));
}
