import type { EndpointAddress } from '@facet/contracts/endpoint';
import type { EndpointRequestData, EndpointResult, EndpointShape, ShapeFor } from '@facet/contracts/endpoint-shapes';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/*
 * Routes registered from their declarations (contracts: the module's addresses and shapes): one
 * handler per endpoint, typed from its shape, registered at its path and every alias with its
 * access rule (and `sameOriginOnly`, for a GET that changes state) and schemas. The handler
 * returns the envelope's data; the status is the shape's.
 * Each route carries its declaration in `config.endpoint`, by which the access plugin tells a
 * declared route from one registered by hand (plugins/access.ts).
 */

export interface EndpointCall<S> extends EndpointRequestData<S> {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<S> = (call: EndpointCall<S>) => Promise<EndpointResult<S>>;

export type EndpointHandlers<
  A extends Record<string, EndpointAddress>,
  S extends { [K in keyof A]: ShapeFor<A[K]> },
> = {
  readonly [K in keyof A]: EndpointHandler<S[K]>;
};

export function registerEndpoints<
  const A extends Record<string, EndpointAddress>,
  const S extends { readonly [K in keyof A]: ShapeFor<A[K]> },
>(app: FastifyInstance, addresses: A, shapes: S, handlers: EndpointHandlers<A, S>, options: { tags: string[] }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, address] of Object.entries(addresses) as [keyof A & string, EndpointAddress][]) {
    const shape: EndpointShape = shapes[name];
    const handler = handlers[name] as EndpointHandler<EndpointShape>;
    const status = shape.status ?? 200;
    for (const url of [address.path, ...(address.aliases ?? [])]) {
      api.route({
        method: address.method,
        url,
        config: {
          access: address.access,
          requires: address.requires ?? [],
          ...(address.sameOriginOnly ? { sameOriginOnly: address.sameOriginOnly } : {}),
          endpoint: address,
        },
        schema: {
          tags: options.tags,
          summary: url === address.path ? shape.summary : `The same as ${address.path}: ${shape.summary}`,
          ...(shape.params ? { params: shape.params } : {}),
          ...(shape.query ? { querystring: shape.query } : {}),
          ...(shape.body ? { body: shape.body } : {}),
          response: { [status]: envelopeSchema(shape.response) },
        },
        handler: async (request, reply) => {
          const data = await handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            request,
            reply,
          });
          return reply.code(status).send(successEnvelope(data, status));
        },
      });
    }
  }
}
