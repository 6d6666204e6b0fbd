import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Shutting down without dropping anyone (SIGTERM in run-server.ts): `drain()` stops taking new
 * connections and resolves once every request in hand has been answered. It must come before
 * `app.close()`, which refuses in-process calls at once — a page being made needs its API
 * calls to finish. While draining, answers say "Connection: close", and keep-alive connections
 * that fall idle are closed every 100 ms, so none holds the shutdown open.
 *
 * Node's closeIdleConnections() counts a connection idle as soon as its answer is ended, before
 * the answer's bytes have left the process: a page the load balancer reads slowly would be cut
 * off in the middle. So no sweep runs while an ended answer is still being sent, and the listener
 * is closed as a plain socket server (the HTTP server's close() sweeps first); the next sweep
 * after the answer has left closes its connection.
 */
const SWEEP_INTERVAL_MS = 100;

async function gracefulClosePlugin(app: FastifyInstance) {
  let draining = false;
  /** Answers begun and not yet sent to the last byte (or abandoned by their client). */
  const unsent = new Set<ServerResponse>();

  app.server.on('request', (_request, response: ServerResponse) => {
    unsent.add(response);
    response.once('close', () => unsent.delete(response));
  });

  const endedButUnsent = () => [...unsent].some((response) => response.writableEnded && !response.writableFinished);
  const sweep = () => {
    if (!endedButUnsent()) app.server.closeIdleConnections();
  };

  app.decorate('drain', () => {
    draining = true;
    return new Promise<void>((resolve) => {
      if (!app.server.listening) return resolve();
      const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
      NetServer.prototype.close.call(app.server, () => {
        clearInterval(sweeper);
        resolve();
      });
      sweep();
    });
  });

  app.decorate('isDraining', () => draining);

  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
