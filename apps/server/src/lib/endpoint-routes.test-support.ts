/* What the endpoint-routes tests share (endpoint-routes*.test.ts). */

/** A route's key in the tests' maps: its method and path. */
export const key = (method: string, url: string) => `${method} ${url}`;
