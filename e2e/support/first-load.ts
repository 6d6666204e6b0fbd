/**
 * Every script address a page's HTML makes the browser load on its first visit: script src,
 * modulepreload links, and the imports of its inline module scripts; each once. The app's own
 * scripts are carried by the after-paint loader (apps/web/app/lib/scripts-after-paint.server.ts),
 * which adds its preloads and its module script once the page has painted: they count too.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  const addImports = (body: string) => {
    for (const [, specifier] of body.matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?\(?\s*"([^"]+\.js)"/g)) {
      found.add(specifier!);
    }
  };
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(src!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    addImports(body!);
    const loader = afterPaintLoad(body!);
    if (loader) {
      loader.preloads.forEach((href) => found.add(href));
      addImports(loader.app);
    }
  }
  return [...found];
}

/** The module script and preloads the after-paint loader adds: its call's first two arguments, JSON. */
function afterPaintLoad(body: string): { app: string; preloads: string[] } | null {
  const call = /\}\)\(("(?:[^"\\]|\\.)*"), (\[[^\]]*\]),/.exec(body);
  if (!call) return null;
  return { app: JSON.parse(call[1]!) as string, preloads: JSON.parse(call[2]!) as string[] };
}

/** The chunks a module imports statically (`from "./x.js"`, `import "./x.js"`), resolved against its own address. */
export function staticImports(code: string, from: string): string[] {
  const found = new Set<string>();
  for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    found.add(new URL(specifier!, from).pathname);
  }
  return [...found];
}

/** The chunk a module imports on demand whose name starts with `name` (`import("./name-HASH.js")`), or null. */
export function dynamicImportOf(code: string, from: string, name: string): string | null {
  const pattern = new RegExp(`\\bimport\\(\\s*["'\`](\\.{1,2}/${name}-[\\w-]+\\.js)["'\`]\\s*\\)`);
  const specifier = pattern.exec(code)?.[1];
  return specifier ? new URL(specifier, from).pathname : null;
}
