import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@facet/contracts/zod';

/*
 * DATA_DIR/.instance.json: how the process that holds an embedded database can be reached from
 * this machine — its pid, the address and port it listens on, and a token made anew at every
 * start. Only the owner of DATA_DIR may read it (mode 0600); `npm run backup` uses it to ask the
 * running shop for a backup, since no other process may open the database while it runs.
 */

export const INSTANCE_FILE = '.instance.json';

const instanceSchema = z.object({
  pid: z.number().int().positive(),
  address: z.string().min(1),
  port: z.number().int().positive(),
  token: z.string().min(32),
  startedAt: z.string(),
});

export type Instance = z.infer<typeof instanceSchema>;

/** A token for the internal routes of one run of the server. */
export function newInstanceToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function writeInstanceFile(dataDir: string, instance: Instance): Promise<void> {
  const file = path.join(dataDir, INSTANCE_FILE);
  // Written whole and then renamed: a reader never sees half of it.
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(instance), { mode: 0o600 });
  await rename(temporary, file);
}

/** The instance file, or null when there is none or it cannot be read. */
export async function readInstanceFile(dataDir: string): Promise<Instance | null> {
  try {
    const parsed = instanceSchema.safeParse(JSON.parse(await readFile(path.join(dataDir, INSTANCE_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Removes the instance file if it is still this run's (a later start may have replaced it). */
export async function removeInstanceFile(dataDir: string, token: string): Promise<void> {
  const current = await readInstanceFile(dataDir);
  if (current?.token === token) await rm(path.join(dataDir, INSTANCE_FILE), { force: true });
}

/** Whether a process with this pid exists (it may be another program that reused the pid). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
