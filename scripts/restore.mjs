import { fileURLToPath } from 'node:url';
import { runOnProjectNode } from './dependencies.mjs';
import { runServerCommand } from './server-command.mjs';

/* `npm run restore`: see apps/server/src/restore-command.ts and docs/backups.md. */

await runOnProjectNode(fileURLToPath(import.meta.url));
await runServerCommand('restore-command');
