import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS } from '@/shared/catalogue/muscles-worked';
import { type Database, migrationsFolder } from './client';
import { migratedBefore, migrateRest } from '../test/migrated-before';

const TAG = '0011_muscle_vocabulary';

/**
 * Migration 0011 (docs/decisions/0028-one-muscle-vocabulary.md) on a database written before it: the migrations up to
 * 0010 are applied from a copy of the folder whose journal stops there, rows are written as the app wrote them then,
 * and the real folder's migrator applies 0011 — as a server upgrading an existing database does.
 */
describe(`migration ${TAG}`, () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => ({ database, close } = await migratedBefore(TAG)));
  afterAll(() => close());

  it('writes every target muscles text in the vocabulary, keeping what names no muscle', async () => {
    await database.rows(sql`insert into "user" (id, name, email) values ('migration-member', 'Member', 'member@example.com')`);
    await database.rows(sql`
      insert into exercises (exercise_name, equipment_type, target_muscle_groups, description, primary_muscles, secondary_muscles)
      values ('Curated Row', 'Cable Machine', 'Latissimus Dorsi, Rhomboids, Biceps', 'Rows.', '{Lats,Upper Back}', '{Biceps,Lats,Rear Delts}'),
             ('Hand Written', 'Dumbbells', 'Shoulders, core,  Latissimus Dorsi , Neck, Abductors (Outer Thighs), Front Delts', 'Presses.', '{}', '{}'),
             ('Unknown Only', 'Dumbbells', 'Neck', 'Neck work.', '{}', '{}')`);
    await database.rows(sql`
      insert into suggested_exercises (user_id, exercise_name, description, equipment_type, target_muscle_groups)
      values ('migration-member', 'Suggested', 'Pulls.', 'Cable Machine', 'Back, Rhomboids, Traps')`);

    await migrateRest(database);

    const rows = await database.rows<{ exercise_name: string; target_muscle_groups: string }>(
      sql`select exercise_name, target_muscle_groups from exercises order by exercise_name`,
    );
    expect(rows).toEqual([
      { exercise_name: 'Curated Row', target_muscle_groups: 'Lats, Upper Back, Biceps, Rear Delts' },
      {
        exercise_name: 'Hand Written',
        target_muscle_groups: 'Front Delts, Side Delts, Rear Delts, Abs, Obliques, Lats, Neck, Hip Abductors',
      },
      { exercise_name: 'Unknown Only', target_muscle_groups: 'Neck' },
    ]);
    const [suggestion] = await database.rows<{ target_muscle_groups: string }>(sql`select target_muscle_groups from suggested_exercises`);
    expect(suggestion?.target_muscle_groups).toBe('Lats, Upper Back, Traps');
    // The helper was for the migration only.
    const functions = await database.rows(sql`select 1 from pg_proc where proname = 'equipped_vocabulary_muscles'`);
    expect(functions).toEqual([]);
  });

  it('maps exactly the terms musclesWorked reads, to the same muscles', async () => {
    const text = await readFile(path.join(migrationsFolder(), `${TAG}.sql`), 'utf8');
    const mapping = new Map(
      [...text.matchAll(/\('([a-z ]+)', ARRAY\[([^\]]+)\]\)/g)].map(([, key, names]) => [
        key!,
        [...names!.matchAll(/'([^']+)'/g)].map((m) => m[1]),
      ]),
    );
    expect(new Map([...TERMS].map(([key, muscles]) => [key, [...muscles]]))).toEqual(mapping);
  });
});
