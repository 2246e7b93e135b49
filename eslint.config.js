import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of src/web/features, each fenced off from the others by the 'Web layers' block below. */
const WEB_FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The folders of src/server/features, each fenced off from the others but for their faces by SERVER_FEATURE_ZONES. */
const SERVER_FEATURES = fs
  .readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A server feature's face, the one module other features may import: `<feature>.service.ts`, or `<feature>.ts` for a
 * feature of plain modules without a service (catalogue-cache). Paths relative to src/server/features.
 */
const serverFeatureFace = (feature) => [`./${feature}/${feature}.service.ts`, `./${feature}/${feature}.ts`];

/** import-x reads TypeScript (extensions, parser) and resolves `@/…` through tsconfig paths, as internal modules. */
const IMPORT_SETTINGS = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
  'import-x/internal-regex': '^@/',
};

const WEB_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message:
      'A web feature does not import another feature: move what both use to src/web/components, hooks, lib or api, or compose them in an app route.',
  })),
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib', './src/web/api'],
    from: ['./src/web/features', './src/web/app'],
    message: 'The shared web kit (components, hooks, lib, api) imports no feature and no app code.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Web features do not import the app layer (routes, layouts, router).' },
  {
    target: './src/web/service-worker',
    from: ['./src/web/app', './src/web/features', './src/web/components', './src/web/hooks', './src/web/api'],
    message: 'The service worker runs apart from the page: it imports only src/web/lib modules with no page code (offline-reads.ts).',
  },
];

const SERVER_FEATURE_ZONES = SERVER_FEATURES.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: './src/server/features',
  except: [`./${feature}`, ...SERVER_FEATURES.filter((other) => other !== feature).flatMap(serverFeatureFace)],
  message:
    'A server feature reaches another only through its face, <feature>.service.ts (or <feature>.ts where it has no service): export what others need from there, or move what several features share down to src/server/lib or db.',
}));

const SERVER_ZONES = [
  ...SERVER_FEATURE_ZONES,
  {
    target: './src/server/auth',
    from: './src/server/features',
    message: 'The auth core imports no feature: inject feature hooks at composition (src/server/auth-hooks.ts).',
  },
  {
    target: './src/server/db',
    from: ['./src/server/features', './src/server/http'],
    message: 'The database layer imports neither features nor HTTP.',
  },
  {
    target: './src/server/lib',
    from: ['./src/server/features', './src/server/http'],
    message: 'src/server/lib sits below features and HTTP: it imports neither.',
  },
  {
    target: './src/server/features/**/!(*.routes).ts',
    from: './src/server/http',
    message:
      "Only a feature's *.routes.ts imports the HTTP layer: services and their helpers throw the typed errors of src/server/lib/errors.ts.",
  },
];

const SCAFFOLDING_ZONES = [
  {
    target: './src/server',
    from: './src/server/test',
    message: 'Production server code must not import test scaffolding (src/server/test).',
  },
];

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
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (docs/architecture.md#files-and-names).' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Config files (size-limit's too) and the vitest global setup must default-export.
    files: ['*.config.{ts,js}', '.size-limit.mjs', 'src/server/test/global-setup.ts', 'e2e/global-setup.ts', 'e2e/global-teardown.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The web bundle never imports server code (docs/architecture.md#layers); shared code stays free of Node and the DOM.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/server/*', '**/server/**'], message: 'The web bundle must not import server code.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', '@/server/*', '@/web/*'], message: 'src/shared is pure TypeScript.' }] },
      ],
    },
  },
  {
    // Layers (docs/architecture.md#import-rules), one block because a later block would replace these rules' options.
    // Web: app → features → shared kit (components, hooks, lib, api), as bulletproof-react draws them. A feature never
    // imports another feature (what two features share moves down to the kit; a page that shows several features is
    // an app route that composes them); the kit imports no feature and no app code; features import no app code. No
    // feature has a public index.ts today. One zone per folder of src/web/features, so a new feature is fenced in as
    // soon as its folder exists. Server: routes → services → db; a feature imports another only through its face
    // (<feature>.service.ts, or <feature>.ts without a service), one zone per folder of src/server/features, generated
    // like the web's; composition (app.ts, app-deps.ts, auth-hooks.ts, runtime.ts) is no feature and may import any;
    // the auth core knows no feature (features hand it their hooks at composition, src/server/auth-hooks.ts); the
    // database layer and src/server/lib know neither features nor HTTP; in a feature only the *.routes.ts files import
    // HTTP (services throw the errors of lib/errors.ts); test scaffolding (src/server/test) is imported only by tests.
    // No import cycle anywhere in src.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...WEB_ZONES, ...SERVER_ZONES, ...SCAFFOLDING_ZONES] }],
    },
  },
  {
    // Server tests and their scaffolding may reach any server layer (an auth test signs up through the users service);
    // the web fences still hold for web tests.
    files: ['src/**/*.test.{ts,tsx}', 'src/server/test/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: WEB_ZONES }] },
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
