import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries between the parts of the repository (docs/architecture.md, "Boundaries").
 * scripts/lint-boundaries.test.ts proves each one reports.
 *
 * No rule here needs type information: the two that do (promises nobody awaits) run in oxlint on
 * TypeScript 7's checker (.oxlintrc.json, `npm run lint:promises`), in a fifth of the time.
 */
const here = (relative) => path.join(import.meta.dirname, relative);

/**
 * A row read with raw SQL has a named type made from the schema's tables (decision 035), not one
 * written out at the call.
 */
const rowTypeRule = {
  selector: 'CallExpression[callee.name=/^queryRows/] > TSTypeParameterInstantiation TSTypeLiteral',
  message:
    "Name the row's type from the schema (e.g. Pick<typeof stones.$inferSelect, 'id' | 'sku'>) in the module's *.queries.ts, or use Drizzle's select: not a type written at the call.",
};

const actorRule = {
  selector: "TSNonNullExpression > MemberExpression[property.name='actor']",
  message: 'Use actorOf(request): without a signed-in person the answer is 401, not a 500.',
};

/** The files that may import drizzle-orm: the db package, services and their queries, tests and benchmarks. */
const databaseFiles = [
  'packages/db/**',
  'apps/server/src/modules/**/*.service.ts',
  'apps/server/src/modules/**/*.queries.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.test-support.ts',
  'apps/server/src/testing/**',
  'bench/**',
  'e2e/**',
  // announceChange: the NOTIFY a service sends inside its changing transaction.
  'apps/server/src/lib/reference-cache.ts',
  // Pieces of the products services (lookups read in the saving transaction, shared SQL, save steps).
  'apps/server/src/modules/products/catalogue-lookups.ts',
  'apps/server/src/modules/products/variant-rows.ts',
  'apps/server/src/modules/products/product-pictures-save.ts',
  'apps/server/src/modules/products/product-variants-save.ts',
  // The stone row every stone read shares (reads, export, ring builder): its columns, joins, list filters and sorts.
  'apps/server/src/modules/stones/stone-rows.ts',
];

/**
 * What a server module offers the other modules (its front door); the rest of its folder is its
 * own. A module not listed offers nothing. Listed files rather than an index.ts that re-exports
 * them: a re-exporting file would load all of a module at once (the start loads the e-mails,
 * PDFs and Redis only when first needed) and join modules into import cycles.
 */
const serverModules = 'apps/server/src/modules';
const serverModulePublicFiles = {
  // Orders and ring sizer requests copy one of the customer's addresses.
  addresses: ['addresses.queries.ts'],
  'after-sale-policy': ['after-sale-basis.service.ts', 'after-sale-policy.service.ts', 'after-sale-values.service.ts'],
  // The reminders' job runs from the jobs module's handlers.
  appointments: ['appointment-reminders.service.ts'],
  audit: ['audit.service.ts'],
  auth: ['account-mail.ts', 'auth.service.ts', 'password-policy.ts', 'tokens.service.ts'],
  bag: ['bag-pricing.service.ts', 'bag-reads.service.ts', 'bag-save.service.ts'],
  'business-details': ['business-details.service.ts', 'cached-business-details.ts'],
  // The runner and its handlers: tests of other modules run the jobs their changes queue.
  jobs: ['jobs.service.ts', 'jobs.runner.ts', 'job-handlers.ts'],
  media: ['media-store.ts', 'media.service.ts', 'read-upload.ts'],
  // Each module's e-mails are templates here, loaded when first sent.
  messages: ['emails/**', 'messages.service.ts', 'shop-notification.ts', 'transports.ts'],
  orders: [
    'order-context.ts',
    'order-huids.service.ts',
    'order-mail.service.ts',
    'order-moves.service.ts',
    'order-placement.service.ts',
    'order-reads.service.ts',
  ],
  payments: ['payment-gateways.ts', 'payment-provider.ts', 'payment-reconcile.service.ts', 'payment-refund.service.ts'],
  pricing: ['repricing.service.ts'],
  // A collection's saved search is counted and read through the listing (decision 047).
  products: ['item-cards.ts', 'product-listing.service.ts', 'product-pictures.service.ts', 'variant-rows.ts'],
  refunds: ['order-refunds.service.ts', 'refund-ledger.service.ts'],
  // The alerts' jobs (queued by stone imports, stone saves, pricing changes and, for collection
  // searches, every change of the pieces' prices) and their handlers' services (the diamond
  // searches' alerts on a thread of their own on the PostgreSQL server).
  'saved-searches': [
    'saved-search-alerts-queue.service.ts',
    'saved-search-alerts-thread.ts',
    'saved-search-collection-alerts-queue.service.ts',
    'saved-search-collection-alerts.service.ts',
    'saved-search-alerts.service.ts',
    'saved-search-digests.service.ts',
  ],
  sessions: ['session-cookie.ts', 'sessions.service.ts'],
  shipments: ['shipment-reads.service.ts', 'shipment-save.service.ts'],
  stones: [
    'stone-import-apply.service.ts',
    'stone-import.service.ts',
    'stone-listing.service.ts',
    'stone-picture-fetch.service.ts',
    'stone-rows.ts',
    // The diamond search index's stones like one (price-history's fair-price band).
    'stone-search-index.ts',
    'stone-search.service.ts',
    'similar-stones.service.ts',
  ],
  'store-credit': ['store-credit-reads.service.ts', 'store-credit.service.ts'],
  'tax-documents': ['line-facts.service.ts', 'tax-document-files.service.ts', 'tax-document-issue.service.ts'],
  tax: ['line-tax-class.service.ts', 'tax-classes.service.ts'],
  users: ['users.service.ts'],
};
// The rule takes globs only (as for the features below): @(name) matches exactly that name.
const publicModuleFiles = Object.entries(serverModulePublicFiles).flatMap(([module, files]) =>
  files.map((file) => here(`${serverModules}/${module}/${file.includes('*') ? file : `@(${file})`}`)),
);
const moduleZones = readdirSync(here(serverModules), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: here(`${serverModules}/${name}/**`),
    from: here(`${serverModules}/*/**`),
    except: [here(`${serverModules}/${name}/**`), ...publicModuleFiles],
    message:
      'A module imports from another module only the files that module offers (serverModulePublicFiles in eslint.config.js): use one of those, or offer the file there if other modules truly need it.',
  }));

/** What a web feature offers the other features; the rest of its folder is its own. */
const webFeatures = 'apps/web/app/features';
const featurePublicFiles = {
  navigation: ['main-menu.ts', 'menu-link-content.tsx'],
  // The site header (navigation's) carries the search box and its shortcut.
  search: ['header-search.tsx', 'use-find-shortcut.ts'],
  pricing: ['live-price.ts'],
  // Any page may offer the inquiry form (a stone page's "Ask about this stone").
  inquiries: ['inquiry-form.tsx'],
  // The diamond search and stone pages (stones-shop) show stones with the products' picture, price, pager and page parts.
  products: ['pagination.tsx', 'product-gallery.tsx', 'product-image.tsx', 'product-info.tsx', 'product-price.tsx'],
  'ring-builder': [
    'pair-storage.ts',
    'builder-bar.tsx',
    'select-stone-button.tsx',
    'add-to-setting-button.tsx',
    'select-setting-button.tsx',
    // The setting drawn with its stone: the review, the bag's built ring and the orders show it.
    'ring-picture.tsx',
  ],
  // The cards and pages of pieces and stones carry the wish list's heart.
  'wish-list': ['wish-heart.tsx', 'wished-skus.ts'],
  // A returned piece goes back to the customer as a parcel, booked with the ship move's fields.
  orders: ['shipment-fields.tsx'],
  // Checkout adds to the address book the way My details does.
  account: ['add-address-form.tsx', 'address-actions.server.ts', 'address-fields.tsx'],
};
// The rule takes globs only: @(a|b) matches exactly those names.
const publicFeatureFiles = Object.entries(featurePublicFiles).map(([feature, files]) =>
  here(`${webFeatures}/${feature}/@(${files.join('|')})`),
);
const featureZones = readdirSync(here(webFeatures), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: here(`${webFeatures}/${name}/**`),
    from: here(`${webFeatures}/*/**`),
    except: [here(`${webFeatures}/${name}/**`), ...publicFeatureFiles],
    message:
      'A feature imports from another feature only the files that feature offers (featurePublicFiles in eslint.config.js); move anything else both need to components/ or lib/.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'apps/web/public/imagery/**',
      'packages/db/drizzle/**',
      'shot.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'e2e/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['@facet/source', 'types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', actorRule, rowTypeRule],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@facet/contracts/zod' (readable messages are configured there)." },
            {
              name: 'react-toastify',
              message:
                "Import from 'react-toastify/unstyled': the main entry injects a <style> element the CSP refuses, and the two entries keep separate toast queues.",
            },
            {
              name: 'react-toastify/unstyled',
              importNames: ['toast'],
              message:
                'Import toast from apps/web/app/lib/toast.ts: it loads react-toastify on demand, and only its toasts reach the toast area it mounts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // No file over 400 lines: a long file is split by job.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // typescript-eslint's twin of no-restricted-imports, so the house list above still applies here.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: databaseFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Only services (modules/**/*.service.ts) and packages/db talk to the database: move the query into the service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: moduleZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/web',
              from: ['apps/server', 'packages/db'],
              message: 'The web app gets its data through the API; @facet/contracts is what it shares with the server.',
            },
            {
              target: ['apps/web/app/components', 'apps/web/app/lib'],
              from: ['apps/web/app/features', 'apps/web/app/routes'],
              message:
                'components/ and lib/ are what features and routes build on, never the other way round: move what both need down into components/ or lib/, or the code that needs the feature up into it.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      // A scrollable region (a wide table on a phone) takes focus so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The web calls the API only through declared endpoints (api.call(couponEndpoints.end, …);
    // decision 034): an address typed by hand, or an answer's type given by a cast, is what tsc
    // cannot check. Links to files and upload addresses come from the declarations too (endpointUrl).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        actorRule,
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through its declared endpoint: api.call(<module>Endpoints.<name>, …).',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message: 'Call the API through its declared endpoint: api.call(<module>Endpoints.<name>, …).',
        },
        {
          selector: 'CallExpression[typeArguments][callee.property.name=/^(get|post|put|delete)$/]',
          message:
            'A type argument on an API call is a cast tsc cannot check: use api.call with the declared endpoint.',
        },
      ],
    },
  },
);
