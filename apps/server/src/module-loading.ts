import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import nodeModule, { type ResolveFnOutput } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * Three things that make the server's code load faster, set before it loads (main.ts calls
 * speedUpModuleLoading() first, then imports the server). A restart, after a crash too, is
 * mostly loading code and opening the database, so this is a good part of it.
 *
 * 1. A bare import from the shop's own files (`drizzle-orm`, `drizzle-orm/pg-core`, `zod`…) is
 *    resolved once, not once per importing file. Node reads a package's `exports` map again for
 *    every resolution, and drizzle-orm's is 179 KB: its 160 imports took 0.6 s of every start.
 *    The answer is kept per nearest node_modules folder, import or require, and conditions, which
 *    is everything Node's resolution of a bare name from outside a package depends on; imports
 *    made inside node_modules, relative ones and built-ins go to Node unchanged.
 * 2. A relative import of a `.js` or `.mjs` file inside an ES-module package (`"type": "module"`),
 *    such as drizzle-orm's hundreds of files importing each other, is answered from the file's
 *    path and its package's type, read once: Node reads the whole package.json, exports map
 *    included, again for each of them (0.4 s of a start). Anything else — a file that is not
 *    there, a folder, a query or an escape in the name, `require` — goes to Node unchanged.
 * 3. V8's compile cache (node:module enableCompileCache) in node_modules/.cache/compile, unless
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

const packageTypeOf = new Map<string, string | undefined>();

/**
 * The "type" of the package.json nearest above `folder` (Node's package scope), read once per
 * folder; undefined when there is none or it cannot be read (then Node decides, and says why).
 */
function packageType(folder: string): string | undefined {
  if (packageTypeOf.has(folder)) return packageTypeOf.get(folder);
  const manifest = path.join(folder, 'package.json');
  const parent = path.dirname(folder);
  let type: string | undefined;
  if (existsSync(manifest)) {
    try {
      type = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'other';
    } catch {
      type = undefined;
    }
  } else {
    type = parent === folder ? undefined : packageType(parent);
  }
  packageTypeOf.set(folder, type);
  return type;
}

/** An ES module's relative import inside an ES-module package, resolved as Node would; else undefined. */
export function resolveInsideModulePackage(
  specifier: string,
  parentURL: string | undefined,
): ResolveFnOutput | undefined {
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return undefined;
  if (!/^\.\.?\//.test(specifier) || !/\.m?js$/.test(specifier) || /[?#%\\]/.test(specifier)) return undefined;
  const file = fileURLToPath(new URL(specifier, parentURL));
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  const real = realpathSync(file);
  if (!real.endsWith('.mjs') && packageType(path.dirname(real)) !== 'module') return undefined;
  return { url: pathToFileURL(real).href, format: 'module', shortCircuit: true };
}

type ResolveHook = NonNullable<Parameters<typeof nodeModule.registerHooks>[0]['resolve']>;

/** The resolve hook that answers a bare import from the shop's files from what it answered before. */
export function createResolveCache(): ResolveHook {
  const resolved = new Map<string, ResolveFnOutput>();
  return (specifier, context, nextResolve) => {
    const parent = context.parentURL;
    if (context.conditions.includes('import')) {
      const inside = resolveInsideModulePackage(specifier, parent);
      if (inside) return inside;
    }
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

/**
 * The speed-ups, for the process's remaining imports. Node before 22.15 (the shop runs on Node
 * 20.19 and later; `npm start` on the Node it ships) lacks registerHooks, and before 22.1 the
 * compile cache: there each is left out, and only the start is slower.
 */
export function speedUpModuleLoading(): void {
  // Looked up on the module object: a named import of a function this Node lacks would not load.
  const { enableCompileCache, registerHooks } = nodeModule as Partial<typeof nodeModule>;
  if (typeof registerHooks === 'function') registerHooks({ resolve: createResolveCache() });
  if (typeof enableCompileCache === 'function' && !process.env.NODE_COMPILE_CACHE) {
    enableCompileCache(path.join(root, 'node_modules/.cache/compile'));
  }
}
