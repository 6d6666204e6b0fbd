import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import gracefulClose from './graceful-close.ts';

/*
 * A stop must not cut an answer the instance has finished but the client has not read yet: a
 * page the load balancer reads slowly, a picture on a slow line. Node's closeIdleConnections()
 * counts a connection idle once its answer is ended, before its bytes have left.
 */

// Far more than the loopback's socket buffers hold, so the answer waits in the server's process.
const BODY_BYTES = 48 * 1024 * 1024;

let app: FastifyInstance | undefined;
let client: Socket | undefined;

afterEach(async () => {
  client?.destroy();
  await app?.close();
});

async function serverWithLargeAnswer() {
  app = Fastify();
  await app.register(gracefulClose);
  let ended: () => void = () => {};
  const answerEnded = new Promise<void>((resolve) => (ended = resolve));
  app.get('/large', (_request, reply) => {
    reply.raw.on('prefinish', ended);
    return reply.header('content-type', 'application/octet-stream').send(Buffer.alloc(BODY_BYTES, 97));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, answerEnded };
}

/** Sends one keep-alive request and reads nothing until told to; resolves with the bytes received by the close. */
function slowReader(port: number) {
  const socket = connect({ port, host: '127.0.0.1' });
  client = socket;
  socket.pause();
  let received = 0;
  socket.on('data', (chunk: Buffer) => (received += chunk.length));
  socket.write('GET /large HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n\r\n');
  const closed = once(socket, 'close').then(() => received);
  socket.on('error', () => {});
  return { resume: () => socket.resume(), received: () => received, closed };
}

describe('draining before a stop', () => {
  it('lets an answer that is ended but not yet read reach its client whole, then closes', async () => {
    const { port, answerEnded } = await serverWithLargeAnswer();
    const reader = slowReader(port);
    await answerEnded;

    const drained = app!.drain();
    // Several sweeps for idle connections pass while the client reads nothing.
    await sleep(350);
    reader.resume();
    const received = await reader.closed;
    await drained;

    // Headers and the whole body; the connection closed after it, so the drain could end.
    expect(received).toBeGreaterThan(BODY_BYTES);
    expect(app!.server.listening).toBe(false);
  });

  it('closes a keep-alive connection that has nothing left to send', async () => {
    const { port } = await serverWithLargeAnswer();
    const reader = slowReader(port);
    reader.resume();
    // The whole answer is read, and the connection then waits idle for a next request.
    while (reader.received() <= BODY_BYTES) await sleep(10);
    const started = performance.now();
    await app!.drain();
    expect(await reader.closed).toBeGreaterThan(BODY_BYTES);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
