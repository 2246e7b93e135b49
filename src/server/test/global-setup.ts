import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openPglite } from '../db/client';

/**
 * Vitest global setup: migrates one in-memory PGlite database once and dumps it to a file that every API test file
 * loads (docs/architecture.md#tests: cloning a migrated template takes ~1 s instead of migrating per test).
 */
export default async function setup() {
  const database = await openPglite(null);
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `equipped-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.EQUIPPED_PGLITE_TEMPLATE = file;
}
