import { describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { compareRows, compareValues, exerciseRowValues } from './compare-rows';

const exercise = (overrides: Partial<Exercise> = {}): Exercise => ({
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName: 'Barbell Bench Press',
  equipmentType: 'Barbells',
  targetMuscleGroups: 'Chest, Triceps',
  description: 'Press.',
  difficultyLevel: 'intermediate',
  pros: null,
  cons: null,
  tags: [],
  videoUrl: null,
  isSample: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...withoutCuratedModel('Barbells'),
  ...overrides,
});

describe('compareValues', () => {
  it('finds what every exercise shares, in any order, and says whether all are the same', () => {
    expect(
      compareValues([
        ['Barbells', 'Flat Bench'],
        ['Flat Bench', 'Dumbbells'],
      ]),
    ).toEqual({ same: false, shared: new Set(['Flat Bench']) });
    expect(
      compareValues([
        ['Chest', 'Triceps'],
        ['Triceps', 'Chest'],
        ['Chest', 'Triceps'],
      ]),
    ).toEqual({
      same: true,
      shared: new Set(['Chest', 'Triceps']),
    });
  });

  it('counts a value one exercise lacks as a difference, and two empty lists as the same', () => {
    expect(compareValues([['Chest'], ['Chest', 'Front Delts']]).same).toBe(false);
    expect(compareValues([[], []])).toEqual({ same: true, shared: new Set() });
  });

  it('sets nothing apart for a single exercise', () => {
    expect(compareValues([['Barbells', 'Flat Bench']])).toEqual({ same: true, shared: new Set(['Barbells', 'Flat Bench']) });
  });
});

describe('exerciseRowValues', () => {
  it('lists every required group as the details dialog reads it, and what only helps', () => {
    const values = exerciseRowValues(
      exercise({
        requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench'], ['Squat Rack']],
        optionalEquipment: ['Weight Plates'],
      }),
    );
    expect(values.equipment).toEqual(['Barbells', 'Flat Bench or Adjustable Bench', 'Squat Rack']);
    expect(values.helpfulEquipment).toEqual(['Weight Plates']);
  });

  it('reads the training vocabulary as people do, and an import’s numbered form steps for its description', () => {
    const values = exerciseRowValues(
      exercise({
        description: '',
        formSteps: ['Lie down.', 'Press.'],
        movementPattern: 'elbow-flexion',
        mechanic: 'isolation',
        trainingGoals: ['strength', 'hypertrophy'],
      }),
    );
    expect(values.description).toEqual(['1. Lie down.\n2. Press.']);
    expect(values.movementPattern).toEqual(['Elbow flexion (curl)']);
    expect(values.mechanic).toEqual(['Isolation']);
    expect(values.goals).toEqual(['Strength', 'Hypertrophy']);
  });

  it('takes the primary and secondary muscles of the muscle map', () => {
    expect(exerciseRowValues(exercise({ primaryMuscles: ['Lats'], secondaryMuscles: ['Biceps'] }))).toMatchObject({
      primaryMuscles: ['Lats'],
      secondaryMuscles: ['Biceps'],
    });
  });
});

describe('compareRows', () => {
  const press = exercise({ tags: ['push', 'chest'] });
  const dumbbell = exercise({
    id: '00000000-0000-4000-8000-000000000002',
    exerciseName: 'Dumbbell Bench Press',
    equipmentType: 'Dumbbells',
    ...withoutCuratedModel('Dumbbells'),
    tags: ['chest', 'push'],
  });

  it('marks which rows differ and what the exercises share', () => {
    const rows = Object.fromEntries(compareRows([press, dumbbell]).map((row) => [row.key, row]));
    expect(rows.equipment).toMatchObject({ values: [['Barbells'], ['Dumbbells']], same: false });
    expect(rows.difficulty!.same).toBe(true);
    expect(rows.tags).toMatchObject({ same: true, shared: new Set(['push', 'chest']) });
    expect(rows.description!.same).toBe(true);
  });

  it('keeps only the rows that differ when asked, but every row for a single exercise', () => {
    expect(compareRows([press, dumbbell], { onlyDifferences: true }).map((row) => row.key)).toEqual(['equipment']);
    expect(compareRows([press], { onlyDifferences: true })).toHaveLength(14);
  });
});
