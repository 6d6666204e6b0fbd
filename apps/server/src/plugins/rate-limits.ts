import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error.ts';

/*
 * Limits on the calls worth guessing at or worth abusing: sign-in, registration, forgotten
 * password, setting a new password, sending codes and inquiries. Each limit counts twice: per target (the
 * account typed at sign-in, the e-mail address or phone a message would go to) whatever the
 * address, and per client address. The per-target count is what stops guessing, since an
 * attacker has many addresses; the per-address count only stops one address from spraying many
 * targets, so it is sized for addresses that many people share (carrier-grade NAT on Indian
 * mobile networks, an office).
 *
 * Routes call `app.limits.take(name, reply, targets)` once the request is parsed: it counts
 * one on every key and refuses with 429 when any of them is used up; `attempt` counts the same
 * way but answers the wait instead of refusing, for work a request may go without (a ring
 * picture drawn ahead). Sign-in counts failures
 * only: it takes before checking the password (a refused caller costs no argon2 work, and
 * concurrent guesses cannot all slip under the limit) and refunds a successful attempt.
 *
 * The new ring pictures a client address may have drawn (ringPicture) are counted the same way;
 * their number and window are settings (RING_PICTURE_LIMIT, RING_PICTURE_LIMIT_MINUTES).
 *
 * Counted in Redis (REDIS_URL) so that every instance counts together, in memory otherwise. When
 * Redis cannot be reached each instance counts in its own memory (logged) rather than letting
 * every call through or nobody sign in.
 */

interface Limit {
  /** How many are allowed … */
  points: number;
  /** … within this many seconds from the first. */
  seconds: number;
}

const MINUTES = 60;

/** So many within an hour from the first. */
const hourly = (points: number): Limit => ({ points, seconds: 60 * MINUTES });

export const rateLimits = {
  /** Failed sign-ins (wrong password, no such account, disabled account); successes are not counted. */
  signIn: {
    perTarget: { points: 10, seconds: 15 * MINUTES },
    perAddress: { points: 100, seconds: 15 * MINUTES },
  },
  /** Registrations, per e-mail address and per phone number. */
  register: { perTarget: hourly(3), perAddress: hourly(30) },
  /** Requests for a link to set a new password, per e-mail address. */
  forgotPassword: { perTarget: hourly(5), perAddress: hourly(50) },
  /** New passwords set with an e-mailed link (the token is the target; guessing it is hopeless). */
  setNewPassword: { perAddress: hourly(30) },
  /** Confirmation links and SMS codes, per account and channel. */
  sendCode: { perTarget: hourly(5), perAddress: hourly(30) },
  /** Inquiries (contact form, "Ask about this stone"), per sender's e-mail address: each sends two e-mails. */
  inquiry: { perTarget: hourly(5), perAddress: hourly(20) },
  /** Custom jewellery requests, per sender's e-mail address, as inquiries (each sends two e-mails). */
  customJewellery: { perTarget: hourly(5), perAddress: hourly(20) },
  /** Shoppers' reference pictures (each decoded and re-encoded), per address: four requests' worth. */
  customJewelleryPicture: { perAddress: hourly(20) },
  /** Pictures of a piece for a return request (each decoded and re-encoded), per address: four requests' worth. */
  returnPicture: { perAddress: hourly(20) },
  /** Review pictures (each decoded and re-encoded), per address: a handful of reviews' worth. */
  reviewPicture: { perAddress: hourly(15) },
} as const satisfies Record<string, { perTarget?: Limit; perAddress: Limit }>;

/** The limits whose sizes are settings rather than fixed here. */
interface ConfiguredLimits {
  /** New ring pictures drawn (decision 043), per address: kept ones are served without counting. */
  ringPicture: { perAddress: Limit };
}

export type RateLimitName = keyof typeof rateLimits | keyof ConfiguredLimits;

/** What a refusal says, where "Too many attempts" would not tell the person what they did. */
const refusalSentences: Partial<Record<RateLimitName, (wait: string) => string>> = {
  ringPicture: (wait) =>
    `Too many new ring pictures were asked for from your address. Please wait ${wait} and try again.`,
};

/** What one take counted; a refund gives the points back (a successful sign-in). */
export interface TakenLimit {
  refund(): Promise<void>;
}

/** What an attempt came to: counted (and refundable), or refused with the wait before the next may pass. */
export type LimitAttempt = { taken: TakenLimit } | { waitMs: number };

export interface Limits {
  /**
   * Counts one for each target and one for the caller's address; throws 429 (and gives back
   * what it counted) when any of them is used up.
   */
  take(name: RateLimitName, reply: FastifyReply, targets?: readonly string[]): Promise<TakenLimit>;
  /** As `take`, but a refusal is answered (with the wait), not thrown, and leaves the reply alone. */
  attempt(name: RateLimitName, request: FastifyRequest, targets?: readonly string[]): Promise<LimitAttempt>;
  /** Forgets the counts of these targets (a successful sign-in, a new password). */
  clear(name: RateLimitName, targets: readonly string[]): Promise<void>;
}

type Limiter = RateLimiterMemory | RateLimiterRedis;
type LimiterOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

function minutes(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

/** Keys are hashed so that Redis holds no e-mail addresses, phone numbers or client addresses. */
function keyOf(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 24);
}

/** The per-instance count used while Redis is unreachable; says so in the log, once a minute at most. */
class FallbackLimiter extends RateLimiterMemory {
  private lastWarning = 0;

  constructor(
    options: LimiterOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    super(options);
  }

  private warn() {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.log.warn(
      { keyPrefix: this.keyPrefix },
      'rate limits: Redis unavailable; counting in this instance’s memory until it is back',
    );
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.warn();
    return super.consume(...args);
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.warn();
    return super.reward(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.warn();
    return super.delete(...args);
  }
}

function createLimiter(keyPrefix: string, limit: Limit, redis: Redis | undefined, log: FastifyBaseLogger): Limiter {
  const options = { keyPrefix, points: limit.points, duration: limit.seconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // Not connected: count in memory at once rather than wait for Redis.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new FallbackLimiter(options, log),
  });
}

async function rateLimitsPlugin(app: FastifyInstance) {
  // Loaded only when Redis is configured: a start without it need not load the client.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        // A Redis that stops answering must not hold up sign-in; the fallback counts instead.
        commandTimeout: 500,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unavailable'));
    await redis
      .connect()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limits: Redis unavailable at start'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }

  const configured: ConfiguredLimits = { ringPicture: { perAddress: app.config.ringPictures.perAddress } };
  const limiters = Object.fromEntries(
    Object.entries({ ...rateLimits, ...configured }).map(([name, limits]) => [
      name,
      {
        perTarget:
          'perTarget' in limits ? createLimiter(`facet-limit:${name}:target`, limits.perTarget, redis, app.log) : null,
        perAddress: createLimiter(`facet-limit:${name}:address`, limits.perAddress, redis, app.log),
      },
    ]),
  ) as Record<RateLimitName, { perTarget: Limiter | null; perAddress: Limiter }>;

  const attempt: Limits['attempt'] = async (name, request, targets = []) => {
    const { perTarget, perAddress } = limiters[name];
    const counted: [Limiter, string][] = [
      ...(perTarget ? targets.map((target): [Limiter, string] => [perTarget, keyOf(target)]) : []),
      [perAddress, keyOf(request.ip)],
    ];
    const outcomes = await Promise.allSettled(counted.map(([limiter, key]) => limiter.consume(key)));
    let refunded = false;
    const refund = async () => {
      if (refunded) return;
      refunded = true;
      await Promise.all(
        counted.filter((_, i) => outcomes[i]!.status === 'fulfilled').map(([limiter, key]) => limiter.reward(key)),
      );
    };
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    if (refusals.length === 0) return { taken: { refund } };
    // A refused call leaves no count behind: one blocked account does not use up its
    // address's allowance, one blocked address does not use up the accounts it tried.
    await refund();
    const failure = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (failure) throw failure;
    return { waitMs: Math.max(...refusals.map((reason: RateLimiterRes) => reason.msBeforeNext)) };
  };

  const limits: Limits = {
    attempt,
    async take(name, reply, targets = []) {
      const outcome = await attempt(name, reply.request, targets);
      if ('taken' in outcome) return outcome.taken;
      const wait = minutes(outcome.waitMs);
      throw new AppError(
        'too-many-requests',
        refusalSentences[name]?.(wait) ?? `Too many attempts. Please wait ${wait} and try again.`,
        { retryAfterSeconds: Math.max(1, Math.ceil(outcome.waitMs / 1000)) },
      );
    },
    async clear(name, targets) {
      const { perTarget } = limiters[name];
      if (perTarget) await Promise.all(targets.map((target) => perTarget.delete(keyOf(target))));
    },
  };
  app.decorate('limits', limits);
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['errors'] });
