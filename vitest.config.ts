import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const include = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

// Every test runs on the embedded database (PGlite); the server's API tests run a second time on PostgreSQL when
// TEST_DATABASE_URL is set (ARCHITECTURE.md §4; CI sets it when PostgreSQL answers).
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/test/global-setup.ts'],
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
