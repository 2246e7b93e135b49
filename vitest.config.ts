import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const include = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

// Every test runs on the embedded database (PGlite); the server's API tests run a second time on PostgreSQL when
// TEST_DATABASE_URL is set (docs/architecture.md#tests; CI sets it when PostgreSQL answers).
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
    projects: [
      { extends: true as const, test: { name: 'pglite', include, environment: 'node', env: { TEST_ENGINE: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.api.test.ts'],
                environment: 'node',
                env: { TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
