import { existsSync } from 'node:fs';
import { enableCompileCache, registerHooks, type ResolveFnOutput } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Two things that make the server's code load faster, set before it loads (main.ts calls
 * speedUpModuleLoading() first, then imports the server). A restart, after a crash too, is mostly loading code and opening the
 * database, so this is a good part of it.
 *
 * 1. A bare import from the shop's own files (`drizzle-orm`, `drizzle-orm/pg-core`, `zod`…) is
 *    resolved once, not once per importing file. Node reads a package's `exports` map again for
 *    every resolution, and drizzle-orm's is 179 KB: its 160 imports took 0.6 s of every start.
 *    The answer is kept per nearest node_modules folder, import or require, and conditions, which
 *    is everything Node's resolution of a bare name from outside a package depends on; imports
 *    made inside node_modules, relative ones and built-ins go to Node unchanged.
 * 2. V8's compile cache (node:module enableCompileCache) in node_modules/.cache/compile, unless
 *    NODE_COMPILE_CACHE names another folder; run-server.ts writes it once the server has started,
 *    so a restart after kill -9 finds it. A folder that cannot be written just means no cache.
 */

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const nodeModulesFolderOf = new Map<string, string>();

/** The first node_modules folder Node would look in from `folder`, or '' when there is none. */
function nearestNodeModules(folder: string): string {
  const known = nodeModulesFolderOf.get(folder);
  if (known !== undefined) return known;
  const own = path.join(folder, 'node_modules');
  const parent = path.dirname(folder);
  const found = existsSync(own) ? own : parent === folder ? '' : nearestNodeModules(parent);
  nodeModulesFolderOf.set(folder, found);
  return found;
}

function isBareName(specifier: string): boolean {
  return !/^(?:\.|\/|#|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

type ResolveHook = NonNullable<Parameters<typeof registerHooks>[0]['resolve']>;

/** The resolve hook that answers a bare import from the shop's files from what it answered before. */
export function createResolveCache(): ResolveHook {
  const resolved = new Map<string, ResolveFnOutput>();
  return (specifier, context, nextResolve) => {
    const parent = context.parentURL;
    if (!parent?.startsWith('file:') || parent.includes('/node_modules/') || !isBareName(specifier)) {
      return nextResolve(specifier, context);
    }
    const key = [
      specifier,
      nearestNodeModules(path.dirname(fileURLToPath(parent))),
      context.conditions.join(','),
      JSON.stringify(context.importAttributes),
    ].join('\0');
    const known = resolved.get(key);
    if (known) return known;
    const result = nextResolve(specifier, context);
    // Only what a package in node_modules answers (the shop's own packages resolve to themselves).
    if (result.url.includes('/node_modules/')) resolved.set(key, { ...result, shortCircuit: true });
    return result;
  };
}

/** Both speed-ups, for the process's remaining imports. */
export function speedUpModuleLoading(): void {
  registerHooks({ resolve: createResolveCache() });
  if (!process.env.NODE_COMPILE_CACHE) enableCompileCache(path.join(root, 'node_modules/.cache/compile'));
}
