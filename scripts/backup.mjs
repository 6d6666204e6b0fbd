import { fileURLToPath } from 'node:url';
import { runOnProjectNode } from './dependencies.mjs';
import { runServerCommand } from './server-command.mjs';

/* `npm run backup`: see apps/server/src/backup-command.ts and docs/backups.md. */

await runOnProjectNode(fileURLToPath(import.meta.url));
await runServerCommand('backup-command');
