/*
 * The HEALTH_PORT worker (health-listener.ts), as plain JavaScript run with `eval: true`: the same
 * text from the TypeScript source (vitest, tsx) and from the compiled build, with nothing to
 * resolve. It reads the shared slots per request and answers in the API's envelopes:
 * GET|HEAD /api/health/live and /api/health/ready; any other path 404, another method 405.
 * Messages: the port once listening (or the listen error), and 'closed' after 'close'.
 */
export const healthWorkerSource = /* js */ `
'use strict';
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { buffer, base, startedAt, staleMs, host, port, engine } = workerData;
const slots = new Int32Array(buffer);
const HEARTBEAT = 0, DRAINING = 1, DATABASE = 2;

function send(request, response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}
const success = (data) => ({ statusCode: 200, errorMessages: [], data, isSuccess: true });
const failure = (statusCode, message) => ({ statusCode, errorMessages: [message], data: null, isSuccess: false });

function staleSeconds() {
  const age = Date.now() - (base + Atomics.load(slots, HEARTBEAT) * 100);
  return age > staleMs ? Math.round(age / 1000) : 0;
}
const stuck = (seconds) => 'This instance is not answering: its main thread has been busy for ' + seconds + ' s.';

function live() {
  const stale = staleSeconds();
  if (stale) return [503, failure(503, stuck(stale))];
  return [200, success({ status: 'live', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) })];
}

function ready() {
  if (Atomics.load(slots, DRAINING) === 1) return [503, failure(503, 'This instance is stopping.')];
  const database = Atomics.load(slots, DATABASE);
  if (database === 0) return [503, failure(503, 'The database has not been checked yet.')];
  if (database !== 1) return [503, failure(503, 'The database is not reachable.')];
  const stale = staleSeconds();
  if (stale) return [503, failure(503, stuck(stale))];
  return [200, success({ status: 'ready', database: engine })];
}

const routes = { '/api/health/live': live, '/api/health/ready': ready };

const server = createServer((request, response) => {
  const path = (request.url || '').split('?')[0];
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (!route) return send(request, response, 404, failure(404, 'No such address: ' + request.method + ' ' + path));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    return send(request, response, 405, failure(405, 'Only GET is answered here.'));
  }
  const [status, body] = route();
  send(request, response, status, body);
});
server.keepAliveTimeout = 5000;

server.once('error', (error) => parentPort.postMessage({ code: error.code, error: error.message }));
server.listen(port, host, () => {
  server.removeAllListeners('error');
  parentPort.postMessage({ port: server.address().port });
});

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.close(() => parentPort.postMessage('closed'));
  server.closeAllConnections();
});
`;
