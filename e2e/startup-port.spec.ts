import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerToExit } from './support/server.ts';

let parent: string | undefined;
let occupier: Server | undefined;
afterAll(async () => {
  if (occupier) await new Promise((resolve) => occupier!.close(resolve));
  if (parent) rmSync(parent, { recursive: true, force: true });
});

describe('starting the shop on a port that is taken', () => {
  it('stops at once with a sentence naming PORT, before DATA_DIR or the database is touched', async () => {
    occupier = createServer();
    const port = await new Promise<number>((resolve) =>
      occupier!.listen(0, '127.0.0.1', () => resolve((occupier!.address() as { port: number }).port)),
    );
    parent = mkdtempSync(path.join(tmpdir(), 'facet-e2e-port-'));
    const dataDir = path.join(parent, 'data');

    const { code, output } = await runServerToExit(dataDir, { PORT: String(port), LOG_LEVEL: 'info' });

    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(output).toContain(`choose another port: PORT=${port + 1} npm start`);
    expect(output).not.toContain('EADDRINUSE');
    expect(output).not.toContain('seed data loaded');
    expect(existsSync(dataDir)).toBe(false);
  });
});
