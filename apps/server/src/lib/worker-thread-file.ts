/*
 * Worker threads started from our own modules (the ring pictures' pool, the saved searches'
 * alerts): the worker's file beside the module that starts it, and the flags a thread needs to
 * load it — the same file as TypeScript when the server runs from source, as JavaScript when built.
 */

/** `name`'s file beside the module at `moduleUrl` (its `import.meta.url`), with that module's extension. */
export function workerFileBeside(moduleUrl: string, name: string): string {
  const extension = moduleUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, moduleUrl).href;
}

/**
 * The thread's `execArgv`: the process's own, and from source the source condition and the
 * TypeScript loader, which the process that starts it has (`npm run dev`, the benches) or may not
 * have (Vitest's workers).
 */
export function workerExecArgv(moduleUrl: string): string[] {
  const inherited = process.execArgv;
  if (!moduleUrl.endsWith('.ts')) return inherited;
  const missing: string[] = [];
  if (!inherited.some((flag) => flag.includes('@facet/source'))) missing.push('--conditions=@facet/source');
  if (!inherited.some((flag) => flag.includes('tsx'))) missing.push('--import', 'tsx');
  return [...inherited, ...missing];
}
