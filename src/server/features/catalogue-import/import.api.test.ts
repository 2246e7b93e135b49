import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { importFreeExerciseDb, readFreeExerciseDb } from './import-free-exercise-db';
import { readStarterCatalogue, seedStarterCatalogue } from './starter-catalogue';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL_CATALOGUE = path.resolve(here, '../../../../../shared/data/free-exercise-db/exercises.json');
const STARTER_CATALOGUE = path.resolve(here, '../../../../catalogue/exercises.json');

const countRows = async (database: Database) =>
  Number((await database.rows<{ n: string }>(sql`select count(*)::text as n from exercises`))[0]?.n);

describe('importing the catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the starter catalogue: at least 4 per equipment option, one sample each, every field filled', async () => {
    const records = await readStarterCatalogue(STARTER_CATALOGUE);
    const counts = await seedStarterCatalogue(database, STARTER_CATALOGUE);
    expect(counts).toEqual({ imported: records.length, updated: 0 });
    for (const equipment of EQUIPMENT_OPTIONS) {
      const rows = await database.db.select().from(exercises).where(eq(exercises.equipmentType, equipment));
      expect(rows.length, equipment).toBeGreaterThanOrEqual(4);
      expect(rows.filter((r) => r.isSample).length, `${equipment} samples`).toBeGreaterThanOrEqual(1);
      for (const row of rows) {
        expect([row.pros, row.cons, row.description, row.targetMuscleGroups].every(Boolean), row.exerciseName).toBe(true);
        expect(row.tags?.length ?? 0, row.exerciseName).toBeGreaterThan(0);
      }
    }
  });

  it('imports the real free-exercise-db file, reports the records it skips by id, and never carries images', async () => {
    const before = await countRows(database);
    const records = await readFreeExerciseDb(REAL_CATALOGUE);
    const progress: number[] = [];
    const summary = await importFreeExerciseDb(database, records, ({ done }) => progress.push(done));
    expect(records).toHaveLength(873);
    // 5 records have no instructions, 33 need gear the equipment taxonomy has no item for (free-exercise-db.test.ts
    // lists them), 11 share a name with a starter exercise (e.g. 'Leg Press'): all are skipped.
    expect(summary.imported).toBe(824);
    expect(summary.updated).toBe(0);
    const noInstructions = summary.skipped.filter((s) => s.reason === 'no instructions').map((s) => s.id);
    expect(noInstructions.sort()).toEqual(['Iron_Cross', 'One-Arm_Kettlebell_Swings', 'Push_Press', 'Side_Bridge', 'Side_Jackknife']);
    expect(summary.skipped.filter((s) => s.reason.includes('equipment taxonomy'))).toHaveLength(33);
    expect(summary.skipped.filter((s) => s.reason.includes('already exists'))).toHaveLength(11);
    expect(summary.skipped).toContainEqual({ id: 'Leg_Press', reason: "an exercise named 'Leg Press' already exists" });
    expect(progress.at(-1)).toBe(824);
    expect(await countRows(database)).toBe(before + 824);
    const legPresses = await database.rows<{ n: number }>(sql`select count(*)::int as n from exercises where lower(exercise_name) = 'leg press'`);
    expect(legPresses[0]?.n).toBe(1);

    const [squat] = await database.db.select().from(exercises).where(eq(exercises.sourceId, 'free-exercise-db:Barbell_Squat'));
    expect(squat?.equipmentType).toBe('Barbells');
    expect(squat?.description).toMatch(/^1\. /);
    expect(squat?.isSample).toBe(false);
    expect(JSON.stringify(squat)).not.toMatch(/\.jpg/);
  });

  it('updates by source id on a second import instead of duplicating, and keeps an admin-set sample flag', async () => {
    const before = await countRows(database);
    await database.db.update(exercises).set({ isSample: true }).where(eq(exercises.sourceId, 'free-exercise-db:Barbell_Squat'));
    const summary = await importFreeExerciseDb(database, await readFreeExerciseDb(REAL_CATALOGUE));
    expect(summary).toMatchObject({ imported: 0, updated: 824 });
    expect(await countRows(database)).toBe(before);
    const [squat] = await database.db.select().from(exercises).where(eq(exercises.sourceId, 'free-exercise-db:Barbell_Squat'));
    expect(squat?.isSample).toBe(true);
  });

  it('skips an invalid record with its id and imports the rest', async () => {
    const good = { id: 'Test_Row', name: 'Test Row', force: 'pull', level: 'beginner', mechanic: null, equipment: 'cable', primaryMuscles: ['lats'], secondaryMuscles: [], instructions: ['Pull.'], category: 'strength', images: ['x.jpg'] };
    const bad = { ...good, id: 'Broken_Row', level: 'legendary' };
    const summary = await importFreeExerciseDb(database, [good, bad]);
    expect(summary.imported).toBe(1);
    expect(summary.skipped).toEqual([{ id: 'Broken_Row', reason: expect.stringContaining('level') }]);
  });
});
