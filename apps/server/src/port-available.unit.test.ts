import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortAvailable, PortUnavailableError } from './port-available.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function occupyPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

describe('the port check at start-up', () => {
  it('names the port and the variable to set when the port is taken', async () => {
    const port = await occupyPort();
    const check = assertPortAvailable('127.0.0.1', port);
    await expect(check).rejects.toBeInstanceOf(PortUnavailableError);
    await expect(check).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use (another Facet, or another program). ` +
        `Stop that program, or choose another port: PORT=${port + 1} npm start`,
    );
  });

  it('passes a free port and leaves it free', async () => {
    const port = await occupyPort();
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await assertPortAvailable('127.0.0.1', port);
    await assertPortAvailable('127.0.0.1', port);
  });

  it('names HOST when it is not an address of this machine', async () => {
    await expect(assertPortAvailable('192.0.2.1', 3000)).rejects.toThrow(
      'HOST=192.0.2.1 is not an address of this machine',
    );
  });
});
