import path from 'node:path';
import type { ViteDevServer } from 'vite';

/** Vite in middleware mode for `npm run dev`: modules on demand, hot reload over a loopback socket. */
export async function createWebDevServer(): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root: path.resolve(import.meta.dirname, '../../web'),
    server: { middlewareMode: true, ws: { host: '127.0.0.1' } },
    appType: 'custom',
  });
}
