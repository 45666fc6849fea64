import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];

/**
 * The only packages `packages/domain` may import outside its tests: pure code, no I/O. A new
 * dependency of the domain is added here on purpose, not by accident.
 */
const DOMAIN_PACKAGES = ['luxon', 'zod', 'papaparse', 'csv-stringify/sync'];

const regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Every web feature, read from the folder so a new one is fenced off from the others at once. */
const FEATURES = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import zones (docs/decisions.md, "Import boundaries"). Everywhere, tests included: dependencies
 * point one way, domain ← server and domain ← web, and features never import each other (routes in
 * app/ compose them).
 */
const BOUNDARY_ZONES = [
  {
    target: 'packages/domain',
    from: ['apps', 'bench', 'e2e', 'scripts'],
    message: 'packages/domain is pure and imported by the apps, never the other way round.',
  },
  { target: 'apps/web', from: 'apps/server', message: 'The web app talks to the server only over HTTP.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
  ...FEATURES.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: compose them in app/ (a route or app/page/), or move the shared part to components/ or lib/.',
  })),
];

/**
 * The web app's layers, for its source (a test may render a feature inside the shell it lives in):
 * components/ and lib/ sit below features and app/; features below app/; route files share page
 * pieces through app/page/, not through each other.
 */
const LAYER_ZONES = [
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'components/ and lib/ serve every feature and page, so they import neither.',
  },
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'Features do not reach into the app shell or routes; a route passes what a feature needs.',
  },
  {
    target: 'apps/web/src/app/routes',
    from: 'apps/web/src/app/routes',
    except: ['./not-found-route.tsx', './dashboards-route.module.css'],
    message: 'Route files do not import each other: shared page pieces live in app/page/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['bench/**', 'scripts/**', 'apps/server/src/demo-data/seed-cli.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  // Import boundaries.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...BOUNDARY_ZONES, ...LAYER_ZONES] },
      ],
      // A cycle runs only through files something imports, so tests (never imported) are left out,
      // and external packages are not followed: that took the rule from about 20 s to 8 s here.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.{1,2}/|(${DOMAIN_PACKAGES.map(regexEscape).join('|')})$)`,
              message: `packages/domain does no I/O: it imports only ${DOMAIN_PACKAGES.join(', ')} and its own files (the list is DOMAIN_PACKAGES in eslint.config.js).`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  // The apps by package name too: a bare name the resolver cannot follow would slip past the zones.
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@prism/server', '@prism/server/*'],
              message: 'The web app talks to the server only over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@prism/web', '@prism/web/*'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
);
