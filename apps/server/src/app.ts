import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@facet/db/client';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './env.ts';
import { isApiRequest } from './lib/api-route.ts';
import { createMetrics } from './lib/metrics.ts';
import { PageCache } from './lib/page-cache.ts';
import { CardsVacuum } from './modules/pricing/cards-vacuum.ts';
import { ReferenceCache } from './lib/reference-cache.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import { serverTimeouts } from './lib/server-timeouts.ts';
import './fastify-types.ts';
import { registerCompanyRoutes } from './modules/company/company.routes.ts';
import { registerBusinessDetailsRoutes } from './modules/business-details/business-details.routes.ts';
import { registerCarrierRoutes } from './modules/carriers/carriers.routes.ts';
import { registerOrderPaperRoutes } from './modules/shipments/order-papers.routes.ts';
import { registerAfterSalePolicyRoutes } from './modules/after-sale-policy/after-sale-policy.routes.ts';
import { registerAppointmentRoutes } from './modules/appointments/appointments.routes.ts';
import { seedBusinessDetails } from './modules/business-details/business-details-save.service.ts';
import { registerPricingParameterRoutes } from './modules/pricing-parameters/pricing-parameters.routes.ts';
import { registerStoreCreditRoutes } from './modules/store-credit/store-credit.routes.ts';
import { registerTaxRoutes } from './modules/tax/tax.routes.ts';
import { registerTaxDocumentRoutes } from './modules/tax-documents/tax-documents.routes.ts';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerInquiryRoutes } from './modules/inquiries/inquiries.routes.ts';
import { registerCustomJewelleryRoutes } from './modules/custom-jewellery/custom-jewellery.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerBlogRoutes } from './modules/blog/blog.routes.ts';
import { registerLookupRoutes } from './modules/lookups/lookups.routes.ts';
import { registerMetalRoutes } from './modules/metals/metals.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerAddressRoutes } from './modules/addresses/addresses.routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBackupRoutes } from './modules/backups/backup.routes.ts';
import { createMediaStore, type MediaStore } from './modules/media/media-store.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { registerOutboxRoutes } from './modules/outbox/outbox.routes.ts';
import { registerCouponRoutes } from './modules/coupons/coupons.routes.ts';
import { registerProductDiscountRoutes } from './modules/discounts/product-discounts.routes.ts';
import { registerStyleDiscountRoutes } from './modules/discounts/style-discounts.routes.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';
import { registerStoneImportRoutes } from './modules/stones/stone-import.routes.ts';
import { registerStoneRoutes } from './modules/stones/stones.routes.ts';
import { registerPriceHistoryRoutes } from './modules/price-history/price-history.routes.ts';
import { registerRingBuilderRoutes } from './modules/ring-builder/ring-builder.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerSavedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { registerSharedWishListRoutes } from './modules/wish-list/shared-wish-list.routes.ts';
import { registerWishListRoutes } from './modules/wish-list/wish-list.routes.ts';
import { registerHintRoutes } from './modules/hints/hints.routes.ts';
import { registerRecentlyViewedRoutes } from './modules/recently-viewed/recently-viewed.routes.ts';
import { registerBagRoutes } from './modules/bag/bag.routes.ts';
import { registerCheckoutRoutes } from './modules/orders/checkout.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerReturnRoutes } from './modules/returns/returns.routes.ts';
import { registerRingSizerRoutes } from './modules/ring-sizer/ring-sizer.routes.ts';
import { describeJobQueue } from './modules/jobs/jobs.service.ts';
import { createPaymentGateways } from './modules/payments/payment-gateways.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { registerVerifyRoutes } from './modules/verify/verify.routes.ts';
import rateLimits from './plugins/rate-limits.ts';
import access from './plugins/access.ts';
import apiRouting from './plugins/api-routing.ts';
import jsonBodies from './plugins/json-bodies.ts';
import nulCharacters from './plugins/nul-characters.ts';
import errors, { answerClientError } from './plugins/errors.ts';
import gracefulClose from './plugins/graceful-close.ts';
import loadShedding from './plugins/load-shedding.ts';
import metricsPlugin from './plugins/metrics.ts';
import openapi from './plugins/openapi.ts';
import requestLog from './plugins/request-log.ts';
import requestTarget, { answerFrameworkError } from './plugins/request-target.ts';
import security from './plugins/security.ts';
import web, { type WebMount } from './plugins/web.ts';

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The web app to serve beside the API; tests of the API leave it out. */
  web?: WebMount;
  /** Pino logger for the server; tests leave it out (silent). */
  logger?: FastifyBaseLogger;
  /** The media store, shared with the job handlers; made from config.media when absent. */
  mediaStore?: MediaStore;
  /** This run's token for the internal backup route (embedded database only; run-server.ts makes it). */
  backupToken?: string;
}

export const JSON_BODY_LIMIT = 1024 * 1024;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Every route's schemas are zod's. Given when the app is made rather than set afterwards, they
 * keep fastify from loading its default Ajv and fast-json-stringify compilers, never used here
 * (60 ms of CPU at every start, and on every app a test builds). Fastify types the factories
 * as Ajv's; it calls the compilers they return with each route's schema, as it calls
 * setValidatorCompiler's.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

const acceptableRequestId = /^[\w.:-]{1,64}$/;

/** The whole server without listening, so tests can use inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    ...serverTimeouts,
    // One line per request comes from the request-log plugin instead.
    logController: new LogController({ disableRequestLogging: true }),
    // genReqId reads x-request-id itself, so that a malformed one is replaced, not trusted.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
    },
    // Strict routing: one spelling per route. Other spellings are answered by the
    // request-target plugin (400 envelope for the API, a redirect for pages).
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilers },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mediaStore', options.mediaStore ?? createMediaStore(config.media));
  // A database's first start takes the business details from the configuration; later ones keep the Admin's.
  await seedBusinessDetails(database.db, config.company);
  const referenceCache = new ReferenceCache();
  await referenceCache.start(database);
  app.decorate('referenceCache', referenceCache);
  const pageCache = new PageCache(config.pageCacheBytes);
  referenceCache.onDrop(() => pageCache.drop());
  app.decorate('pageCache', pageCache);
  // Only when someone may scrape them (plugins/metrics.ts).
  const metrics =
    config.metrics.token !== undefined || config.metrics.port !== undefined
      ? createMetrics({
          pageCache,
          poolFigures: database.poolFigures?.bind(database),
          jobQueue: () => describeJobQueue(database.db),
          onReadError: (source, error) => app.log.warn({ err: error }, `metrics: the ${source} could not be read`),
        })
      : undefined;
  app.decorate('metrics', metrics);
  app.decorate('paymentGateways', createPaymentGateways(config.payments, metrics));
  app.addHook('onClose', () => referenceCache.stop());
  const cardsVacuum = new CardsVacuum(database, (error) =>
    app.log.error({ err: error }, 'the card tables could not be vacuumed after a repricing'),
  );
  await cardsVacuum.start(database);
  app.decorate('cardsVacuum', cardsVacuum);
  app.addHook('onClose', () => cardsVacuum.stop());
  // A change is answered only once this instance has dropped what it replaced (read your writes).
  app.addHook('onSend', async (request, reply) => {
    if (changingMethods.has(request.method) && isApiRequest(request) && reply.statusCode < 400) {
      await referenceCache.sync();
    }
  });

  await app.register(errors);
  await app.register(gracefulClose);
  await app.register(requestLog);
  await app.register(metricsPlugin);
  await app.register(security);
  await app.register(loadShedding, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(requestTarget);
  await app.register(access);
  await app.register(apiRouting);
  await app.register(jsonBodies);
  await app.register(nulCharacters);
  await app.register(openapi);
  await app.register(rateLimits);

  await registerHealthRoutes(app);
  await registerCompanyRoutes(app);
  await registerBusinessDetailsRoutes(app);
  await registerCarrierRoutes(app);
  await registerOrderPaperRoutes(app);
  await registerAfterSalePolicyRoutes(app);
  await registerAppointmentRoutes(app);
  await registerLookupRoutes(app);
  await registerMetalRoutes(app);
  await registerPricingParameterRoutes(app);
  await registerTaxRoutes(app);
  await registerTaxDocumentRoutes(app);
  await registerAccountsRoutes(app);
  await registerUserRoutes(app);
  await registerAuthRoutes(app);
  await registerVerifyRoutes(app);
  await registerAddressRoutes(app);
  await registerAnalyticsRoutes(app);
  await registerOutboxRoutes(app);
  await registerMediaRoutes(app);
  await registerStyleDiscountRoutes(app);
  await registerProductDiscountRoutes(app);
  await registerCouponRoutes(app);
  await registerProductRoutes(app);
  await registerStoneImportRoutes(app);
  await registerStoneRoutes(app);
  await registerPriceHistoryRoutes(app);
  await registerRingBuilderRoutes(app);
  await registerInquiryRoutes(app);
  await registerCustomJewelleryRoutes(app);
  await registerReviewRoutes(app);
  await registerBlogRoutes(app);
  await registerSearchRoutes(app);
  await registerWishListRoutes(app);
  await registerSharedWishListRoutes(app);
  await registerHintRoutes(app);
  await registerRecentlyViewedRoutes(app);
  await registerSavedSearchRoutes(app);
  await registerBagRoutes(app);
  await registerPaymentRoutes(app);
  await registerOrderRoutes(app);
  await registerCheckoutRoutes(app);
  await registerReturnRoutes(app);
  await registerRingSizerRoutes(app);
  await registerStoreCreditRoutes(app);
  if (options.backupToken) await registerBackupRoutes(app, options.backupToken);

  if (options.web) await app.register(web, { mount: options.web });
  await app.ready();
  return app;
}
