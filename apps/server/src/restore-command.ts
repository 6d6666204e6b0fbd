import path from 'node:path';
import { ConfigError, loadConfig } from './env.ts';
import { BackupFileError } from './modules/backups/backup-reader.ts';
import { restoreBackup } from './modules/backups/restore-backup.ts';
import { BackupCommandError } from './modules/backups/take-backup.ts';

/*
 * `npm run restore FILE`: a backup into an empty DATA_DIR, checked before anything is written
 * (modules/backups/restore-backup.ts, docs/backups.md). Then `npm start` serves the shop it holds.
 */

const usage = 'Usage: npm run restore FILE   (into an empty DATA_DIR; set DATA_DIR to choose it)';
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  process.stdout.write(`${usage}\n`);
  process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
}

// npm runs scripts in the repository's root; INIT_CWD is where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);

try {
  const config = loadConfig();
  await restoreBackup(config, file, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`\nRestored into ${config.dataDir}. Start the shop with npm start.\n`);
} catch (error) {
  if (error instanceof BackupCommandError || error instanceof BackupFileError || error instanceof ConfigError) {
    process.stderr.write(`\nNothing was restored: ${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
}
