import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, migrateDatabase, migrationsFolder, openPglite } from '../db/client';

type Journal = { entries: Array<{ idx: number; tag: string }> };

/**
 * An in-memory PGlite database migrated up to, not including, the migration `tag`: the migrations before it are
 * applied from a copy of the folder whose journal stops there, so a test can write rows as the app wrote them then and
 * apply the rest with {@link migrateRest} — as a server upgrading an existing database does.
 *
 * @throws Error when `tag` is not a migration of the journal (or is the first).
 * @returns the database and `close`, which closes it and removes the copied folder.
 */
export async function migratedBefore(tag: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = migrationsFolder();
  const before = await mkdtemp(path.join(os.tmpdir(), 'equipped-migrations-'));
  await cp(folder, before, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  if (upTo < 1) throw new Error(`${tag} is not a later migration of ${folder}`);
  await writeFile(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  const database = await openPglite(null);
  await migrate(database.db as never, { migrationsFolder: before });
  return {
    database,
    close: async () => {
      await database.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}

/** Applies every migration `database` lacks, from the real folder, as the server does at start (migrateDatabase). */
export async function migrateRest(database: Database): Promise<void> {
  await migrateDatabase(database);
}
