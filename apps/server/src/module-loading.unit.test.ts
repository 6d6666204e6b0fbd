import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createResolveCache, resolveInsideModulePackage } from './module-loading.ts';

/*
 * The resolve cache answers a bare import again only where Node would answer it the same: from
 * the same nearest node_modules folder, for the same kind of import. A cache keyed on less would
 * load the wrong copy of a package; one keyed on more would not save the start's time.
 */

type Hook = ReturnType<typeof createResolveCache>;
type Context = Parameters<Hook>[1];

const folder = mkdtempSync(path.join(tmpdir(), 'facet-resolve-'));
for (const made of ['node_modules', 'apps/a', 'apps/b', 'nested/node_modules', 'nested/src']) {
  mkdirSync(path.join(folder, made), { recursive: true });
}
const fileIn = (relative: string) => pathToFileURL(path.join(folder, relative)).href;
const importing = (parent: string, conditions = ['node', 'import']): Context => ({
  parentURL: fileIn(parent),
  conditions,
  importAttributes: {},
});

/** The hook with a stand-in for Node's own resolution that counts its calls. */
function hookWithCounter(
  answer: (specifier: string, context: Context) => string = (s) => fileIn(`node_modules/${s}/index.js`),
) {
  const calls: string[] = [];
  const hook = createResolveCache();
  const resolve = (specifier: string, context: Context) =>
    hook(specifier, context, (next: string, nextContext?: Partial<Context>) => {
      calls.push(next);
      return { url: answer(next, { ...context, ...nextContext }), format: 'module' };
    });
  return { resolve, calls };
}

describe('the resolve cache', () => {
  it('asks Node once for a package imported from many of the shop’s files', () => {
    const { resolve, calls } = hookWithCounter();
    const first = resolve('drizzle-orm', importing('apps/a/one.js'));
    const again = resolve('drizzle-orm', importing('apps/b/two.js'));
    expect(calls).toEqual(['drizzle-orm']);
    expect(again.url).toBe(first.url);
    expect(again.shortCircuit).toBe(true);
    resolve('drizzle-orm/pg-core', importing('apps/a/one.js'));
    expect(calls).toEqual(['drizzle-orm', 'drizzle-orm/pg-core']);
  });

  it('asks again from a folder with node_modules of its own, or for require instead of import', () => {
    const { resolve, calls } = hookWithCounter();
    resolve('zod', importing('apps/a/one.js'));
    resolve('zod', importing('nested/src/three.js'));
    resolve('zod', importing('apps/a/one.js', ['node', 'require']));
    expect(calls).toEqual(['zod', 'zod', 'zod']);
  });

  it('leaves relative imports, built-ins, imports inside node_modules and the shop’s own packages to Node', () => {
    const { resolve, calls } = hookWithCounter((specifier) =>
      specifier.startsWith('@facet/') ? fileIn('packages/db/src/client.ts') : fileIn(`node_modules/${specifier}.js`),
    );
    for (let time = 0; time < 2; time++) {
      resolve('./sibling.js', importing('apps/a/one.js'));
      resolve('node:path', importing('apps/a/one.js'));
      resolve('fastify', importing('node_modules/fastify-plugin/plugin.js'));
      resolve('@facet/db/client', importing('apps/a/one.js'));
    }
    expect(calls).toEqual([
      './sibling.js',
      'node:path',
      'fastify',
      '@facet/db/client',
      './sibling.js',
      'node:path',
      'fastify',
      '@facet/db/client',
    ]);
  });
});

describe('a relative import inside an ES-module package', () => {
  const modules = mkdtempSync(path.join(tmpdir(), 'facet-scope-'));
  const write = (relative: string, text = '') => {
    mkdirSync(path.dirname(path.join(modules, relative)), { recursive: true });
    writeFileSync(path.join(modules, relative), text);
  };
  write('node_modules/esm-kit/package.json', JSON.stringify({ type: 'module', exports: { '.': './index.js' } }));
  write('node_modules/esm-kit/index.js');
  write('node_modules/esm-kit/lib/table.js');
  write('node_modules/esm-kit/old/package.json', JSON.stringify({}));
  write('node_modules/esm-kit/old/legacy.js');
  write('node_modules/esm-kit/old/modern.mjs');
  write('node_modules/cjs-kit/package.json', JSON.stringify({ main: 'index.js' }));
  write('node_modules/cjs-kit/index.js');
  write('node_modules/cjs-kit/util.js');
  const url = (relative: string) => pathToFileURL(path.join(modules, relative)).href;
  const parent = url('node_modules/esm-kit/index.js');

  it('is answered as an ES module at its file, as Node would', () => {
    expect(resolveInsideModulePackage('./lib/table.js', parent)).toEqual({
      url: url('node_modules/esm-kit/lib/table.js'),
      format: 'module',
      shortCircuit: true,
    });
    expect(resolveInsideModulePackage('./modern.mjs', url('node_modules/esm-kit/old/legacy.js'))?.format).toBe(
      'module',
    );
  });

  it('is left to Node when the file is missing, a folder, in a CommonJS scope, or oddly spelled', () => {
    for (const [specifier, from] of [
      ['./lib/missing.js', parent],
      ['./lib', parent],
      ['./legacy.js', url('node_modules/esm-kit/old/modern.mjs')],
      ['./util.js', url('node_modules/cjs-kit/index.js')],
      ['./lib/table.js?v=1', parent],
      ['./lib%2Ftable.js', parent],
      ['esm-kit', parent],
      ['./lib/table.js', url('apps/a/one.js')],
    ] as const) {
      expect(resolveInsideModulePackage(specifier, from)).toBeUndefined();
    }
  });
});
