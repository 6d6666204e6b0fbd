import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { Metrics } from '../lib/metrics.ts';

/*
 * Prometheus metrics (lib/metrics.ts; docs/operations.md, "Metrics"). Every answer is timed under
 * its route's pattern, never its address: /api/product/:id, not one series per product (the
 * web app's pages are "page", its build's files "static", what matched no route "unmatched").
 * With METRICS_TOKEN, GET /metrics on the shop's port answers a bearer of the token and 401
 * to anyone else; without it the path is unknown, as any other (METRICS_PORT's listener on
 * 127.0.0.1 is the other way in, metrics-listener.ts). /metrics is neither the API nor a page,
 * so load shedding passes it and the page cache never sees it.
 */

export const METRICS_PATH = '/metrics';

export const METRICS_TOKEN_REFUSAL = 'This address needs the metrics token: send "Authorization: Bearer <token>".';

/** The route label of a request: its pattern, or the name its route gives itself (config.metricsRoute). */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? 'unmatched';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; compared in constant time (digests are of equal length). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  // A missing token is compared too, so its answer takes as long as a wrong one's.
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
}

/** Answers a scrape: Prometheus's text format, never kept by a cache. */
export async function sendScrape(metrics: Metrics, reply: FastifyReply) {
  const body = await metrics.scrape();
  return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
}

async function metricsPlugin(app: FastifyInstance) {
  const { metrics } = app;
  if (!metrics) return;

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const token = app.config.metrics.token;
  if (token === undefined) return;
  app.get(
    METRICS_PATH,
    // Scraped every few seconds: a line in the log each time would drown the shop's own.
    { logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!carriesToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthenticated', METRICS_TOKEN_REFUSAL);
      }
      return sendScrape(metrics, reply);
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['errors'] });
