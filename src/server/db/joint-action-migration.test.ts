import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jointActionPattern } from '@/shared/catalogue/training';
import { mapFreeExerciseDbRecord } from '../features/catalogue-import/free-exercise-db';
import { readFreeExerciseDb } from '../features/catalogue-import/import-free-exercise-db';
import { FREE_EXERCISE_DB_FILE } from '../test/fixtures/test-catalogue';
import { type Database } from './client';
import { migratedBefore, migrateRest } from '../test/migrated-before';

const TAG = '0012_joint_action_patterns';

/**
 * Migration 0012 (docs/product.md#training-vocabulary) on a database written before it, as a server upgrading an
 * existing database meets it: the migrations before it from a copy of the folder whose journal stops there, then the
 * real folder's.
 */
describe(`migration ${TAG}`, () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => ({ database, close } = await migratedBefore(TAG)));
  afterAll(() => close());

  it("gives each stored 'isolation' pattern its joint action, and leaves other patterns alone", async () => {
    await database.rows(sql`
      insert into exercises (exercise_name, equipment_type, target_muscle_groups, description, primary_muscles, movement_pattern)
      values ('Cable Crossover', 'Cable Machine', 'Chest', 'Flies.', '{Chest}', 'isolation'),
             ('Seated Hamstring Curl', 'Leg Curl Machine', 'Hamstrings', 'Curls.', '{Hamstrings}', 'isolation'),
             ('Zottman Curl', 'Dumbbells', 'Biceps', 'Curls.', '{Biceps,Forearms}', 'isolation'),
             ('Odd Machine Thing', 'Cable Machine', 'Side Delts', 'Raises.', '{Side Delts}', 'isolation'),
             ('Mystery Move', 'Dumbbells', 'Neck', 'Moves.', '{}', 'isolation'),
             ('Back Squat', 'Barbells', 'Quadriceps', 'Squats.', '{Quadriceps}', 'squat')`);

    await migrateRest(database);

    const rows = await database.rows<{ exercise_name: string; movement_pattern: string | null }>(
      sql`select exercise_name, movement_pattern from exercises order by exercise_name`,
    );
    expect(rows).toEqual([
      { exercise_name: 'Back Squat', movement_pattern: 'squat' },
      { exercise_name: 'Cable Crossover', movement_pattern: 'horizontal-adduction' },
      { exercise_name: 'Mystery Move', movement_pattern: null },
      { exercise_name: 'Odd Machine Thing', movement_pattern: 'shoulder-abduction' },
      { exercise_name: 'Seated Hamstring Curl', movement_pattern: 'knee-flexion' },
      { exercise_name: 'Zottman Curl', movement_pattern: 'elbow-flexion' },
    ]);
  });

  it('applies the rules of jointActionPattern to every name of the real free-exercise-db file, as imported and as written there', async () => {
    const pairs: Array<[string, string[]]> = [];
    for (const record of await readFreeExerciseDb(FREE_EXERCISE_DB_FILE)) {
      const mapped = mapFreeExerciseDbRecord(record);
      if (!mapped.ok) continue;
      const { exerciseName, primaryMuscles } = mapped.value;
      pairs.push([exerciseName, primaryMuscles], [(record as { name: string }).name, primaryMuscles]);
    }
    expect(pairs.length).toBeGreaterThan(1500);
    const input = JSON.stringify(pairs.map(([name, primary]) => ({ name, first: primary[0] ?? '' })));
    const rows = await database.rows<{ pattern: string | null }>(sql`
      select equipped_joint_action_pattern(p.value->>'name', array[p.value->>'first']) as pattern
      from jsonb_array_elements(${input}::jsonb) with ordinality as p(value, ord) order by p.ord`);
    const disagreements = pairs
      .map(([name, primary], index) => ({ name, ts: jointActionPattern(name, primary.slice(0, 1)), sql: rows[index]?.pattern ?? null }))
      .filter((row) => row.ts !== row.sql);
    expect(disagreements).toEqual([]);
  });
});
