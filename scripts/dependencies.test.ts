import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * Whether `npm start` and `npm test` install first: node_modules against package-lock.json,
 * on small made-up projects.
 */

const { whyInstallIsNeeded } = (await import(path.join(import.meta.dirname, 'dependencies.mjs'))) as {
  whyInstallIsNeeded(projectRoot: string): string | undefined;
};

type Packages = Record<string, Record<string, unknown>>;

const projects: string[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) rmSync(project, { recursive: true, force: true });
});

function project(options: { wanted?: Packages; installed?: Packages; manifest?: object }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'facet-dependencies-'));
  projects.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(options.manifest ?? { name: 'shop' }));
  if (options.wanted) {
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'shop' }, ...options.wanted } }),
    );
  }
  if (options.installed) {
    mkdirSync(path.join(dir, 'node_modules'));
    writeFileSync(
      path.join(dir, 'node_modules/.package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: options.installed }),
    );
  }
  return dir;
}

const fastify = { 'node_modules/fastify': { version: '5.6.0' } };
const vitest = { 'node_modules/vitest': { version: '5.1.1', dev: true } };
const prettier = { 'node_modules/prettier': { version: '3.10.1', dev: true } };
const linuxBinding = { 'node_modules/@esbuild/linux-x64': { version: '0.28.2', optional: true } };
const darwinBinding = { 'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true } };
const workspace = { 'node_modules/@facet/db': { resolved: 'packages/db', link: true } };

describe('whether node_modules matches the lockfile', () => {
  it('installs on a fresh clone', () => {
    expect(whyInstallIsNeeded(project({ wanted: fastify }))).toBe('node_modules is missing');
  });

  it('does nothing when every package is installed at the locked version', () => {
    const wanted = { ...fastify, ...vitest, ...workspace };
    expect(whyInstallIsNeeded(project({ wanted, installed: wanted }))).toBeUndefined();
  });

  it('installs when a package is missing or at another version', () => {
    expect(whyInstallIsNeeded(project({ wanted: { ...fastify, ...workspace }, installed: workspace }))).toBe(
      'fastify is not installed',
    );
    expect(
      whyInstallIsNeeded(project({ wanted: fastify, installed: { 'node_modules/fastify': { version: '5.5.0' } } })),
    ).toBe('fastify is 5.5.0, the lockfile wants 5.6.0');
  });

  it("does not miss another platform's optional binaries", () => {
    const wanted = { ...fastify, ...linuxBinding, ...darwinBinding };
    expect(whyInstallIsNeeded(project({ wanted, installed: { ...fastify, ...linuxBinding } }))).toBeUndefined();
  });

  it('accepts an install without dev dependencies, but not one with only some of them', () => {
    const wanted = { ...fastify, ...vitest, ...prettier };
    expect(whyInstallIsNeeded(project({ wanted, installed: fastify }))).toBeUndefined();
    expect(whyInstallIsNeeded(project({ wanted, installed: { ...fastify, ...prettier } }))).toBe(
      'vitest is not installed',
    );
  });

  it('without a lockfile, looks for every dependency package.json names', () => {
    const manifest = { name: 'shop', dependencies: { fastify: '^5' }, devDependencies: { vitest: '^5' } };
    expect(whyInstallIsNeeded(project({ manifest, installed: { ...fastify, ...vitest } }))).toBeUndefined();
    expect(whyInstallIsNeeded(project({ manifest, installed: fastify }))).toBe('vitest is not installed');
  });
});
