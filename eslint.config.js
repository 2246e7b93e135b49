import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // Console: production code never writes to the console. The server logs through its pino logger; the web client
  // reports handled failures through src/web/lib/report-error.ts, the one file allowed to. Tests, test support, scripts,
  // the CLI and the benchmarks may print.
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/lib/report-error.ts'],
    rules: { 'no-console': 'error' },
  },
);
