import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/*
 * Limits on the calls worth guessing at: sign-in, registration, forgot-password and sending
 * codes. Routes take them as `onRequest: app.limits.signIn`; every route using one limit shares
 * its count (sign-in by e-mail and by phone together). Counted per client address in memory
 * for one instance, or in Redis (REDIS_URL) so that every instance counts together. If Redis
 * cannot be reached the calls are let through (and logged) rather than nobody signing in.
 */

export const rateLimits = {
  signIn: { max: 10, timeWindow: 15 * 60 * 1000 },
  register: { max: 5, timeWindow: 60 * 60 * 1000 },
  forgotPassword: { max: 5, timeWindow: 60 * 60 * 1000 },
  sendCode: { max: 5, timeWindow: 15 * 60 * 1000 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

function minutes(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

async function rateLimitsPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unavailable'));
    await redis
      .connect()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limits: Redis unavailable at start'));
  }
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'facet-rate-limit:' } : {}),
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('too-many-requests', `Too many attempts. Please wait ${minutes(context.ttl)} and try again.`),
  });
  const limits = Object.fromEntries(
    Object.entries(rateLimits).map(([name, options]) => [
      name,
      // The limit's name is in the key, so that limits never share a count in Redis.
      app.rateLimit({ ...options, keyGenerator: (request) => `${name}:${request.ip}` }),
    ]),
  ) as Record<RateLimitName, ReturnType<FastifyInstance['rateLimit']>>;
  app.decorate('limits', limits);
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['errors'] });
