import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const include = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const serverTests = ['src/server/**/*.test.ts'];

// The server's tests run on the embedded database (PGlite), and its API tests a second time on PostgreSQL when
// TEST_DATABASE_URL is set (docs/architecture.md#tests; CI sets it when PostgreSQL answers); the web, shared and build
// tests need no database.
export default defineConfig({
  resolve: { alias },
  test: {
    // Most API tests wait on I/O (the database, a fake Stripe's budget, SSE), so three forks on a 2-core CI machine
    // finish the suite in about half the time of the default (cores - 1 = one fork), measured: 93 s against 181 s for
    // the billing, account and auth files.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/test/global-setup.ts'],
    // An unexpected console.error / console.warn fails the test that printed it (the file says how to declare one).
    setupFiles: ['src/test-support/console-guard.ts'],
    // The server's tests share one module graph per worker (isolate: false) instead of loading the server's modules
    // again for each file (src/server on PGlite, 2 cores, measured: 366 s isolated, 223 s shared; module loading 232 s
    // of worker time → 28 s).
    // They keep no state between files: every file opens its own database and app (src/server/test/test-app.ts), and
    // module-level caches are keyed by that database. The web, shared and build tests stay isolated: several replace
    // modules with vi.mock, which must not leak into the next file.
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: serverTests, isolate: false, environment: 'node', env: { TEST_ENGINE: 'pglite' } },
      },
      { extends: true as const, test: { name: 'web', include, exclude: serverTests, environment: 'node' } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.api.test.ts'],
                isolate: false,
                environment: 'node',
                env: { TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
