import type { EndpointAddress } from '@facet/contracts/endpoint';
import type { Readable } from 'node:stream';
import type {
  EndpointRequestData,
  EndpointResult,
  EndpointShape,
  FileContentType,
  ShapeFor,
} from '@facet/contracts/endpoint-shapes';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './response-serializer.ts';

/*
 * Routes registered from their declarations (contracts: the module's addresses and shapes): one
 * handler per endpoint, typed from its shape, registered at its path and every alias with its
 * access rule (and `sameOriginOnly`, for a GET that changes state) and schemas. The handler
 * returns the envelope's data; the status is the shape's.
 * Each route carries its declaration in `config.endpoint`, by which the access plugin tells a
 * declared route from one registered by hand (plugins/access.ts).
 *
 * A cached read may instead return its envelope serialised ahead (answerSerialiser): it is sent
 * as it is, with the status of the answer it serialised (the shape's, or 410 for its `gone`).
 *
 * A shape with `rawBody` (a provider's webhook, whose signature covers the bytes sent) has its
 * route registered in a scope of its own whose JSON parser keeps the text, and marked
 * `jsonBodyAsText` for the check that every body is an object (plugins/json-bodies.ts); its
 * handler gets the text. That scope loads with the caller's next plugin (avvio): a caller that
 * wants its routes in order (the API document's) awaits `app.after()` next.
 *
 * An endpoint whose shape declares a `file` returns it as fileAnswer makes it (a PDF, a CSV): sent
 * as an attachment with the shape's content type, its own name and `cache-control`, in place of
 * the envelope. Its route documents no response schema when the shape has no `response`, and
 * `produces` its media types. One whose shape says `upload` takes multipart/form-data: it must be
 * registered on an instance that parses it (the module registers @fastify/multipart in a scope of
 * its own, so every other route stays JSON-only), and its handler reads the parts from `request`.
 */

const serialisedBy = Symbol('serialised by');

/**
 * An envelope serialised ahead by the schema of its data `D` (a shape's `response` or `gone`),
 * as Fastify would have serialised it: only answerSerialiser makes one, so a handler can return
 * only a body serialised by its own route's schema (the type, and the route at run time, check it).
 */
export interface SerialisedAnswer<D extends z.ZodType> {
  readonly [serialisedBy]: D;
  /** The envelope as JSON. */
  readonly body: string;
}

/**
 * Serialises an endpoint's answers ahead, for a read that keeps them (the reference cache): with
 * the same compiler and the same envelope schema as its route, so what is kept is what a fresh
 * answer would have been (fields the schema does not know left out), and an answer the schema
 * refuses fails here, as a fresh one would, instead of being kept and served. `data` is the very
 * schema of the shape (`productShapes.cardPage.response`, or `.gone` for the 410).
 */
export function answerSerialiser<D extends z.ZodType>(
  data: D,
  address: Pick<EndpointAddress, 'method' | 'path'>,
): (envelope: z.output<ReturnType<typeof envelopeSchema<D>>>) => SerialisedAnswer<D> {
  const serialise = serializerCompiler({ schema: envelopeSchema(data), method: address.method, url: address.path });
  return (envelope) => ({ [serialisedBy]: data, body: serialise(envelope) });
}

function isSerialised(answer: unknown): answer is SerialisedAnswer<z.ZodType> {
  return typeof answer === 'object' && answer !== null && serialisedBy in answer;
}

/** What a handler may return serialised: its response's answer, or its gone answer when it has one. */
type SerialisedAnswerOf<S> =
  | (S extends { readonly response: infer R extends z.ZodType } ? SerialisedAnswer<R> : never)
  | (S extends { readonly gone: infer G extends z.ZodType } ? SerialisedAnswer<G> : never);

const fileAnswerOf = Symbol('file answer');

/** A file an endpoint answers (fileAnswer), with the content type its shape declares. */
export interface FileAnswer<C extends string> {
  readonly [fileAnswerOf]: true;
  readonly body: Buffer | string | Readable;
  /** The content-type header, as the shape declares it. */
  readonly contentType: C;
  /** Sent as `content-disposition: attachment; filename="…"`. */
  readonly fileName: string;
  /** The cache-control header: 'private, no-store' unless the file says otherwise. */
  readonly cacheControl: string;
}

/**
 * A file to answer with, for an endpoint whose shape declares `file` (its content type is checked
 * against the shape's, in types and at run time): downloaded as `fileName`, never cached unless
 * `cacheControl` says otherwise.
 */
export function fileAnswer<const C extends string>(file: {
  body: Buffer | string | Readable;
  contentType: C;
  fileName: string;
  cacheControl?: string;
}): FileAnswer<C> {
  return { [fileAnswerOf]: true, ...file, cacheControl: file.cacheControl ?? 'private, no-store' };
}

function isFileAnswer(answer: unknown): answer is FileAnswer<string> {
  return typeof answer === 'object' && answer !== null && fileAnswerOf in answer;
}

/** The media type of a content-type header ('text/csv; charset=utf-8' → 'text/csv'). */
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim();

export interface EndpointCall<S> extends EndpointRequestData<S> {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler may answer as a file: one of its shape's content type, when it declares a file. */
type FileAnswerOf<S> = [FileContentType<S>] extends [never] ? never : FileAnswer<FileContentType<S>>;

export type EndpointHandler<S> = (
  call: EndpointCall<S>,
) => Promise<EndpointResult<S> | SerialisedAnswerOf<S> | FileAnswerOf<S>>;

export type EndpointHandlers<
  A extends Record<string, EndpointAddress>,
  S extends { [K in keyof A]: ShapeFor<A[K]> },
> = {
  readonly [K in keyof A]: EndpointHandler<S[K]>;
};

export interface RegisterOptions {
  /** The API document's tags for the group's routes. */
  tags: string[];
  /** The routes' log level when not the app's (the health probes log only warnings). */
  logLevel?: LogLevel;
}

/** The scopes registerEndpoints made for bodies read as text: there, only those are registered. */
const textScopes = new WeakSet<FastifyInstance>();

export function registerEndpoints<
  const A extends Record<string, EndpointAddress>,
  const S extends { readonly [K in keyof A]: ShapeFor<A[K]> },
>(app: FastifyInstance, addresses: A, shapes: S, handlers: EndpointHandlers<A, S>, options: RegisterOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, address] of Object.entries(addresses) as [keyof A & string, EndpointAddress][]) {
    const shape: EndpointShape = shapes[name];
    if (Boolean(shape.rawBody) !== textScopes.has(app)) continue;
    const handler = handlers[name] as EndpointHandler<EndpointShape>;
    const status = shape.status ?? 200;
    if (shape.upload && !app.hasContentTypeParser('multipart/form-data')) {
      throw new Error(`${address.method} ${address.path} takes an upload: register it where multipart is parsed.`);
    }
    const responses = {
      ...(shape.response ? { [status]: envelopeSchema(shape.response) } : {}),
      ...(shape.gone ? { 410: envelopeSchema(shape.gone) } : {}),
    };
    for (const url of [address.path, ...(address.aliases ?? [])]) {
      api.route({
        method: address.method,
        url,
        ...(options.logLevel ? { logLevel: options.logLevel } : {}),
        config: {
          access: address.access,
          requires: address.requires ?? [],
          ...(address.sameOriginOnly ? { sameOriginOnly: address.sameOriginOnly } : {}),
          ...(shape.rawBody ? { jsonBodyAsText: true as const } : {}),
          endpoint: address,
        },
        schema: {
          tags: options.tags,
          summary: url === address.path ? shape.summary : `The same as ${address.path}: ${shape.summary}`,
          ...(shape.params ? { params: shape.params } : {}),
          ...(shape.query ? { querystring: shape.query } : {}),
          ...(shape.body ? { body: shape.body } : {}),
          ...(shape.upload ? { consumes: ['multipart/form-data'] } : {}),
          ...(shape.headers ? { headers: shape.headers } : {}),
          ...(shape.file
            ? {
                produces: [...(shape.response ? ['application/json'] : []), mediaTypeOf(shape.file.contentType)],
              }
            : {}),
          ...(Object.keys(responses).length > 0 ? { response: responses } : {}),
        },
        handler: async (request, reply) => {
          const data = await handler({
            params: request.params as never,
            query: request.query as never,
            body: (shape.rawBody ? (typeof request.body === 'string' ? request.body : '') : request.body) as never,
            headers: (shape.headers ? request.headers : {}) as never,
            request,
            reply,
          });
          if (isFileAnswer(data)) {
            if (data.contentType !== shape.file?.contentType) {
              throw new Error(`${address.method} ${url}: a file of another type than its shape's.`);
            }
            return reply
              .header('content-type', data.contentType)
              .header('content-disposition', `attachment; filename="${data.fileName}"`)
              .header('cache-control', data.cacheControl)
              .send(data.body);
          }
          if (!shape.response) throw new Error(`${address.method} ${url}: an answer that is not its file.`);
          if (!isSerialised(data)) return reply.code(status).send(successEnvelope(data, status));
          const by = data[serialisedBy];
          const code = by === shape.response ? status : shape.gone !== undefined && by === shape.gone ? 410 : null;
          if (code === null) throw new Error(`${address.method} ${url}: an answer serialised by another schema.`);
          return reply.code(code).type('application/json; charset=utf-8').send(data.body);
        },
      });
    }
  }
  const readAsText = Object.values<EndpointShape>(shapes).some((shape) => shape.rawBody);
  if (readAsText && !textScopes.has(app)) {
    void app.register(async (scope) => {
      textScopes.add(scope);
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      registerEndpoints(scope, addresses, shapes, handlers, options);
    });
  }
}
