import { type DeclaredShapes, type EndpointAddress, type PathParamNames, pathParamNames } from './endpoint.ts';
import type { z } from './zod.ts';

/*
 * What goes in and out of each endpoint a module declared (endpoint.ts): its path parameters,
 * query, body and the data of its answer's envelope, with the summary the API document shows.
 * defineShapes must name exactly the module's endpoints, and an endpoint's `params` exactly the
 * :names of its path; the server registers routes from these (apps/server lib/endpoint-routes.ts)
 * and the web's client types its calls from them.
 */

interface ShapeFields {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /**
   * The body is read as the text sent, not parsed (a provider's webhook, whose signature covers
   * its bytes): the handler gets that text (empty when none came), the route still refuses a body
   * that is not a JSON object (apps/server plugins/json-bodies.ts). No `body` schema beside it;
   * the web's client sends none.
   */
  readonly rawBody?: true;
  /**
   * Request headers the route checks and documents (the checkout's Idempotency-Key); a handler
   * reads them as parsed. The web's client sends none: what it needs goes in the body.
   */
  readonly headers?: z.ZodType;
  /** When the answer is not 200 (a creation's 201). */
  readonly status?: 200 | 201;
  /**
   * The data of the endpoint's other answer, a 410 Gone (contracts/gone-pages.ts): the gone item
   * and its alternatives, in a failure envelope. Declared for the API document; the web's client
   * reads it as a failure's `data` (apps/web lib/api-client.ts).
   */
  readonly gone?: z.ZodType;
  readonly summary: string;
}

/**
 * A file the endpoint answers instead of the envelope (a PDF, a CSV download): the content-type
 * header it is sent with, e.g. 'application/pdf' or 'text/csv; charset=utf-8'. The API document
 * lists its media type (the part before any `;`) in the route's `produces`. The handler returns
 * the file as a typed answer (apps/server lib/endpoint-routes.ts, fileAnswer); the web links to
 * it with endpointUrl (endpoint.ts) rather than calling it.
 */
export interface FileShape {
  readonly contentType: string;
}

/**
 * What an endpoint answers: the envelope's data (`response`); or only a file (`file`, no
 * `response`); or both, the envelope by default and the file when the request asks for it (the
 * accountant's registers' `?format=csv`), the handler choosing.
 */
type AnswerFields =
  | {
      /** The envelope's data. */
      readonly response: z.ZodType;
      readonly file?: FileShape;
    }
  | { readonly response?: never; readonly file: FileShape };

/**
 * What an endpoint takes: a JSON `body`, or a multipart upload (`upload: true`, no `body`), which
 * its handler reads from `request` (apps/server modules/media/read-upload.ts) and which must be
 * registered where multipart is parsed. The API document says `consumes: multipart/form-data`.
 */
type BodyFields =
  { readonly body?: z.ZodType; readonly upload?: never } | { readonly body?: never; readonly upload: true };

export type EndpointShape = ShapeFields & AnswerFields & BodyFields;

type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { readonly params?: never }
  : { readonly params: z.ZodType<{ [K in PathParamNames<Path>]: unknown }> };

/** The shape an address asks for: parameters when its path has some, none when it has none. */
export type ShapeFor<A extends EndpointAddress> = Omit<ShapeFields, 'params'> &
  AnswerFields &
  BodyFields &
  ParamsFor<A['path']>;

/** Refuses `params` naming a key its path does not have (the other way is ShapeFor's). */
type ExactParams<A extends Record<string, EndpointAddress>, S> = {
  [K in keyof S]: K extends keyof A
    ? S[K] extends { params: infer P extends z.ZodType }
      ? [Exclude<keyof z.output<P>, PathParamNames<A[K]['path']>>] extends [never]
        ? unknown
        : { params: `has a key that ${A[K]['path']} does not` }
      : unknown
    : `${K & string} is not one of the module's endpoints`;
};

/** A module's shapes, one per address, checked against the addresses (see the file's comment). */
export function defineShapes<
  const A extends Record<string, EndpointAddress>,
  const S extends { readonly [K in keyof A]: ShapeFor<A[K]> },
>(addresses: A, shapes: S & ExactParams<A, S>): S {
  for (const [name, address] of Object.entries(addresses)) {
    const shape = (shapes as Record<string, EndpointShape | undefined>)[name];
    if (!shape) throw new Error(`${address.method} ${address.path} has no shape.`);
    if (pathParamNames(address.path).length > 0 !== Boolean(shape.params)) {
      throw new Error(`${address.method} ${address.path}: its shape's params must match its path.`);
    }
    if (shape.rawBody && shape.body) {
      throw new Error(`${address.method} ${address.path}: a body read as text has no body schema.`);
    }
    if (!shape.response && !shape.file) throw new Error(`${address.method} ${address.path} answers nothing.`);
  }
  return shapes;
}

/** The shape declared for an address, found through its group and name. */
export type ShapeOf<A extends EndpointAddress> = A['group'] extends keyof DeclaredShapes
  ? A['name'] extends keyof DeclaredShapes[A['group']]
    ? DeclaredShapes[A['group']][A['name']] extends EndpointShape
      ? DeclaredShapes[A['group']][A['name']]
      : never
    : never
  : never;

type InputOf<S, Key extends 'params' | 'query' | 'body'> = S extends { readonly [P in Key]: infer T extends z.ZodType }
  ? Key extends 'params'
    ? PathValues<z.output<T>>
    : Key extends 'query'
      ? QueryValues<z.input<T>, z.output<T>>
      : z.input<T>
  : undefined;

/** A query as a caller gives it: each key as the schema takes it in, or as it gives it out (a number for an id). */
type QueryValues<In, Out> = { [K in keyof In]: In[K] | (K extends keyof Out ? Out[K] : never) };

/** A path's parameters as a caller gives them: each its parsed value, or the text of it. */
type PathValues<T> = { [K in keyof T]: T[K] | string };

/** What a caller sends: the parameters, query and body its shape declares, and nothing else. */
export type EndpointInput<S> = (InputOf<S, 'params'> extends undefined
  ? { params?: never }
  : { params: InputOf<S, 'params'> }) &
  (InputOf<S, 'query'> extends undefined ? { query?: never } : { query?: InputOf<S, 'query'> }) &
  (InputOf<S, 'body'> extends undefined ? { body?: never } : { body: InputOf<S, 'body'> });

/** What the caller reads: the envelope's data as the response schema gives it out. */
export type EndpointOutput<S> = S extends { readonly response: infer R extends z.ZodType } ? z.output<R> : never;

/** What a handler sees: the parameters, query and body as parsed by their schemas. */
export interface EndpointRequestData<S> {
  params: S extends { readonly params: infer T extends z.ZodType } ? z.output<T> : Record<string, never>;
  query: S extends { readonly query: infer T extends z.ZodType } ? z.output<T> : Record<string, never>;
  body: S extends { readonly rawBody: true }
    ? string
    : S extends { readonly body: infer T extends z.ZodType }
      ? z.output<T>
      : undefined;
  headers: S extends { readonly headers: infer T extends z.ZodType } ? z.output<T> : Record<string, never>;
}

/** What a handler returns: the envelope's data as the response schema takes it in. */
export type EndpointResult<S> = S extends { readonly response: infer R extends z.ZodType } ? z.input<R> : never;

/** The content type of the file a shape answers (never when it answers none). */
export type FileContentType<S> = S extends { readonly file: { readonly contentType: infer C extends string } }
  ? C
  : never;

/**
 * Whether the web's client (api.call) can call it: it answers the envelope (perhaps beside a
 * file) and takes no upload. A file is linked to with endpointUrl; an upload is sent as multipart.
 */
export type CalledWithJson<S> = S extends { readonly upload: true }
  ? false
  : S extends { readonly response: z.ZodType }
    ? true
    : false;
