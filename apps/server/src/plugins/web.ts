import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { WebRequestContext } from '@facet/contracts/web-context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.ts';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { CookieRelay, createHttpApiFetch, createInProcessApiFetch } from '../lib/api-fetch.ts';
import { type KeptPage, pageHtml } from '../lib/page-cache.ts';

/*
 * Everything that is not /api: the React Router app, server-rendered, and its
 * built assets. In development Vite serves the modules and the build is loaded through it.
 * The plugin is encapsulated: its catch-all accepts any body (form posts) as a stream, while
 * the API keeps its JSON-only parsers.
 */

export type WebMount = { kind: 'build'; buildDir: string } | { kind: 'vite'; vite: ViteDevServer };

type EntryWithContext = { createLoadContext?: (init: WebRequestContext) => RouterContextProvider };

const FORM_BODY_LIMIT = 1024 * 1024;
const SSR_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Origins a page may load from besides its own: the payment step's providers (paymentSources). */
export interface ExtraSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

/** The header a page sends (React Router `headers`) to ask for the payment providers' sources; never forwarded. */
export const PAYMENT_STEP_HEADER = 'x-facet-payment-step';

/**
 * What the payment step's providers load: Razorpay's Checkout.js and its frames, PayPal's JS SDK,
 * its buttons' frames and pictures — from the configured script addresses, so a local fake in
 * the browser tests is allowed the same way. Every other page allows none of them.
 */
export function paymentSources(payments: Config['payments']): ExtraSources {
  const sources: ExtraSources = { script: [], frame: [], connect: [], img: [] };
  const add = (list: string[], ...values: string[]) => {
    for (const value of values) if (!list.includes(value)) list.push(value);
  };
  if (payments.razorpay) {
    const checkout = new URL(payments.razorpay.checkoutUrl).origin;
    const api = new URL(payments.razorpay.apiUrl).origin;
    add(sources.script, checkout);
    add(sources.frame, checkout, api);
    add(sources.connect, checkout, api, 'https://lumberjack.razorpay.com');
    add(sources.img, 'https://cdn.razorpay.com');
  }
  if (payments.paypal) {
    const sdk = new URL(payments.paypal.sdkUrl).origin;
    const paypalOrigins = sdk === 'https://www.paypal.com' ? [sdk, 'https://www.sandbox.paypal.com'] : [sdk];
    add(sources.script, ...paypalOrigins);
    add(sources.frame, ...paypalOrigins);
    add(sources.connect, ...paypalOrigins);
    add(sources.img, ...paypalOrigins, 'https://www.paypalobjects.com');
  }
  return sources;
}

const listed = (values: string[]) => (values.length > 0 ? ` ${values.join(' ')}` : '');

export function contentSecurityPolicy(nonce: string, extra?: ExtraSources): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${listed(extra?.script ?? [])}`,
    // No inline styles either: no style attribute in the HTML (colours known at run time go
    // through SVG's `color` attribute), stylesheets are files, and the one <style> element made at
    // run time (the dialogs' scroll lock) carries the nonce. Styles set from script (CSSOM, as
    // React does for `style` props in the browser) are not inline styles and stay allowed.
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob:${listed(extra?.img ?? [])}`,
    "font-src 'self'",
    `connect-src 'self'${listed(extra?.connect ?? [])}`,
    ...(extra && extra.frame.length > 0 ? [`frame-src${listed(extra.frame)}`] : []),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(limitBytes(request.body as Readable)) as ReadableStream, duplex: 'half' }
      : {}),
  } as RequestInit);
}

/** Stops a form post that is larger than the limit, whatever its Content-Length claims. */
function limitBytes(body: Readable): Readable {
  let seen = 0;
  return body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > FORM_BODY_LIMIT) callback(Object.assign(new Error('Form too large'), { statusCode: 413 }));
        else callback(null, chunk);
      },
    }),
  );
}

/** Headers a kept page does not keep: each answer sets its own. */
const UNKEPT_HEADERS = new Set([
  'set-cookie',
  'content-security-policy',
  'cache-control',
  'content-length',
  'etag',
  PAYMENT_STEP_HEADER,
]);

/** Whether If-None-Match names this validator (weak comparison, RFC 9110 §13.1.2). */
function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * A storefront page as anonymous visitors see it (lib/page-cache.ts): revalidated on every use
 * (no-cache, a weak ETag), 304 when the browser has it. A 304 carries no policy, so the browser
 * keeps the one that came with its copy and that copy's nonce; a full answer gets a new nonce.
 */
function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage, state: 'hit' | 'miss') {
  reply.header('cache-control', 'no-cache');
  reply.header('etag', page.etag);
  reply.header('vary', 'Cookie');
  reply.header('server-timing', `page-cache;desc="${state}"`);
  if (matchesValidator(request.headers['if-none-match'], page.etag)) {
    reply.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  const nonce = randomBytes(16).toString('base64');
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', contentSecurityPolicy(nonce));
  return reply.send(pageHtml(page, nonce));
}

async function loadBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server/index.js');
  if (!existsSync(entry)) {
    throw new Error(
      `The web app is not built (${entry} is missing). Run "npm run build", or "npm start" which builds.`,
    );
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

async function webPlugin(app: FastifyInstance, options: { mount: WebMount }) {
  const { mount } = options;
  const production = mount.kind === 'build';

  // Bodies of page requests (form posts to actions) stay streams for React Router to read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // One route per file of the build: one label for them all in the metrics, not one series each.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, metricsRoute: route.config?.metricsRoute ?? 'static' };
  });

  let getBuild: () => Promise<ServerBuild>;
  if (mount.kind === 'build') {
    const build = await loadBuild(mount.buildDir);
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(mount.buildDir, 'client'),
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed build assets, and the imagery, whose addresses carry its version (siteImageUrl).
        const hashed = [`${path.sep}assets${path.sep}`, `${path.sep}imagery${path.sep}`].some((folder) =>
          filePath.includes(folder),
        );
        (reply as unknown as FastifyReply).header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(mount.vite.middlewares);
    getBuild = async () => (await mount.vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  }

  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, production ? 'production' : 'development');
      handlers.set(build, handler);
    }
    return handler;
  };

  app.route({
    method: [...SSR_METHODS],
    url: '/*',
    schema: { hide: true },
    // Every page view under one label: its address may be anything.
    config: { metricsRoute: 'page' },
    handler: async (request, reply) => {
      const build = await getBuild();
      const entry = build.entry.module as unknown as EntryWithContext;
      if (!entry.createLoadContext) throw new Error('entry.server does not export createLoadContext');
      // Built pages for anonymous visitors may be kept; Vite's are made afresh on every request.
      const cacheKey = production
        ? app.pageCache.keyOf({
            method: request.method,
            url: request.url,
            cookies: request.cookies,
            authorization: request.headers.authorization,
          })
        : null;
      const kept = cacheKey ? app.pageCache.get(cacheKey) : undefined;
      if (kept) return sendKeptPage(request, reply, kept, 'hit');
      const generation = app.pageCache.generation;
      const relay = new CookieRelay(request.headers.cookie);
      const nonce = randomBytes(16).toString('base64');
      const fetchApi = app.config.apiUrl
        ? createHttpApiFetch(app.config.apiUrl, request, relay)
        : createInProcessApiFetch(app, request, relay);
      const context = entry.createLoadContext({ fetchApi, nonce, publicUrl: app.config.publicUrl });
      const response = await handlerFor(build)(toWebRequest(request, reply), context);

      const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
      const setsCookies = relay.setCookies.length > 0 || response.headers.getSetCookie().length > 0;
      if (
        cacheKey &&
        response.status === 200 &&
        isHtml &&
        !setsCookies &&
        !response.headers.has('cache-control') &&
        !response.headers.has(PAYMENT_STEP_HEADER)
      ) {
        const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name));
        const page = { status: response.status, headers, html: await response.text(), nonce };
        return sendKeptPage(request, reply, app.pageCache.keep(cacheKey, page, generation), 'miss');
      }

      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== PAYMENT_STEP_HEADER) reply.header(name, value);
      }
      const paymentStep = response.headers.has(PAYMENT_STEP_HEADER);
      const cookies = [...relay.setCookies, ...response.headers.getSetCookie()];
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (isHtml) {
        // Vite's development client needs inline scripts and a socket, so pages served by
        // `npm run dev` go without a policy; built pages get the strict, nonce-based one.
        if (production) {
          const extra = paymentStep ? paymentSources(app.config.payments) : undefined;
          reply.header('content-security-policy', contentSecurityPolicy(nonce, extra));
        } else reply.removeHeader('content-security-policy');
      }
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
      return response.body ? reply.send(Readable.fromWeb(response.body as never)) : reply.send();
    },
  });

  // A visitor who leaves while a page is being made (closing the tab, navigating away during a
  // form post) is not a server error: nobody is waiting for the answer.
  app.setErrorHandler((error, request, reply) => {
    if (request.raw.destroyed || reply.raw.destroyed) {
      request.log.debug({ err: error }, 'client went away');
      return reply.hijack();
    }
    throw error;
  });
}

export default webPlugin;
