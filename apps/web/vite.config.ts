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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
