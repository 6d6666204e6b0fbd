import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * What a start loads: the server's code is most of a restart's time (after a crash too), so code
 * that only some requests or some configurations run is loaded when first needed. The e-mail
 * templates and their renderer, SMTP, PDFs, the blog's Markdown and Redis stay unloaded until
 * then. (How long a restart takes is bench/fresh-start.ts's business.)
 */

const root = path.resolve(import.meta.dirname, '../../..');

/** What importing `module` loads: npm package names, or with `urls` every module's address. */
function listLoadedBy(module: string, options: { urls?: boolean; speedUp?: boolean } = {}): string[] {
  const speedUp = options.speedUp ? `(await import(${JSON.stringify(moduleLoading)})).speedUpModuleLoading();` : '';
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=@facet/source',
      '--import',
      'tsx',
      '--import',
      path.join(import.meta.dirname, 'testing/loaded-packages.mjs'),
      '--input-type=module',
      '-e',
      `${speedUp} await import(${JSON.stringify(module)});`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', LOADED: options.urls ? 'urls' : 'packages' },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

const listPackagesLoadedBy = (module: string) => listLoadedBy(module);
const moduleLoading = path.join(root, 'apps/server/src/module-loading.ts');
const app = path.join(root, 'apps/server/src/app.ts');

/** Every module app.ts loads, without the faster module loading: asked once (five seconds of CPU), read by two tests. */
let appModules: string[] | undefined;
const modulesOfApp = () => (appModules ??= listLoadedBy(app, { urls: true }));

/** The npm packages among module addresses (as loaded-packages.mjs names them). */
const packagesAmong = (urls: string[]) =>
  [...new Set(urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []))].sort();

describe('what the server loads at start', () => {
  it('leaves what only some requests or settings use until they first need it', () => {
    const loaded = packagesAmong(modulesOfApp());
    expect(loaded).toContain('fastify');
    for (const later of [
      '@react-email/html',
      '@react-email/render',
      'nodemailer',
      'pdfkit',
      'marked',
      'sanitize-html',
      'ioredis',
    ]) {
      expect(loaded).not.toContain(later);
    }
  });

  it('loads for an e-mail only the components its templates use, not the whole kit', () => {
    const loaded = listPackagesLoadedBy(path.join(root, 'apps/server/src/modules/messages/emails/order-emails.tsx'));
    expect(loaded).toContain('@react-email/button');
    // @react-email/components brings all of them, Prism and Tailwind included: half a second of CPU.
    for (const unused of ['@react-email/components', '@react-email/code-block', '@react-email/tailwind', 'prismjs']) {
      expect(loaded).not.toContain(unused);
    }
  });

  it('loads the very same modules with the faster module loading (module-loading.ts) as without', () => {
    const plain = modulesOfApp();
    const faster = listLoadedBy(app, { urls: true, speedUp: true }).filter(
      (url) => url !== pathToFileURL(moduleLoading).href,
    );
    expect(plain.filter((url) => url.includes('/node_modules/drizzle-orm/')).length).toBeGreaterThan(100);
    expect(faster).toEqual(plain);
  });
});
