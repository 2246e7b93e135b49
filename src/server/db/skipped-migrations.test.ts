import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySkippedMigrations, type Database, migrationsFolder } from './client';
import { migratedBefore, migrateRest } from '../test/migrated-before';

/**
 * A database migrated to 0012 before 0013 existed: drizzle's migrator runs only migrations later (by journal
 * timestamp) than the newest applied, and 0013–0015 carry earlier timestamps than 0012, so without
 * applySkippedMigrations that database would never get the training log's tables.
 */
describe('migrations drizzle would skip', () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => ({ database, close } = await migratedBefore('0013_suggestion_picture')));
  afterAll(() => close());

  it('are run in journal order before the later ones, so a database at 0012 gets the training log and planned weights', async () => {
    const journal = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    expect(journal[13]!.folderMillis).toBeLessThan(journal[12]!.folderMillis);

    await migrateRest(database);

    const tables = await database.rows<{ name: string | null }>(
      sql`select to_regclass('training_preferences')::text as name union all select to_regclass('training_sets')::text`,
    );
    expect(tables.map((row) => row.name)).toEqual(['training_preferences', 'training_sets']);
    const [column] = await database.rows<{ name: string }>(
      sql`select column_name as name from information_schema.columns where table_name = 'workout_exercises' and column_name = 'bodyweight'`,
    );
    expect(column?.name).toBe('bodyweight');
    const [recorded] = await database.rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(recorded!.count).toBe(journal.length);
  });

  it('are run once: a migrated database has none left', async () => {
    expect(await applySkippedMigrations(database, migrationsFolder())).toBe(0);
  });
});
