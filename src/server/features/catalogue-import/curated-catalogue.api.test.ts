import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import { normaliseExerciseName } from '@/shared/catalogue/exercise-name';
import type { Database } from '../../db/client';
import { curatedExercisesApplied, exercises } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { readCuratedCatalogue, syncCuratedCatalogue } from './curated-catalogue';

const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));

describe('the curated catalogue in the database (docs/product.md#curated-catalogue)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fills an empty catalogue: every exercise with its breakdown, each of the brief’s twelve equipment options used (required or optional) by at least 8', async () => {
    const records = await readCuratedCatalogue(CURATED_CATALOGUE_DIR);
    expect(records.length).toBeGreaterThanOrEqual(300);
    expect(await syncCuratedCatalogue(database, CURATED_CATALOGUE_DIR)).toEqual({
      added: records.length,
      updated: 0,
      keptAdminEdits: 0,
      keptDeleted: 0,
    });
    const rows = await database.db.select().from(exercises);
    expect(rows).toHaveLength(records.length);
    for (const row of rows) {
      const where = row.exerciseName;
      expect(row.sourceId, where).toMatch(/^equipped:[a-z0-9-]+$/);
      expect(
        [row.description, row.pros, row.cons, row.targetMuscleGroups].every((text) => (text ?? '').length > 0),
        where,
      ).toBe(true);
      expect(row.equipment[0], where).toBe(row.equipmentType);
      // The primary's group first; `equipment` is every required item; nothing optional is also required.
      expect(row.requiredEquipment[0], where).toContain(row.equipmentType);
      expect([...row.equipment].sort(), where).toEqual(row.requiredEquipment.flat().sort());
      expect(
        row.optionalEquipment.filter((item) => row.equipment.includes(item)),
        where,
      ).toEqual([]);
      expect(row.primaryMuscles.length, where).toBeGreaterThan(0);
      expect(row.formSteps.length, where).toBeGreaterThanOrEqual(3);
      expect(row.trainingGoals.length, where).toBeGreaterThan(0);
      expect(row.movementPattern && row.mechanic, where).toBeTruthy();
    }
    for (const option of EQUIPMENT_OPTIONS) {
      const [uses] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from exercises where equipment @> array[${option}::text] or optional_equipment @> array[${option}::text]`,
      );
      expect(uses?.n, option).toBeGreaterThanOrEqual(8);
    }
    // A platform helps a deadlift and a bench press takes either bench (docs/decisions/0025).
    const bySource = new Map(rows.map((row) => [row.sourceId, row]));
    expect(bySource.get('equipped:conventional-deadlift')).toMatchObject({
      equipmentType: 'Barbells',
      requiredEquipment: [['Barbells'], ['Weight Plates']],
      optionalEquipment: ['Deadlift Platform'],
    });
    expect(bySource.get('equipped:barbell-bench-press')?.requiredEquipment).toEqual([
      ['Barbells'],
      ['Flat Bench', 'Adjustable Bench'],
      ['Weight Plates'],
    ]);
    expect(new Set(rows.map((row) => normaliseExerciseName(row.exerciseName))).size).toBe(rows.length);
    expect(rows.filter((row) => row.isSample).length).toBeGreaterThanOrEqual(12);
  });

  it('does nothing on the next start when nothing changed', async () => {
    expect(await syncCuratedCatalogue(database, CURATED_CATALOGUE_DIR)).toEqual({
      added: 0,
      updated: 0,
      keptAdminEdits: 0,
      keptDeleted: 0,
    });
  });

  it('on an upgrade rewrites a changed exercise nobody edited, and keeps an admin’s edit and an admin’s deletion', async () => {
    const [changed, edited, deleted] = [
      'equipped:barbell-back-squat',
      'equipped:kettlebell-goblet-squat',
      'equipped:kettlebell-two-hand-swing',
    ];
    // As if these three had been applied at an older version of their files.
    await database.db
      .update(curatedExercisesApplied)
      .set({ contentHash: 'older' })
      .where(sql`${curatedExercisesApplied.sourceId} in (${changed}, ${edited}, ${deleted})`);
    await database.db.update(exercises).set({ description: 'An older description.' }).where(eq(exercises.sourceId, changed));
    await database.db
      .update(exercises)
      .set({ description: 'The admin’s own words.', editedAt: sql`now()` })
      .where(eq(exercises.sourceId, edited));
    await database.db.delete(exercises).where(eq(exercises.sourceId, deleted));

    expect(await syncCuratedCatalogue(database, CURATED_CATALOGUE_DIR)).toEqual({
      added: 0,
      updated: 1,
      keptAdminEdits: 1,
      keptDeleted: 1,
    });
    const description = async (sourceId: string) =>
      (await database.db.select({ description: exercises.description }).from(exercises).where(eq(exercises.sourceId, sourceId)))[0]
        ?.description;
    expect(await description(changed)).not.toBe('An older description.');
    expect(await description(edited)).toBe('The admin’s own words.');
    expect(await description(deleted)).toBeUndefined();
  });

  it('upgrades a database seeded with the old starter catalogue in place, so favourites and workouts keep their exercises', async () => {
    const fresh = await openTestDatabase();
    try {
      // A starter-era row: same source id, the brief's fields only, and an id that members' data points at.
      const [starter] = await fresh.db
        .insert(exercises)
        .values({
          sourceId: 'equipped:barbell-back-squat',
          exerciseName: 'Barbell Back Squat',
          equipmentType: 'Power Rack',
          targetMuscleGroups: 'Quadriceps',
          description: 'Old words.',
          equipment: ['Power Rack'],
        })
        .returning({ id: exercises.id });
      const counts = await syncCuratedCatalogue(fresh, CURATED_CATALOGUE_DIR);
      expect(counts.updated).toBe(1);
      const [row] = await fresh.db.select().from(exercises).where(eq(exercises.sourceId, 'equipped:barbell-back-squat'));
      expect(row?.id).toBe(starter?.id);
      expect(row?.description).not.toBe('Old words.');
      expect(row?.equipment.length).toBeGreaterThan(1);
      expect(row?.equipmentType).toBe('Barbells');
      expect(row?.requiredEquipment).toEqual([['Barbells'], ['Power Rack'], ['Weight Plates']]);
    } finally {
      await fresh.close();
    }
  });
});
