import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApiRequest } from '../lib/api-route.ts';
import { sendFailure } from './errors.ts';

/*
 * Headers and checks every response gets: compression, security headers (the HTML pages set
 * their own nonce-based CSP in the web plugin), no caching of API answers unless a route says
 * otherwise, a cross-site refusal for state-changing API calls, and a refusal of anything but
 * the shop's own pages for the GETs that change state (routes with `config.sameOriginOnly`).
 */

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request comes from another site's page (a CSRF attempt). */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const { host } = new URL(origin);
    return host !== request.host && host !== new URL(publicUrl).host;
  } catch {
    return true;
  }
}

/**
 * Same-origin test for the state-changing GETs kept for old links: the browser says so
 * (Sec-Fetch-Site), or, without that header, an Origin of this shop is sent.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  if (site && site !== 'none') return false;
  return request.headers.origin !== undefined && !isCrossSite(request, publicUrl);
}

async function securityPlugin(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https://');

  await app.register(cookie);
  // Helmet's middleware, built once: @fastify/helmet built a new one for every request (parsing
  // the CSP's directives each time): about 50 µs of CPU an API answer under load, now half that.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws rather than passing an error on, so `next` is only ever called bare.
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (zlib's default) costs ~20× the CPU of 4 for a few % of bytes; hashed assets
    // are compressed once at build time at full strength instead.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request) || !unsafeMethods.has(request.method)) return;
    if (isCrossSite(request, app.config.publicUrl)) {
      return sendFailure(reply, 403, ['Cross-site requests are not accepted.']);
    }
  });

  // After the access check and the validation, as a handler's own check would be.
  app.addHook('preHandler', async (request, reply) => {
    const sameOriginOnly = request.routeOptions.config?.sameOriginOnly;
    if (sameOriginOnly && !isSameOrigin(request, app.config.publicUrl)) {
      return sendFailure(reply, 403, [sameOriginOnly.refusal]);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
