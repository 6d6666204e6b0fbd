/**
 * Every script address a page's HTML makes the browser load at once: script src, modulepreload
 * links, and the imports of its inline module scripts; each once.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(src!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body!.matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?\(?\s*"([^"]+\.js)"/g)) {
      found.add(specifier!);
    }
  }
  return [...found];
}
