import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../lib/api-fetch.ts';
import { isApiRequest } from '../lib/api-route.ts';

/*
 * One structured line per request, with the request id that is also sent back in
 * x-request-id. API calls and page views are logged at info, 5xx answers as errors. At debug:
 * the API calls a page makes in-process, and files (the build's assets, the imagery, the
 * favicon, pictures under /media) that were served, so that one page view is one info line;
 * a file that fails (4xx) stays at info.
 */

/** A page view is routed to the web app's catch-all; what is neither that nor the API is a file. */
const PAGE_ROUTE = '/*';

function isFileRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && url !== PAGE_ROUTE && !isApiRequest(request);
}

function levelOf(request: FastifyRequest, statusCode: number): 'debug' | 'info' | 'error' {
  if (request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK) return 'debug';
  if (statusCode >= 500) return 'error';
  if (statusCode < 400 && isFileRequest(request)) return 'debug';
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
