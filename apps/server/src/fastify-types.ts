import type { EndpointAddress } from '@facet/contracts/endpoint';
import type { Access, Actor, Verification } from '@facet/contracts/permissions';
import type { DatabaseHandle } from '@facet/db/client';
import type { Config } from './env.ts';
import type { Metrics } from './lib/metrics.ts';
import type { PageCache } from './lib/page-cache.ts';
import type { ReferenceCache } from './lib/reference-cache.ts';
import type { MediaStore } from './modules/media/media-store.ts';
import type { CardsVacuum } from './modules/pricing/cards-vacuum.ts';
import type { PaymentGateways } from './modules/payments/payment-gateways.ts';
import type { ApiRouteRule } from './plugins/access.ts';
import type { Limits } from './plugins/rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (the permission table in contracts). Required on every /api route. */
    access?: Access;
    /** Verifications the signed-in person must have, e.g. a confirmed e-mail to place an order. */
    requires?: readonly Verification[];
    /**
     * A GET that changes state (kept for old links): only the shop's own pages may call it; any
     * other caller gets 403 with `refusal` (the security plugin checks, before the handler).
     */
    sameOriginOnly?: { refusal: string };
    /**
     * The route reads its JSON body as the text sent (a webhook whose signature covers the
     * bytes); the check that every body is an object parses that text to look.
     */
    jsonBodyAsText?: true;
    /**
     * The route's label in the metrics when its pattern would not do: "page" for the web app's
     * catch-all, "static" for each of its build's files (one route per file).
     */
    metricsRoute?: string;
    /** The declaration the route was registered from (lib/endpoint-routes.ts). */
    endpoint?: EndpointAddress;
  }
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Metals and pricing parameters, kept in memory and dropped when they change. */
    referenceCache: ReferenceCache;
    /** Vacuums the listing's card tables after a repricing has committed (modules/pricing/cards-vacuum.ts). */
    cardsVacuum: CardsVacuum;
    /** Storefront pages as anonymous visitors see them, dropped with any change of the reference cache. */
    pageCache: PageCache;
    /** Where uploaded pictures live (local directory or S3-compatible bucket). */
    mediaStore: MediaStore;
    /** Prometheus metrics (lib/metrics.ts); undefined when neither METRICS_TOKEN nor METRICS_PORT is set. */
    metrics: Metrics | undefined;
    /** The payment providers the shop takes money with (test provider, Razorpay, PayPal). */
    paymentGateways: PaymentGateways;
    /** The rate limits of guessable calls, counted per target and per address (plugins/rate-limits.ts). */
    limits: Limits;
    /** Stops taking connections and waits for the requests in hand (before close()). */
    drain(): Promise<void>;
    /** Whether drain() has been called: the instance is stopping (its readiness probe says so). */
    isDraining(): boolean;
    /** Every /api route with its access rule, as registered (read by the permission test). */
    apiRoutes: readonly ApiRouteRule[];
  }
  interface FastifyRequest {
    /** The signed-in person, or null. Set before any route guard runs. */
    actor: Actor | null;
  }
}
