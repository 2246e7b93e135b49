import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../db/client';

/** Which engine API tests run on: the vitest project sets TEST_ENGINE ('pglite' default, 'postgres' with TEST_DATABASE_URL). */
export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite');

/**
 * A freshly migrated, empty database for one test file: a PGlite clone of the global template, or — on the postgres
 * project — a new database on TEST_DATABASE_URL's server, dropped again by `close`.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') {
    const template = process.env.EQUIPPED_PGLITE_TEMPLATE;
    const dump = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openPglite(null, dump);
    if (!dump) await migrateDatabase(database);
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `equipped_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 5 });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
