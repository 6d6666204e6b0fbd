import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import {
  CONNECTION_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './server-timeouts.ts';

describe('server timeouts', () => {
  it('bounds how long a client may take to send its request and how long a connection may sit silent', async () => {
    const t = await createTestApp();
    try {
      const server = t.app.server;
      expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(server.timeout).toBe(CONNECTION_TIMEOUT_MS);
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      // Node checks the header and request limits only this often (30 s unless told).
      expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(
        TIMEOUT_CHECK_INTERVAL_MS,
      );
      // Node's own rule: the headers must be due before the whole request is.
      expect(server.headersTimeout).toBeLessThan(server.requestTimeout);
    } finally {
      await t.close();
    }
  });
});
