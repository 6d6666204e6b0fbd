import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../lib/api-fetch.ts';

/*
 * One structured line per request, with the request id that is also sent back in
 * x-request-id. The API calls a page makes in-process are logged at debug level, so one page
 * view is one info line.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const inProcess = request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK;
    const level = inProcess ? 'debug' : reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level](
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
