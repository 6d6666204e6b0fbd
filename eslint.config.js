import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression[property.name='actor']",
          message: 'Use actorOf(request): without a signed-in person the answer is 401, not a 500.',
        },
      ],
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
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
