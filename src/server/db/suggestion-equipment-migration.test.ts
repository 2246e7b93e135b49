import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from './client';
import { migratedBefore, migrateRest } from '../test/migrated-before';

/**
 * Migration 0009 (docs/decisions/0025-required-and-optional-equipment.md) on a database that already holds suggestions:
 * the migrations up to 0008 are applied by the runtime migrator from a copy of the folder whose journal stops there,
 * suggestions are written as the app wrote them then, and the real folder's migrator then applies 0009 alone — as a
 * server upgrading an existing database does.
 */
describe('migration 0009_suggestion_equipment_needs', () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => ({ database, close } = await migratedBefore('0009_suggestion_equipment_needs')));
  afterAll(() => close());

  it('gives every existing suggestion its equipment type as its one required group, and no helpful items', async () => {
    await database.rows(sql`insert into "user" (id, name, email) values ('migration-member', 'Member', 'member@example.com')`);
    await database.rows(sql`
      insert into suggested_exercises (user_id, exercise_name, description, equipment_type, target_muscle_groups, status)
      values ('migration-member', 'Old Pending', 'Waiting.', 'Kettlebells', 'Glutes', 'pending'),
             ('migration-member', 'Old Approved', 'Taken.', 'Sandbag', 'Back', 'approved')`);

    await migrateRest(database);

    const rows = await database.rows<{ exercise_name: string; required_equipment: string[][]; optional_equipment: string[] }>(
      sql`select exercise_name, required_equipment, optional_equipment from suggested_exercises order by exercise_name`,
    );
    expect(rows).toEqual([
      { exercise_name: 'Old Approved', required_equipment: [['Sandbag']], optional_equipment: [] },
      { exercise_name: 'Old Pending', required_equipment: [['Kettlebells']], optional_equipment: [] },
    ]);
  });

  it('lets a row written without the new columns take their empty defaults', async () => {
    await database.rows(sql`
      insert into suggested_exercises (user_id, exercise_name, description, equipment_type, target_muscle_groups)
      values ('migration-member', 'New Row', 'Fresh.', 'Dumbbells', 'Chest')`);
    const [row] = await database.rows<{ required_equipment: unknown; optional_equipment: unknown }>(
      sql`select required_equipment, optional_equipment from suggested_exercises where exercise_name = 'New Row'`,
    );
    expect(row).toEqual({ required_equipment: [], optional_equipment: [] });
  });
});
