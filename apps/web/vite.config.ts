import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Workspace packages (@facet/*) are read from their TypeScript source by Vite. */
const SOURCE_CONDITION = '@facet/source';

/*
 * How the browser's JavaScript is split (e2e/first-load-javascript.spec.ts holds each storefront
 * page's budget): React and React Router in one chunk, and the shop's chrome (header, footer,
 * menus, error pages, the product card and the page helpers the shop's pages share) with all it
 * imports in another. Every shop page loads both anyway, and two files compress far better than
 * the dozens of small ones the automatic split makes of them. What opens on demand (drawers,
 * toasts) stays out, in chunks of its own.
 */
const framework = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const shell =
  /apps[\\/]web[\\/]app[\\/](components[\\/](layout[\\/]|site-image\.tsx|[\w-]+-page\.tsx)|features[\\/]navigation[\\/]|features[\\/]products[\\/]product-card\.tsx|lib[\\/](seo|nonce)\.tsx?)/;
const onDemand = /drawer|toasts\.tsx/;

/**
 * A hash of the site's imagery (public/imagery, drawn before Vite runs: scripts/build.mjs and
 * dev.mjs), put in its addresses (siteImageUrl) so the server can let browsers keep them for a
 * year: a redrawn picture comes under a new address.
 */
function imageryVersion(): string {
  const folder = path.join(import.meta.dirname, 'public/imagery');
  if (!existsSync(folder)) return '';
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(path.join(folder, file)));
  return hash.digest('base64url').slice(0, 10);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { 'import.meta.env.VITE_IMAGERY_VERSION': JSON.stringify(imageryVersion()) },
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'shell', test: (id: string) => shell.test(id) && !onDemand.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      resolve: {
        conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        // Node-only code never enters the web app.
        external: ['@facet/db'],
      },
    },
  },
  build: {
    sourcemap: false,
    // What loads when the browser is idle (the "Recently viewed" row) fetches its own imports then:
    // listing them for preloading would put their names in the first-load JavaScript of every page with the row
    // (0.1 KiB on the home page, measured 2026-11-30: over its budget in e2e/first-load-javascript.spec.ts).
    modulePreload: {
      resolveDependencies: (file: string, dependencies: string[]) =>
        /recently-viewed-row/.test(file) ? [] : dependencies,
    },
    // A font is a file of its own, even a small one (the rupee sign's face): inlined into the
    // stylesheet it would be downloaded by every page, whether it shows ₹ or not.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
  // Pre-bundled at dev start, so the first page load does not trigger a re-optimisation.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      'react-toastify/unstyled',
      '@radix-ui/react-dialog',
      'lucide-react',
    ],
  },
  // The hot-reload socket listens on loopback only.
  server: { ws: { host: '127.0.0.1' } },
});
