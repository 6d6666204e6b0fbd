import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../lib/api-fetch.ts';
import { isApiRequest } from '../lib/api-route.ts';

/*
 * One structured line per request, with the request id that is also sent back in
 * x-request-id. API calls and page views are logged at info, 5xx answers as errors. At debug:
 * the API calls a page makes in-process, files (the build's assets, the imagery, the icons,
 * pictures under /media) and the web app's own requests (its route manifest, `/__manifest`, and
 * the data of a page it moves to, `….data`) that were answered, so that one page view is one
 * info line; a file or data request that fails (4xx) stays at info.
 */

/** A page view is routed to the web app's catch-all; what is neither that nor the API is a file. */
const PAGE_ROUTE = '/*';

function isFileRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && url !== PAGE_ROUTE && !isApiRequest(request);
}

/** The web app's background requests: its route manifest and a next page's data. */
function isAppDataRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url !== PAGE_ROUTE) return false;
  const pathname = request.url.split('?', 1)[0]!;
  return pathname === '/__manifest' || pathname.endsWith('.data');
}

function levelOf(request: FastifyRequest, statusCode: number): 'debug' | 'info' | 'error' {
  if (request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK) return 'debug';
  if (statusCode >= 500) return 'error';
  if (statusCode < 400 && (isFileRequest(request) || isAppDataRequest(request))) return 'debug';
  return 'info';
}

async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log[levelOf(request, reply.statusCode)](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
