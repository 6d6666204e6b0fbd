/*
 * The server's entry (`npm start` imports it; `node apps/server/dist/main.js` runs it alone):
 * the defaults for NODE_ENV and the faster module loading first, then the server itself
 * (run-server.ts), so that all of its imports are loaded the faster way.
 */
import './default-environment.ts';
import { speedUpModuleLoading } from './module-loading.ts';

speedUpModuleLoading();
await import('./run-server.ts');
