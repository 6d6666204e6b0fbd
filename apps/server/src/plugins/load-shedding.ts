import { IncomingMessage } from 'node:http';
import { failureEnvelope } from '@facet/contracts/envelope';
import { healthEndpoints } from '@facet/contracts/health-endpoints';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route.ts';

/*
 * More shoppers than the server can serve: new page views and API reads are answered at once
 * with 503 and Retry-After instead of joining a queue in which shoppers waited 15–20 s
 * (bench/overload.ts). The signal is the event loop's lag, sampled by @fastify/under-pressure:
 * server-side rendering and PGlite share the one loop, and under overload most waiting requests
 * are not in Fastify yet but in their sockets, waiting for the loop to come round (measured:
 * requests in hand stayed near 0 while shoppers waited seconds), so the lag measures the queue.
 * The loop's utilisation is no signal: ten shoppers clicking without pause already keep it at
 * 100 % with answers in 0.1–0.3 s. An API call gets the envelope, a page a small HTML page that
 * tries again by itself.
 *
 * Not shed: the health probes (a load balancer must tell "busy" from "down"), changes (POST, PUT,
 * PATCH, DELETE: a shopper's order or sign-in is worth waiting for, and they are few), the API
 * calls a page makes in-process (its view was admitted; refusing them halfway wastes the work),
 * and static files and pictures (cheap, and part of pages already served).
 */

/**
 * The lag is the mean over this long: one slow query or garbage collection does not trip it,
 * only lag that lasts; shedding starts and stops within this time.
 */
export const SAMPLE_INTERVAL_MS = 1000;
/** Long enough for the requests in hand to drain, short enough that a shopper barely notices. */
export const RETRY_AFTER_S = 5;
/** One warning per episode in the log, not one per refused request. */
const LOG_EVERY_MS = 10_000;

export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';

const sheddableMethods = new Set(['GET', 'HEAD']);
/** The health probes, by their declared paths (contracts/health-endpoints.ts). */
const exemptRoutes = new Set<string>(Object.values(healthEndpoints).map((probe) => probe.path));

export const busyPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_S}">
<title>Very busy — please wait a moment</title>
</head>
<body>
<main>
<h1>We are very busy right now</h1>
<p>So many people are visiting the shop that this page could not be made just now.
It will try again by itself in a few seconds.</p>
</main>
</body>
</html>
`;

function isSheddable(request: FastifyRequest): boolean {
  if (!sheddableMethods.has(request.method)) return false;
  // inject() requests (a page's own API calls) are not IncomingMessages; only the network's are.
  if (!(request.raw instanceof IncomingMessage)) return false;
  const url = request.routeOptions.url;
  if (url === undefined || exemptRoutes.has(url)) return false;
  return isApiRequest(request) || url === '/*';
}

export interface LoadSheddingOptions {
  /** Shed while the event loop lags more than this (mean over a sample); 0: never shed. */
  maxEventLoopDelayMs: number;
  /** Overrides SAMPLE_INTERVAL_MS (tests). */
  sampleIntervalMs?: number;
}

async function loadSheddingPlugin(app: FastifyInstance, options: LoadSheddingOptions) {
  if (options.maxEventLoopDelayMs <= 0) return;
  const sampleIntervalMs = options.sampleIntervalMs ?? SAMPLE_INTERVAL_MS;
  let lastWarning = 0;
  let shedSinceWarning = 0;
  // Starting (loading the web build, migrations) blocks the loop too: that lag is not load.
  let armedAt = Infinity;
  app.addHook('onListen', async () => {
    armedAt = Date.now() + 2 * sampleIntervalMs;
  });

  // Returns what to send (the request is refused), or undefined to let the request through.
  const answer = (request: FastifyRequest, reply: FastifyReply, _type: string, value: number | undefined) => {
    if (Date.now() < armedAt || !isSheddable(request)) return undefined;
    shedSinceWarning++;
    if (Date.now() - lastWarning > LOG_EVERY_MS) {
      request.log.warn(
        { eventLoopDelayMs: value === undefined ? undefined : Math.round(value), shed: shedSinceWarning },
        'shedding load: answering 503 to new page views and API reads',
      );
      lastWarning = Date.now();
      shedSinceWarning = 0;
    }
    reply.code(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store');
    if (isApiRequest(request)) {
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(failureEnvelope(503, [BUSY_MESSAGE]));
    }
    reply.type('text/html; charset=utf-8');
    return busyPage;
  };

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    retryAfter: RETRY_AFTER_S,
    // under-pressure sends any value the handler returns (its types say void only).
    pressureHandler: answer as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}

export default fp(loadSheddingPlugin, { name: 'load-shedding' });
