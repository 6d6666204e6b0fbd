import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Workspace packages (@facet/*) are read from their TypeScript source by Vite. */
const SOURCE_CONDITION = '@facet/source';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  environments: {
    ssr: {
      resolve: {
        conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        // Node-only code never enters the web app.
        external: ['@facet/db'],
      },
    },
  },
  build: { sourcemap: false },
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
  // The hot-reload socket listens on loopback only (STACK-NOTES).
  server: { ws: { host: '127.0.0.1' } },
});
