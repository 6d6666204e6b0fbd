import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '../lib/api-route.ts';
import { sendFailure } from './errors.ts';

/*
 * One spelling per address. A request target is canonical when it is an origin-form path
 * ("/api/user?x=1", not "http://host/api/user" or "*") with no empty segments ("//"), no dot
 * segments ("/./", "/../", also when written %2e), no percent-escape of a letter, digit or
 * "-._~" (%61 is "a"), no backslash, and no trailing slash. Anything else is answered here,
 * before access rules or handlers run: an /api target with a 400 envelope that names the
 * canonical path, a page with a permanent redirect to it (a shopper who typed a trailing
 * slash still gets the page). The router is also strict (no ignored slashes), so even a
 * spelling this check missed would not reach a route under another name.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** The canonical form of a path (no query), or null when it has none (malformed, not origin-form). */
export function canonicalPath(path: string): string | null {
  if (!path.startsWith('/') || path.includes('\\') || MALFORMED_ESCAPE.test(path)) return null;
  // Control characters never reach here from Node's parser, but a path is not trusted to say so.
  if (/\p{Cc}/u.test(path)) return null;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** An /api address in any letter case: "/API/user" is refused with an envelope, not a page. */
function looksLikeApi(path: string): boolean {
  return isApiUrl(path.toLowerCase());
}

function splitTarget(target: string): { path: string; query: string } {
  const mark = target.indexOf('?');
  return mark === -1 ? { path: target, query: '' } : { path: target.slice(0, mark), query: target.slice(mark) };
}

const NOT_AN_ADDRESS = 'This is not a valid address.';

function refusePage(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/** Fastify's own routing failures (a malformed %-escape, an overlong parameter) as envelopes. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { path } = splitTarget(request.raw.url ?? '/');
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414
      ? 'This address is too long.'
      : status === 400
        ? 'This address is not valid: every % must be followed by two hexadecimal digits.'
        : 'Something is wrong.';
  if (!looksLikeApi(path)) void refusePage(reply, status, message);
  else void sendFailure(reply, status, [message]);
}

async function requestTargetPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '/';
    const { path, query } = splitTarget(target);
    const canonical = canonicalPath(path);
    if (canonical === path) {
      if (looksLikeApi(path) && !isApiUrl(path)) {
        return sendFailure(reply, 404, [`No such address: ${request.method} ${path}`]);
      }
      return;
    }
    if (canonical === null) {
      if (looksLikeApi(target.startsWith('/') ? path : safePathOf(target))) {
        return sendFailure(reply, 400, [`${NOT_AN_ADDRESS} Send the path alone, starting with a single /.`]);
      }
      return refusePage(reply, 400, NOT_AN_ADDRESS);
    }
    if (looksLikeApi(canonical)) {
      return sendFailure(reply, 400, [`This address is not written the usual way; use ${canonical}.`]);
    }
    return reply.redirect(`${canonical}${query}`, 308);
  });
}

/** The path of an absolute-form target ("http://host/api/user"), to tell an API call from a page. */
function safePathOf(target: string): string {
  try {
    return new URL(target).pathname;
  } catch {
    return '';
  }
}

export default fp(requestTargetPlugin, { name: 'request-target', dependencies: ['errors'] });
