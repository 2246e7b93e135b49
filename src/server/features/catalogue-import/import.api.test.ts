import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_CATALOGUE_RULES, hasFullBreakdown } from '@/shared/catalogue/curated-exercise';
import { isEquipmentName } from '@/shared/catalogue/equipment-taxonomy';
import { normaliseExerciseName } from '@/shared/catalogue/exercise-name';
import { MUSCLE_GROUP_NAMES, matchesMuscleGroup } from '@/shared/catalogue/muscles';
import type { Database } from '../../db/client';
import { exercises, user, userFavorites, workoutExercises, workouts } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { importFreeExerciseDb, type ImportSummary, readFreeExerciseDb } from './import-free-exercise-db';
import { syncCuratedCatalogue } from './curated-catalogue';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL_CATALOGUE = path.resolve(here, '../../../../../shared/data/free-exercise-db/exercises.json');
const CURATED_CATALOGUE = path.resolve(here, '../../../../catalogue/exercises');

const countRows = async (database: Database) =>
  Number((await database.rows<{ n: string }>(sql`select count(*)::text as n from exercises`))[0]?.n);

/**
 * What the name of an exercise says it uses, and the equipment filters one of which must find it
 * (docs/product.md#catalogue). A pull-up or chin-up hangs from a pull-up bar, or from the assisted pull-up machine's own;
 * a "Smith Machine Leg Press" is pressed lying under the Smith machine's bar, on no leg press machine.
 */
const NAMED_EQUIPMENT: Array<[RegExp, string[]]> = [
  [/treadmill/i, ['Treadmill']],
  [/elliptical/i, ['Elliptical Machine']],
  [/leg press/i, ['Leg Press Machine', 'Smith Machine']],
  [/smith/i, ['Smith Machine']],
  [/cable/i, ['Cable Machine']],
  [/pull-?ups?\b|chin-?ups?\b/i, ['Pull-up Bar', 'Assisted Pull-up Machine']],
  [/kettlebell/i, ['Kettlebells']],
  [/dumbbell/i, ['Dumbbells']],
];

describe('importing free-exercise-db into the curated catalogue (docs/product.md#catalogue)', () => {
  let database: Database;
  let first: ImportSummary;
  beforeAll(async () => {
    database = await openTestDatabase();
    await syncCuratedCatalogue(database, CURATED_CATALOGUE);
  });
  afterAll(() => database.close());
  const anyOtherExercise = async () =>
    (await database.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.sourceId, 'equipped:pull-up')))[0]?.id;

  it('adds what is new, merges what the catalogue already has, lists every skipped record with its id and reason, and never carries images', async () => {
    const before = await countRows(database);
    const records = await readFreeExerciseDb(REAL_CATALOGUE);
    expect(records).toHaveLength(873);
    const progress: number[] = [];
    first = await importFreeExerciseDb(database, records, ({ done }) => progress.push(done));
    // Every record is accounted for once: added, merged or skipped.
    expect(first.added + first.merged + first.skipped.length).toBe(records.length);
    expect(first.updated).toBe(0);
    expect(first.merged).toBeGreaterThan(50);
    expect(first.skipped.every((skip) => skip.id !== null && skip.reason.length > 0)).toBe(true);
    const noInstructions = first.skipped.filter((s) => s.reason === 'no instructions').map((s) => s.id);
    expect(noInstructions.sort()).toEqual(['Iron_Cross', 'One-Arm_Kettlebell_Swings', 'Push_Press', 'Side_Bridge', 'Side_Jackknife']);
    expect(first.skipped).toContainEqual({ id: 'Squats_-_With_Bands', reason: expect.stringContaining('same exercise as') });
    expect(first.skipped.length / records.length).toBeLessThan(0.06);
    expect(progress.at(-1)).toBe(first.added + first.merged);
    expect(await countRows(database)).toBe(before + first.added);

    // The curated Pull-Up took in "Pullups": one entry, the curated words.
    const pullUps = await database.db
      .select()
      .from(exercises)
      .where(sql`${exercises.sourceId} = 'equipped:pull-up' or ${exercises.sourceId} = 'free-exercise-db:Pullups'`);
    expect(pullUps).toHaveLength(1);
    expect(pullUps[0]?.exerciseName).toBe('Pull-Up');

    const [squat] = await database.db.select().from(exercises).where(eq(exercises.sourceId, 'free-exercise-db:Barbell_Squat'));
    if (squat) {
      expect(squat.sourceLicence).toBe('Unlicense');
      expect(squat.formSteps.length).toBeGreaterThan(0);
      expect(squat.isSample).toBe(false);
      expect(JSON.stringify(squat)).not.toMatch(/\.jpg/);
    }
  });

  it('gives the full breakdown to the share of the merged catalogue the rules ask for: curated exercises and the imports merged into them', async () => {
    const rows = await database.db.select().from(exercises);
    const full = rows.filter(hasFullBreakdown);
    // An imported exercise never has benefits and considerations of its own: the full ones are the curated ones.
    expect(full.every((row) => row.sourceId?.startsWith('equipped:'))).toBe(true);
    expect(full.length / rows.length, `${full.length} of ${rows.length}`).toBeGreaterThanOrEqual(
      CURATED_CATALOGUE_RULES.minFullBreakdownShare,
    );
    expect(hasFullBreakdown({ ...full[0]!, cons: null })).toBe(false);
    expect(hasFullBreakdown({ ...full[0]!, aliases: [] })).toBe(false);
  });

  it('leaves one entry per exercise, every named piece of equipment findable, no generic bucket, and every muscle group something to find', async () => {
    const rows = await database.db.select().from(exercises);
    const names = rows.map((row) => normaliseExerciseName(row.exerciseName));
    expect(names.length - new Set(names).size).toBe(0);
    for (const row of rows) {
      for (const [pattern, items] of NAMED_EQUIPMENT) {
        if (pattern.test(row.exerciseName))
          expect(
            items.some((item) => row.equipment.includes(item)),
            `${row.exerciseName}: ${row.equipment.join(', ')}`,
          ).toBe(true);
      }
      expect(row.equipment.every(isEquipmentName), `${row.exerciseName}: ${row.equipment.join(', ')}`).toBe(true);
    }
    for (const group of MUSCLE_GROUP_NAMES)
      expect(
        rows.some((row) => matchesMuscleGroup(row.targetMuscleGroups, group)),
        group,
      ).toBe(true);
  });

  it('updates its own rows on a second import instead of duplicating, merges the same records again, and keeps an admin’s sample flag and edits', async () => {
    const before = await countRows(database);
    const [added] = await database.db
      .select()
      .from(exercises)
      .where(sql`${exercises.sourceId} like 'free-exercise-db:%'`)
      .limit(2);
    await database.db.update(exercises).set({ isSample: true }).where(eq(exercises.id, added!.id));
    const [other] = await database.db
      .select()
      .from(exercises)
      .where(sql`${exercises.sourceId} like 'free-exercise-db:%' and ${exercises.id} <> ${added!.id}`)
      .limit(1);
    await database.db
      .update(exercises)
      .set({ description: 'Written by an admin.', editedAt: sql`now()` })
      .where(eq(exercises.id, other!.id));

    const second = await importFreeExerciseDb(database, await readFreeExerciseDb(REAL_CATALOGUE));
    expect(second).toMatchObject({ added: 0, merged: first.merged, updated: first.added - 1 });
    expect(await countRows(database)).toBe(before);
    const [flagged] = await database.db.select().from(exercises).where(eq(exercises.id, added!.id));
    expect(flagged?.isSample).toBe(true);
    const [edited] = await database.db.select().from(exercises).where(eq(exercises.id, other!.id));
    expect(edited?.description).toBe('Written by an admin.');
    const pullUp = await database.db
      .select({ aliases: exercises.aliases })
      .from(exercises)
      .where(eq(exercises.sourceId, 'equipped:pull-up'));
    expect(new Set(pullUp[0]?.aliases).size).toBe(pullUp[0]?.aliases.length);
  });

  it('folds a row of an earlier import into the exercise it turned out to be: favourites and workout entries move, the row goes', async () => {
    // An earlier catalogue had no "Pallof Press" alias, so an earlier import added the dataset's record as its own row.
    const cable = eq(exercises.sourceId, 'equipped:cable-pallof-press');
    const [curated] = await database.db.select().from(exercises).where(cable);
    const [imported] = await database.db
      .insert(exercises)
      .values({
        sourceId: 'free-exercise-db:Pallof_Press',
        exerciseName: 'Pallof Press (earlier import)',
        equipmentType: 'Cable Machine',
        targetMuscleGroups: 'Core',
        description: '',
        difficultyLevel: 'beginner',
      })
      .returning();
    const pullUp = await anyOtherExercise();
    const member = { id: 'fold-member', name: 'Fold', email: 'fold@example.com' };
    await database.db.insert(user).values(member);
    await database.db.insert(userFavorites).values([
      { userId: member.id, exerciseId: imported!.id },
      { userId: member.id, exerciseId: curated!.id },
    ]);
    const [alone, both] = await database.db
      .insert(workouts)
      .values([
        { userId: member.id, name: 'Core' },
        { userId: member.id, name: 'Both' },
      ])
      .returning({ id: workouts.id });
    await database.db.insert(workoutExercises).values([
      { workoutId: alone!.id, exerciseId: imported!.id, sets: 3, reps: '12', orderIndex: 0 },
      { workoutId: both!.id, exerciseId: curated!.id, sets: 3, orderIndex: 0 },
      { workoutId: both!.id, exerciseId: imported!.id, sets: 2, orderIndex: 1 },
      { workoutId: both!.id, exerciseId: pullUp!, sets: 1, orderIndex: 2 },
    ]);

    const again = await importFreeExerciseDb(database, await readFreeExerciseDb(REAL_CATALOGUE));
    expect(again.added).toBe(0);
    expect(await database.db.select().from(exercises).where(eq(exercises.id, imported!.id))).toEqual([]);
    const favourites = await database.db.select().from(userFavorites).where(eq(userFavorites.userId, member.id));
    expect(favourites.map((row) => row.exerciseId)).toEqual([curated!.id]);
    const entries = await database.db
      .select()
      .from(workoutExercises)
      .where(inArray(workoutExercises.workoutId, [alone!.id, both!.id]))
      .orderBy(workoutExercises.workoutId, workoutExercises.orderIndex);
    const ofWorkout = (id: string) => entries.filter((row) => row.workoutId === id);
    // The entry keeps its sets and reps on the twin; a workout that had both keeps the twin once, in order 0..n-1.
    expect(ofWorkout(alone!.id).map((row) => [row.exerciseId, row.sets, row.reps])).toEqual([[curated!.id, 3, '12']]);
    expect(ofWorkout(both!.id).map((row) => [row.exerciseId === curated!.id, row.orderIndex])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    const [twin] = await database.db.select().from(exercises).where(cable);
    expect(twin?.exerciseName).toBe('Cable Pallof Press');
  });

  it('skips an invalid record with its id and imports the rest', async () => {
    const good = {
      id: 'Test_Row',
      name: 'Test Row Variation',
      force: 'pull',
      level: 'beginner',
      mechanic: null,
      equipment: 'cable',
      primaryMuscles: ['lats'],
      secondaryMuscles: [],
      instructions: ['Pull.'],
      category: 'strength',
      images: ['x.jpg'],
    };
    const bad = { ...good, id: 'Broken_Row', level: 'legendary' };
    const summary = await importFreeExerciseDb(database, [good, bad]);
    expect(summary.added).toBe(1);
    expect(summary.skipped).toEqual([{ id: 'Broken_Row', reason: expect.stringContaining('level') }]);
  });
});
