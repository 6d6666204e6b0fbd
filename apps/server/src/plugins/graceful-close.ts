import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Shutting down without dropping anyone (SIGTERM in run-server.ts): `drain()` stops taking new
 * connections and resolves once every request in hand has been answered. It must come before
 * `app.close()`, which refuses in-process calls at once — a page being made needs its API
 * calls to finish. While draining, answers say "Connection: close", and keep-alive connections
 * that fall idle are closed every 100 ms, so none holds the shutdown open.
 */
const SWEEP_INTERVAL_MS = 100;

async function gracefulClosePlugin(app: FastifyInstance) {
  let draining = false;

  app.decorate('drain', () => {
    draining = true;
    return new Promise<void>((resolve) => {
      if (!app.server.listening) return resolve();
      const sweeper = setInterval(() => app.server.closeIdleConnections(), SWEEP_INTERVAL_MS);
      app.server.close(() => {
        clearInterval(sweeper);
        resolve();
      });
      app.server.closeIdleConnections();
    });
  });

  app.decorate('isDraining', () => draining);

  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
