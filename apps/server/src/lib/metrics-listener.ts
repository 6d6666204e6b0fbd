import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.ts';

/*
 * METRICS_PORT: a second listener, on 127.0.0.1 only, that serves GET /metrics without a token,
 * for a Prometheus (or an agent) on the same host. Nothing else is served there, so nothing of
 * the shop is reachable without its own rules. Plain node:http: one path, no hooks to pass.
 */

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

export const METRICS_LISTENER_HOST = '127.0.0.1';

function answer(server: Server, metrics: Metrics) {
  server.on('request', (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only /metrics is served here.\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    metrics.scrape().then(
      (body) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The metrics could not be read.\n');
      },
    );
  });
}

/** Listens on 127.0.0.1:`port` (0: any free port) and resolves once it does. */
export async function listenForMetrics(metrics: Metrics, port: number): Promise<MetricsListener> {
  const server = createServer();
  answer(server, metrics);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // Said the way a person can act on, as for PORT (port-available.ts).
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new Error(
              `METRICS_PORT ${port} on ${METRICS_LISTENER_HOST} cannot be used (${error.code}): ` +
                'another program has it, or it needs administrator rights; choose another METRICS_PORT.',
            )
          : error,
      );
    });
    server.listen(port, METRICS_LISTENER_HOST, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
