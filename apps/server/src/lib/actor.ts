import type { Actor } from '@facet/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The signed-in person a handler acts for. The access hook has already refused anonymous
 * callers of a route that needs one, but a handler never assumes it: without an actor the
 * answer is 401, never a 500 from a missing value.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return request.actor;
}
