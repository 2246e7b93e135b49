import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they are committed, reviewed and applied at start-up by
// the runtime migrator on PGlite and PostgreSQL alike (docs/architecture.md#database).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
