import type { ServerOptions } from 'node:http';

/*
 * How long the Node server waits on a client. Node's and Fastify's defaults let a slow or
 * stalled client hold a connection for minutes (or forever: no inactivity timeout at all), and
 * a few hundred such connections are a cheap way to take a shop down.
 */

/** The whole request, body included: a 15 MB picture over a slow (1 Mbit/s) uplink takes ~2 minutes. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** The headers: any real client sends them at once; one that dribbles them (slowloris) is cut off. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** No bytes either way for a minute (a client that stopped reading, a stuck answer): closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;
/** An idle keep-alive connection: longer than load balancers' 60 s, so that they close it first. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Node looks for requests past the two limits above only this often (30 s by default). */
export const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

/** Spread into the Fastify factory's options. */
export const serverTimeouts = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
} satisfies { requestTimeout: number; connectionTimeout: number; keepAliveTimeout: number; http: ServerOptions };
