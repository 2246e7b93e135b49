import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
    // Server layers (docs/architecture.md#what-may-import-what): no import cycles anywhere in src; the auth core knows no
    // feature (features hand it their hooks at composition, src/server/auth-hooks.ts); the database layer knows neither
    // features nor HTTP; test scaffolding (src/server/test) is imported only by tests. `@/…` resolves through tsconfig paths.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/internal-regex': '^@/',
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/server/auth', from: './src/server/features', message: 'The auth core imports no feature: inject feature hooks at composition (src/server/auth-hooks.ts).' },
            { target: './src/server/db', from: ['./src/server/features', './src/server/http'], message: 'The database layer imports neither features nor HTTP.' },
            { target: './src/server/features', from: './src/server/test', message: 'Test scaffolding is for tests only.' },
            { target: './src/server', from: './src/server/test', message: 'Production server code must not import test scaffolding.' },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the scaffolding; the scaffolding may use itself.
    files: ['src/**/*.test.ts', 'src/server/test/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Server logging goes through the logger (pino), never the console.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: { 'no-console': 'error' },
  },
);
