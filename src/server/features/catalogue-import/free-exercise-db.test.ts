import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitMuscles, MUSCLE_GROUP_NAMES, matchesMuscleGroup, type MuscleGroupName } from '@/shared/catalogue/muscles';
import { EQUIPMENT_OPTIONS, IMPORTED_EQUIPMENT } from '@/shared/catalogue/equipment';
import {
  FREE_EXERCISE_DB_MUSCLES,
  UNGROUPED_IMPORTED_MUSCLES,
  mapFreeExerciseDbRecord,
  type ImportedExercise,
} from './free-exercise-db';

/** A valid record in the dataset's shape (schema.json), overridable per test. */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'Barbell_Squat',
    name: 'Barbell Squat',
    force: 'push',
    level: 'beginner',
    mechanic: 'compound',
    equipment: 'barbell',
    primaryMuscles: ['quadriceps'],
    secondaryMuscles: ['calves', 'glutes'],
    instructions: ['Set the bar on your upper back.', 'Squat down.', 'Stand back up.'],
    category: 'strength',
    images: ['Barbell_Squat/0.jpg'],
    ...overrides,
  };
}

function mapOk(input: unknown): ImportedExercise {
  const result = mapFreeExerciseDbRecord(input);
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result.value;
}

describe('mapFreeExerciseDbRecord (docs/product.md#catalogue)', () => {
  it('maps a complete record to an exercise row', () => {
    expect(mapOk(record())).toEqual({
      sourceId: 'free-exercise-db:Barbell_Squat',
      exerciseName: 'Barbell Squat',
      equipmentType: 'Barbells',
      targetMuscleGroups: 'Quadriceps, Calves, Glutes',
      description: '1. Set the bar on your upper back.\n2. Squat down.\n3. Stand back up.',
      difficultyLevel: 'beginner',
      pros: null,
      cons: null,
      tags: ['strength', 'push', 'compound'],
      videoUrl: null,
      isSample: false,
    });
  });

  it.each([
    ['body only', 'Bodyweight'],
    ['dumbbell', 'Dumbbells'],
    ['barbell', 'Barbells'],
    ['cable', 'Cable Machine'],
    ['bands', 'Resistance Bands'],
    ['kettlebells', 'Kettlebells'],
    ['medicine ball', 'Medicine Ball'],
    ['e-z curl bar', 'EZ Curl Bar'],
    ['exercise ball', 'Exercise Ball'],
    ['foam roll', 'Foam Roller'],
    ['machine', 'Machine'],
    ['other', 'Other'],
    [null, 'Other'],
  ])('equipment %j → %s', (source, expected) => {
    expect(mapOk(record({ equipment: source })).equipmentType).toBe(expected);
  });

  it('maps missing equipment to Other', () => {
    const { equipment: _omitted, ...withoutEquipment } = record();
    expect(mapOk(withoutEquipment).equipmentType).toBe('Other');
  });

  it('only ever produces known equipment names', () => {
    const known: readonly string[] = [...EQUIPMENT_OPTIONS, ...IMPORTED_EQUIPMENT];
    for (const equipment of ['body only', 'cable', 'foam roll', null]) {
      expect(known).toContain(mapOk(record({ equipment })).equipmentType);
    }
  });

  it('skips an unknown equipment value instead of hiding it under Other', () => {
    expect(mapFreeExerciseDbRecord(record({ equipment: 'sled' }))).toEqual({
      ok: false,
      id: 'Barbell_Squat',
      reason: 'unknown equipment "sled"',
    });
    expect(mapFreeExerciseDbRecord(record({ equipment: 'constructor' })).ok).toBe(false);
  });

  it.each([
    ['beginner', 'beginner'],
    ['intermediate', 'intermediate'],
    ['expert', 'advanced'],
  ])('level %s → %s', (level, expected) => {
    expect(mapOk(record({ level })).difficultyLevel).toBe(expected);
  });

  it('lists primary then secondary muscles as readable terms, each once', () => {
    const mapped = mapOk(
      record({ primaryMuscles: ['middle back'], secondaryMuscles: ['lats', 'biceps', 'middle back', 'abdominals', 'lats'] }),
    );
    expect(mapped.targetMuscleGroups).toBe('Middle Back, Lats, Biceps, Abs');
  });

  it('maps every dataset muscle to a term the muscle filter finds in the right group', () => {
    const expectedGroup: Record<string, MuscleGroupName | null> = {
      abdominals: 'Core',
      abductors: 'Legs',
      adductors: 'Legs',
      biceps: 'Arms',
      calves: 'Legs',
      chest: 'Chest',
      forearms: 'Arms',
      glutes: 'Legs',
      hamstrings: 'Legs',
      lats: 'Back',
      'lower back': 'Back',
      'middle back': 'Back',
      neck: null,
      quadriceps: 'Legs',
      shoulders: 'Shoulders',
      traps: 'Back',
      triceps: 'Arms',
    };
    expect(Object.keys(FREE_EXERCISE_DB_MUSCLES).sort()).toEqual(Object.keys(expectedGroup).sort());
    for (const [source, group] of Object.entries(expectedGroup)) {
      const term = mapOk(record({ primaryMuscles: [source], secondaryMuscles: [] })).targetMuscleGroups;
      const groups = MUSCLE_GROUP_NAMES.filter((g) => matchesMuscleGroup(term, g));
      if (group === null) {
        expect(groups, term).toEqual([]);
        expect(UNGROUPED_IMPORTED_MUSCLES).toContain(term);
      } else {
        expect(groups, term).toContain(group);
      }
    }
  });

  it('numbers the steps, dropping blank steps and a step’s own number', () => {
    const mapped = mapOk(record({ instructions: ['  Lie down.  ', '', 'Brace\n  your core.', '6. Repeat.'] }));
    expect(mapped.description).toBe('1. Lie down.\n2. Brace your core.\n3. Repeat.');
  });

  it('tags category, force and mechanic in lowercase without nulls or duplicates', () => {
    expect(mapOk(record({ category: 'Olympic Weightlifting', force: 'pull', mechanic: null })).tags).toEqual([
      'olympic weightlifting',
      'pull',
    ]);
    expect(mapOk(record({ category: 'stretching', force: null, mechanic: null })).tags).toEqual(['stretching']);
    expect(mapOk(record({ category: 'static', force: 'static', mechanic: 'isolation' })).tags).toEqual(['static', 'isolation']);
  });

  it('trims the name and never carries images', () => {
    const mapped = mapOk(record({ name: '  Barbell   Squat ' }));
    expect(mapped.exerciseName).toBe('Barbell Squat');
    expect(mapped).not.toHaveProperty('images');
    expect(JSON.stringify(mapped)).not.toContain('.jpg');
  });

  describe('invalid records are reported with their id', () => {
    it.each([
      [{ name: '   ' }, 'empty name'],
      [{ instructions: [] }, 'no instructions'],
      [{ instructions: ['', '  '] }, 'no instructions'],
      [{ primaryMuscles: [], secondaryMuscles: [] }, 'no muscles'],
      [{ primaryMuscles: ['wings'] }, 'unknown muscle "wings"'],
    ])('%j → %s', (overrides, reason) => {
      expect(mapFreeExerciseDbRecord(record(overrides))).toEqual({ ok: false, id: 'Barbell_Squat', reason });
    });

    it('names the field that fails the schema', () => {
      const result = mapFreeExerciseDbRecord(record({ level: 'elite' }));
      expect(result).toMatchObject({ ok: false, id: 'Barbell_Squat' });
      expect(!result.ok && result.reason).toMatch(/^level: /);
    });

    it('reports a null id when the record has no usable id', () => {
      expect(mapFreeExerciseDbRecord(record({ id: undefined }))).toMatchObject({ ok: false, id: null });
      expect(mapFreeExerciseDbRecord(record({ id: 'bad id!' }))).toMatchObject({ ok: false, id: 'bad id!' });
      expect(mapFreeExerciseDbRecord('not an object')).toMatchObject({ ok: false, id: null });
      expect(mapFreeExerciseDbRecord(null)).toMatchObject({ ok: false, id: null });
    });
  });
});

describe('the real catalogue: all of ../shared/data/free-exercise-db/exercises.json', () => {
  const path = fileURLToPath(new URL('../../../../../shared/data/free-exercise-db/exercises.json', import.meta.url));
  const records = JSON.parse(readFileSync(path, 'utf8')) as unknown[];
  const results = records.map(mapFreeExerciseDbRecord);
  const mapped = results.flatMap((r) => (r.ok ? [r.value] : []));

  it('imports 868 of 873; the five without instructions are skipped by id', () => {
    expect(records).toHaveLength(873);
    expect(mapped).toHaveLength(868);
    expect(results.filter((r) => !r.ok)).toEqual(
      ['Iron_Cross', 'One-Arm_Kettlebell_Swings', 'Push_Press', 'Side_Bridge', 'Side_Jackknife'].map((id) => ({
        ok: false,
        id,
        reason: 'no instructions',
      })),
    );
  });

  it('gives every muscle term a muscle filter group, except the documented ungrouped ones', () => {
    const orphans = new Set<string>();
    for (const exercise of mapped) {
      for (const term of splitMuscles(exercise.targetMuscleGroups)) {
        if (!MUSCLE_GROUP_NAMES.some((g) => matchesMuscleGroup(term, g))) orphans.add(term);
      }
    }
    expect([...orphans]).toEqual(UNGROUPED_IMPORTED_MUSCLES);
  });

  it('carries no images, no video and unique source ids', () => {
    for (const exercise of mapped) {
      expect(exercise).not.toHaveProperty('images');
      expect(exercise.videoUrl).toBeNull();
    }
    expect(new Set(mapped.map((e) => e.sourceId)).size).toBe(mapped.length);
  });

  it('spreads over the expected equipment and all three levels', () => {
    const equipment = new Set(mapped.map((e) => e.equipmentType));
    expect([...equipment].sort()).toEqual(
      [
        'Barbells', 'Bodyweight', 'Cable Machine', 'Dumbbells', 'EZ Curl Bar', 'Exercise Ball', 'Foam Roller',
        'Kettlebells', 'Machine', 'Medicine Ball', 'Other', 'Resistance Bands',
      ].sort(),
    );
    expect(new Set(mapped.map((e) => e.difficultyLevel))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    expect(mapped.every((e) => /^1\. /.test(e.description) && e.tags.length > 0)).toBe(true);
  });
});
