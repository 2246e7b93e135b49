import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { importFreeExerciseDb, readFreeExerciseDb } from './import-free-exercise-db';
import { readCuratedCatalogue, syncCuratedCatalogue } from './curated-catalogue';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL_CATALOGUE = path.resolve(here, '../../../../../shared/data/free-exercise-db/exercises.json');
const CURATED_CATALOGUE = path.resolve(here, '../../../../catalogue/exercises');

const countRows = async (database: Database) =>
  Number((await database.rows<{ n: string }>(sql`select count(*)::text as n from exercises`))[0]?.n);

describe('importing the catalogue', () => {
  let database: Database;
  let curatedNames = new Set<string>();
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('starts from the curated catalogue', async () => {
    const records = await readCuratedCatalogue(CURATED_CATALOGUE);
    expect((await syncCuratedCatalogue(database, CURATED_CATALOGUE)).added).toBe(records.length);
    curatedNames = new Set(records.map(({ exercise }) => exercise.name.toLowerCase()));
  });

  it('imports the real free-exercise-db file, reports the records it skips by id, and never carries images', async () => {
    const before = await countRows(database);
    const records = await readFreeExerciseDb(REAL_CATALOGUE);
    const progress: number[] = [];
    const summary = await importFreeExerciseDb(database, records, ({ done }) => progress.push(done));
    expect(records).toHaveLength(873);
    // 5 records have no instructions; those that share a name with a curated exercise (e.g. 'Leg Press') are skipped.
    const sharedNames = (records as Array<{ id: string; name: string }>).filter((r) => curatedNames.has(r.name.trim().toLowerCase())).map((r) => r.id);
    expect(sharedNames).toContain('Leg_Press');
    const expected = 873 - 5 - sharedNames.length;
    expect(summary.imported).toBe(expected);
    expect(summary.updated).toBe(0);
    const noInstructions = summary.skipped.filter((s) => s.reason === 'no instructions').map((s) => s.id);
    expect(noInstructions.sort()).toEqual(['Iron_Cross', 'One-Arm_Kettlebell_Swings', 'Push_Press', 'Side_Bridge', 'Side_Jackknife']);
    expect(summary.skipped.filter((s) => s.reason.includes('already exists')).map((s) => s.id).sort()).toEqual(sharedNames.sort());
    expect(summary.skipped).toContainEqual({ id: 'Leg_Press', reason: "an exercise named 'Leg Press' already exists" });
    expect(progress.at(-1)).toBe(expected);
    expect(await countRows(database)).toBe(before + expected);
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
    expect(summary.imported).toBe(0);
    expect(summary.updated).toBeGreaterThan(800);
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
