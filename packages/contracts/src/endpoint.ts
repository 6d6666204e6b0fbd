import type { EndpointInput, ShapeOf } from './endpoint-shapes.ts';
import type { Access, Verification } from './permissions.ts';

/*
 * An API endpoint's address, declared once (docs/architecture.md, "Endpoints declared once";
 * decision 034): its method, its path with :parameters, its other spellings, and who may call it.
 * No zod here: the browser imports addresses at run time. What goes in and out (the shapes) is
 * declared beside the module's schemas with defineShapes (endpoint-shapes.ts), which registers
 * them in DeclaredShapes under the same group, for the server's handlers and the web's calls.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiPath = `/api/${string}`;

export interface EndpointAddress {
  /** The module's key in DeclaredShapes, e.g. 'coupons'. */
  readonly group: string;
  /** The endpoint's key within its group, e.g. 'end'. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: ApiPath;
  /** Other spellings of the same path that clients already use (the historic ones). */
  readonly aliases?: readonly ApiPath[];
  /** Who may call it (contracts/permissions.ts): an endpoint without a rule does not compile. */
  readonly access: Access;
  /** Verifications the signed-in person must have, e.g. a confirmed e-mail. */
  readonly requires?: readonly Verification[];
  /**
   * A GET that changes state (kept for old links): only the shop's own pages may call it; any
   * other caller gets 403 with `refusal`.
   */
  readonly sameOriginOnly?: { readonly refusal: string };
}

type AddressFields = Omit<EndpointAddress, 'group' | 'name'>;

export type Addresses<G extends string, E extends Record<string, AddressFields>> = {
  readonly [K in keyof E & string]: E[K] & { readonly group: G; readonly name: K };
};

/** A module's addresses, each stamped with its group and name. */
export function defineEndpoints<const G extends string, const E extends Record<string, AddressFields>>(
  group: G,
  endpoints: E,
): Addresses<G, E> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, fields]) => [name, { ...fields, group, name }]),
  ) as Addresses<G, E>;
}

/** The :parameters of a path, as a union of their names ('/api/x/:id/:sku' → 'id' | 'sku'). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The same names read from the path's text at run time. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/**
 * Every module's shapes by group. Each shapes file adds its own by declaration merging
 * (`declare module './endpoint.ts' { interface DeclaredShapes { coupons: typeof couponShapes } }`)
 * and its addresses file re-exports a type from it, so that wherever an address is used, its
 * shapes are known to the type checker; no shape reaches the browser's bundle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DeclaredShapes {}

/** The path with its parameters filled in, each encoded; a missing one is a programming error. */
export function endpointPath(address: Pick<EndpointAddress, 'method' | 'path'>, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return address.path.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${address.method} ${address.path} needs a value for :${name}.`);
    }
    return encodeURIComponent(String(value));
  });
}

/** What a link gives: the parameters and query its shape declares (a link sends no body). */
type UrlInput<A extends EndpointAddress> = Omit<EndpointInput<ShapeOf<A>>, 'body'>;

/**
 * A declared endpoint's address as a link, for what the browser fetches itself rather than through
 * the API client: a file to download (an invoice's PDF, a register's CSV) or where an upload goes.
 * Its parameters filled in (endpointPath) and its query typed from the shape, empty values left
 * out as the API client leaves them out (apps/web lib/api-client.ts).
 */
export function endpointUrl<A extends EndpointAddress>(
  address: A,
  ...[input]: Record<string, never> extends UrlInput<A> ? [input?: UrlInput<A>] : [input: UrlInput<A>]
): string {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  const path = endpointPath(address, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
