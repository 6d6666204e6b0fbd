import path from 'node:path';
import { describeIssues, z } from '@facet/contracts/zod';
import { gstStateCodeFor } from '@facet/contracts/gst-states';
import { gstinProblem } from '@facet/contracts/gstin';
import { flag, optionalText } from './env-values.ts';
import { ringPictureConfig, type RingPictureConfig } from './modules/ring-builder/ring-picture-config.ts';
import { DEFAULT_ALERTS_PACE } from './modules/saved-searches/saved-search-alerts-pace.ts';

/*
 * The only reader of process.env. Every variable is listed in README
 * "Configuration" with its default; an invalid value stops the start with a readable message.
 */

/** See plugins/load-shedding.ts; chosen with bench/overload.ts. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 200;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  PGLITE_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(128),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  TRUST_PROXY: flag(false),
  API_DOCS: z.enum(['public', 'staff', 'off']).default('staff'),
  API_URL: optionalText.pipe(z.url().optional()),
  JOBS_ENABLED: flag(true),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  ALERTS_WORK_SHARE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(DEFAULT_ALERTS_PACE.share * 100),
  ALERTS_THREAD: flag(true),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
  RING_PICTURE_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  RING_PICTURE_WARM_UP: flag(true),
  RING_PICTURE_QUEUE: z.coerce.number().int().min(1).max(1000).optional(),
  RING_PICTURE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  RING_PICTURE_LIMIT_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters, e.g. the output of openssl rand -hex 32').optional(),
  ),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  WEB_BUILD_DIR: z.string().optional(),
  MEDIA_DIR: optionalText,
  MEDIA_S3_BUCKET: optionalText,
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  MEDIA_S3_ACCESS_KEY_ID: optionalText,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
  MEDIA_S3_FORCE_PATH_STYLE: flag(false),
  MEDIA_S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be folder names joined by /, like shop/media')
      .refine((value) => !value.split('/').some((part) => part === '.' || part === '..'), 'must not contain . or ..')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  COMPANY_NAME: z.string().default('Facet Fine Jewellery'),
  COMPANY_EMAIL: z.string().default('hello@facet.example'),
  COMPANY_PHONE: z.string().default('+91 22 4890 2600'),
  COMPANY_WHATSAPP: z.string().default('+91 98200 26000'),
  COMPANY_INSTAGRAM: z.string().default('https://www.instagram.com/facet.jewellery'),
  COMPANY_ADDRESS_LINE1: z.string().default('Office 402, Panchratna Building'),
  COMPANY_ADDRESS_LINE2: z.string().default('Opera House, Charni Road'),
  COMPANY_CITY: z.string().default('Mumbai'),
  COMPANY_STATE: z.string().default('Maharashtra'),
  COMPANY_POSTAL_CODE: z.string().default('400004'),
  COMPANY_COUNTRY: z.string().default('India'),
  COMPANY_WEBSITE: optionalText,
  COMPANY_GSTIN: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_SDK_URL: z.url().default('https://www.paypal.com/sdk/js'),
  TEST_PAYMENTS: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

// S3 credentials come as a pair; one without the other is a typo, not a request for the default chain.
const checkedEnvironmentSchema = environmentSchema.superRefine((e, context) => {
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [e.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'],
      message: 'is required when the other S3 key is set',
    });
  }
  // The first start writes these into the business details, whose GSTIN must be of the address's state.
  const stateCode = gstStateCodeFor(e.COMPANY_STATE);
  if (!stateCode) {
    context.addIssue({
      code: 'custom',
      path: ['COMPANY_STATE'],
      message: 'must be one of India’s states or union territories, e.g. Maharashtra, or its two-digit GST code',
    });
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
  if (e.HEALTH_PORT !== undefined && (e.HEALTH_PORT === e.PORT || e.HEALTH_PORT === e.METRICS_PORT)) {
    context.addIssue({ code: 'custom', path: ['HEALTH_PORT'], message: 'must differ from PORT and METRICS_PORT' });
  }
  const gstinProblemText = e.COMPANY_GSTIN ? gstinProblem(e.COMPANY_GSTIN, stateCode) : null;
  if (gstinProblemText) context.addIssue({ code: 'custom', path: ['COMPANY_GSTIN'], message: gstinProblemText });
  for (const [one, other] of [
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  ] as const) {
    if (Boolean(e[one]) !== Boolean(e[other])) {
      context.addIssue({
        code: 'custom',
        path: [e[one] ? other : one],
        message: `is required when ${e[one] ? one : other} is set`,
      });
    }
  }
});

export type Environment = z.infer<typeof environmentSchema>;

/** Every variable the shop reads (deploy/facet.env.example lists them for an operator). */
export const environmentVariables = Object.keys(environmentSchema.shape) as (keyof Environment)[];

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** MiB of the embedded database's page cache (its shared_buffers), zeroed at every start. */
  pgliteCacheMb: number;
  seedDemo: boolean;
  logLevel: Environment['LOG_LEVEL'];
  /** JSON lines, lines for a person to read, or (auto) the latter on a terminal. */
  logFormat: Environment['LOG_FORMAT'];
  trustProxy: boolean;
  /** Who may read the OpenAPI document and its UI at /api/docs. */
  apiDocs: Environment['API_DOCS'];
  apiUrl: string | undefined;
  /** `alertsWorkShare`: percent of the time the alerts work; `alertsThread`: on a thread of their own (PostgreSQL). */
  jobs: { enabled: boolean; pollIntervalMs: number; alertsWorkShare: number; alertsThread: boolean };
  /** New page views and API reads are answered 503 while the event loop lags more than this; 0: never. */
  maxEventLoopDelayMs: number;
  /** How the ring builder's pictures are drawn (modules/ring-builder, decision 043). */
  ringPictures: RingPictureConfig;
  /** MiB of anonymous storefront pages kept in memory (lib/page-cache.ts); 0: none. */
  pageCacheBytes: number;
  webBuildDir: string;
  /** GET /metrics (plugins/metrics.ts): on the shop's port for a bearer of `token`, on 127.0.0.1:`port` for all. */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * The liveness and readiness probes answered on HOST:`healthPort` by a thread of their own
   * (lib/health-listener.ts), so a busy main loop does not delay them; off when unset.
   */
  healthPort: number | undefined;
  media: MediaConfig;
  /** Sessions get the Secure cookie flag when the shop is served over HTTPS. */
  secureCookies: boolean;
  redisUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  sms: { twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined };
  company: {
    businessName: string;
    email: string;
    phone: string;
    whatsApp: string;
    instagram: string;
    address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
    website: string;
    /** The company's GST identification number, printed on invoices when set. */
    gstin: string | undefined;
  };
  payments: PaymentsConfig;
}

/** Payment providers: each real one when its keys are set; the test provider when none is (or TEST_PAYMENTS). */
export interface PaymentsConfig {
  razorpay?: {
    keyId: string;
    keySecret: string;
    webhookSecret: string | undefined;
    apiUrl: string;
    /** Razorpay's Checkout.js, loaded by the payment step (and allowed by its page's CSP). */
    checkoutUrl: string;
  };
  paypal?: {
    clientId: string;
    clientSecret: string;
    webhookId: string | undefined;
    apiUrl: string;
    /** PayPal's JS SDK, loaded by the payment step (and allowed by its page's CSP). */
    sdkUrl: string;
  };
  testPayments: boolean;
  /** How long a call to a provider may take before it counts as failed. */
  timeoutMs: number;
}

export interface MediaS3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2); AWS's own endpoint when absent. */
  endpoint?: string;
  /** Without a key pair the SDK's default credential chain is used (instance roles, AWS_PROFILE). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Put in front of every key, ending in "/" (or empty). */
  prefix: string;
}

export interface MediaConfig {
  /** The local media store's directory (used when there is no S3 bucket). */
  dir: string;
  /** Read-only demo pictures, served for keys that start with demo/. */
  demoDir: string;
  s3?: MediaS3Config;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedEnvironmentSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues));
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteCacheMb: e.PGLITE_CACHE_MB,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS,
    apiUrl: e.API_URL,
    jobs: {
      enabled: e.JOBS_ENABLED,
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      alertsWorkShare: e.ALERTS_WORK_SHARE,
      alertsThread: e.ALERTS_THREAD,
    },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    ringPictures: ringPictureConfig(e),
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR ?? path.join(repositoryRoot, 'apps/web/build')),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    healthPort: e.HEALTH_PORT,
    media: mediaConfig(e),
    secureCookies: publicUrl.startsWith('https://'),
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.COMPANY_NAME} <${e.COMPANY_EMAIL}>` },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              apiUrl: e.TWILIO_API_URL,
            }
          : undefined,
    },
    company: {
      businessName: e.COMPANY_NAME,
      email: e.COMPANY_EMAIL,
      phone: e.COMPANY_PHONE,
      whatsApp: e.COMPANY_WHATSAPP,
      instagram: e.COMPANY_INSTAGRAM,
      address: {
        line1: e.COMPANY_ADDRESS_LINE1,
        line2: e.COMPANY_ADDRESS_LINE2,
        city: e.COMPANY_CITY,
        state: e.COMPANY_STATE,
        postalCode: e.COMPANY_POSTAL_CODE,
        country: e.COMPANY_COUNTRY,
      },
      website: e.COMPANY_WEBSITE ?? publicUrl,
      gstin: e.COMPANY_GSTIN,
    },
    payments: paymentsConfig(e),
  };
}

function paymentsConfig(e: Environment): PaymentsConfig {
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
          checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
        }
      : undefined;
  const paypal =
    e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          webhookId: e.PAYPAL_WEBHOOK_ID,
          apiUrl: e.PAYPAL_API_URL.replace(/\/$/, ''),
          sdkUrl: e.PAYPAL_SDK_URL,
        }
      : undefined;
  const testPayments =
    e.TEST_PAYMENTS === undefined ? !razorpay && !paypal : ['true', '1', 'yes'].includes(e.TEST_PAYMENTS);
  return {
    ...(razorpay ? { razorpay } : {}),
    ...(paypal ? { paypal } : {}),
    testPayments,
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
  };
}

/**
 * The origin a browser reaches the server at when PUBLIC_URL is not set: the address it
 * listens on (so links in e-mails open the same origin as the pages), with localhost for the
 * "every interface" addresses.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const everyInterface = ['0.0.0.0', '::', '[::]'].includes(host);
  const name = everyInterface ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function mediaConfig(e: Environment): MediaConfig {
  const dataDir = path.resolve(e.DATA_DIR);
  const media: MediaConfig = {
    dir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    demoDir: path.join(repositoryRoot, 'packages/db/demo-media'),
  };
  if (e.MEDIA_S3_BUCKET) {
    media.s3 = {
      bucket: e.MEDIA_S3_BUCKET,
      region: e.MEDIA_S3_REGION,
      ...(e.MEDIA_S3_ENDPOINT ? { endpoint: e.MEDIA_S3_ENDPOINT } : {}),
      ...(e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY } }
        : {}),
      forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE,
      prefix: e.MEDIA_S3_PREFIX ? `${e.MEDIA_S3_PREFIX.replace(/\/$/, '')}/` : '',
    };
  }
  return media;
}
