import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * On SIGTERM the server stops accepting connections and waits for the ones it has. Node closes
 * the keep-alive connections that are idle at that moment; one that is still busy (a page
 * streaming out) becomes idle a moment later and would hold the shutdown until the grace
 * period kills the process. So while closing, answers say "Connection: close", and idle
 * connections are swept every 100 ms until the server has closed.
 */
const SWEEP_INTERVAL_MS = 100;

async function gracefulClosePlugin(app: FastifyInstance) {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (sweeper) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
