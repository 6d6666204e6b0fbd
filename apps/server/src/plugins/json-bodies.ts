import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route.ts';
import { NOT_JSON, sendFailure } from './errors.ts';

/*
 * Every body the API takes is a JSON object: a list, a number, a string or null at the top is
 * the wrong kind of body on every route, and it is refused here with 400 before validation and
 * before any handler. Without this, a body schema meets a value its refinements never expected
 * (a coupon's dates check read fields of null: a 500), and a route that reads no body at all
 * (unlist, delete) went ahead and changed data for a caller who sent something else.
 *
 * A route that wants a list takes it in a field. Routes that take another content type
 * (uploads: multipart) get no parsed body and read their own; a route that keeps its JSON
 * body as sent (`config.jsonBodyAsText`, a signed webhook) has the text parsed to check it.
 */

export const NOT_AN_OBJECT = 'body: must be an object';

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const notJson = Symbol('not JSON');

/** The body as JSON; undefined when the request has none for this check to see. */
function jsonBodyOf(request: FastifyRequest): unknown {
  const { body } = request;
  if (typeof body !== 'string' || !request.routeOptions.config?.jsonBodyAsText) return body;
  if (body === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return notJson;
  }
}

async function jsonBodiesPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const body = jsonBodyOf(request);
    if (body === undefined || isObject(body)) return;
    return sendFailure(reply, 400, [body === notJson ? NOT_JSON : NOT_AN_OBJECT]);
  });
}

export default fp(jsonBodiesPlugin, { name: 'json-bodies', dependencies: ['errors'] });
