import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route.ts';
import { sendFailure } from './errors.ts';

/*
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one would fail in
 * the database as a 500. Every API request is searched before validation, and one that has it
 * is refused with 400 naming the field.
 */

const MAX_DEPTH = 32;

/** The path of the first string holding NUL ("variants.2.sku"), or null. */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNulCharacter(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function nulCharactersPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (!isApiRequest(request)) return;
    for (const [context, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNulCharacter(value, '');
      if (field !== null) {
        return sendFailure(reply, 400, [`${field || context}: must not contain the NUL character`]);
      }
    }
  });
}

export default fp(nulCharactersPlugin, { name: 'nul-characters', dependencies: ['errors'] });
