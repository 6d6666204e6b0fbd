import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second holder with a message that says what to do', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'facet-lock-'));
    dirs.push(dir);
    const first = await lockDataDir(dir, () => {});
    const second = await lockDataDir(dir, () => {}).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as Error).message).toContain(`DATA_DIR=${dir}`);
    expect((second as Error).message).toMatch(/Stop it first/);
    await first.release();
    const again = await lockDataDir(dir, () => {});
    await again.release();
  });

  it('creates the directory when it does not exist yet', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'facet-lock-'));
    dirs.push(parent);
    const lock = await lockDataDir(path.join(parent, 'new', 'data'), () => {});
    await lock.release();
  });
});
