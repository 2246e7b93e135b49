import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of src/web/features, each fenced off from the others by the 'Web layers' block below. */
const WEB_FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md §4).' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Config files and the vitest global setup must default-export.
    files: ['*.config.{ts,js}', 'src/server/test/global-setup.ts', 'e2e/global-setup.ts', 'e2e/global-teardown.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The web bundle never imports server code (ARCHITECTURE.md §3); shared code stays free of Node and the DOM.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/**'], message: 'The web bundle must not import server code.' }] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '@/server/*', '@/web/*'], message: 'src/shared is pure TypeScript.' }] }] },
  },
  {
    // Web layers: app → features → shared kit (components, hooks, lib, api), as bulletproof-react draws them. A feature
    // never imports another feature (what two features share moves down to the kit; a page that shows several features
    // is an app route that composes them); the kit imports no feature and no app code; features import no app code.
    // No feature has a public index.ts today: the app imports the pages and components it composes directly. One zone
    // per folder of src/web/features, so a new feature is fenced in as soon as its folder exists.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A web feature does not import another feature: move what both use to src/web/components, hooks, lib or api, or compose them in an app route.',
            })),
            {
              target: ['./src/web/components', './src/web/hooks', './src/web/lib', './src/web/api'],
              from: ['./src/web/features', './src/web/app'],
              message: 'The shared web kit (components, hooks, lib, api) imports no feature and no app code.',
            },
            { target: './src/web/features', from: './src/web/app', message: 'Web features do not import the app layer (routes, layouts, router).' },
          ],
        },
      ],
      // And no import cycle inside the web bundle (there is none; a cycle would blur which layer owns what).
      'import-x/no-cycle': 'error',
    },
  },
  // Console: production code never writes to the console. The server logs through its pino logger; the web client
  // reports handled failures through src/web/lib/report-error.ts, the one file allowed to. Tests, test support, scripts,
  // the CLI and the benchmarks may print.
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/lib/report-error.ts'],
    rules: { 'no-console': 'error' },
  },
);
