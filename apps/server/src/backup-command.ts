import path from 'node:path';
import { ConfigError, loadConfig } from './env.ts';
import { BackupFileError } from './modules/backups/backup-reader.ts';
import { BackupCommandError, defaultBackupName, takeBackup } from './modules/backups/take-backup.ts';

/*
 * `npm run backup [FILE]`: one file holding the embedded database and the pictures, taken while
 * the shop runs or not (modules/backups/take-backup.ts, docs/backups.md). FILE is relative to
 * the folder the command was typed in; by default facet-backup-<time>.tar.gz there.
 */

const usage = 'Usage: npm run backup [FILE]   (default: facet-backup-<time>.tar.gz in this folder)';
const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  process.stdout.write(`${usage}\n`);
  process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
}

// npm runs scripts in the repository's root; INIT_CWD is where the command was typed.
const here = process.env.INIT_CWD ?? process.cwd();
const target = args[0] === undefined ? undefined : path.resolve(here, args[0]);

try {
  const config = loadConfig();
  await takeBackup(config, target ?? path.join(here, defaultBackupName()), (line) => process.stdout.write(`${line}\n`));
} catch (error) {
  if (error instanceof BackupCommandError || error instanceof BackupFileError || error instanceof ConfigError) {
    process.stderr.write(`\nNo backup was made: ${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
}
