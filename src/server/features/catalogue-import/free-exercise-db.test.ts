import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { splitMuscles, MUSCLE_GROUP_NAMES, matchesMuscleGroup, type MuscleGroupName } from '@/shared/catalogue/muscles';
import { EQUIPMENT_TAXONOMY, isEquipmentName } from '@/shared/catalogue/equipment-taxonomy';
import { isMuscleName } from '@/shared/catalogue/muscle-vocabulary';
import { normaliseExerciseName } from '@/shared/catalogue/exercise-name';
import { MOVEMENT_PATTERNS, TRAINING_GOALS } from '@/shared/catalogue/training';
import {
  FREE_EXERCISE_DB_LICENCE,
  FREE_EXERCISE_DB_MUSCLES,
  FREE_EXERCISE_DB_SOURCE_NAME,
  UNGROUPED_IMPORTED_MUSCLES,
  exerciseMergeKeys,
  freeExerciseDbDifficulty,
  freeExerciseDbFormSteps,
  freeExerciseDbName,
  mapFreeExerciseDbRecord,
  planFreeExerciseDbMerge,
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
      aliases: [],
      equipmentType: 'Barbells',
      equipment: ['Barbells'],
      requiredEquipment: [['Barbells']],
      optionalEquipment: [],
      targetMuscleGroups: 'Quadriceps, Calves, Glutes',
      primaryMuscles: ['Quadriceps'],
      secondaryMuscles: ['Calves', 'Glutes'],
      description: '',
      formSteps: ['Set the bar on your upper back.', 'Squat down.', 'Stand back up.'],
      difficultyLevel: 'beginner',
      mechanic: 'compound',
      movementPattern: 'squat',
      trainingGoals: ['strength', 'hypertrophy'],
      pros: null,
      cons: null,
      tags: ['strength', 'push', 'compound'],
      videoUrl: null,
      isSample: false,
      sourceName: 'free-exercise-db',
      sourceLicence: 'Unlicense',
    });
    expect(FREE_EXERCISE_DB_SOURCE_NAME).toBe('free-exercise-db');
    expect(FREE_EXERCISE_DB_LICENCE).toBe('Unlicense');
  });

  it.each([
    ['Rowing, Stationary', 'Stationary Rowing'],
    ['Barbell Bench Press - Medium Grip', 'Barbell Bench Press (Medium Grip)'],
    ['Dumbbell Tricep Extension -Pronated Grip', 'Dumbbell Triceps Extension (Pronated Grip)'],
    ['Squats - With Bands', 'Squat with Bands'],
    ['Round The World Shoulder Stretch', 'Round the World Shoulder Stretch'],
    ['Bent Over Two-Dumbbell Row With Palms In', 'Bent Over Two-Dumbbell Row with Palms In'],
    ['Kneeling Cable Crunch With Alternating Oblique Twists', 'Kneeling Cable Crunch with Alternating Oblique Twists'],
    ['Weighted Pull Ups', 'Weighted Pull-Up'],
    ['Pushups (Close and Wide Hand Positions)', 'Push-Up (Close and Wide Hand Positions)'],
    ['Incline Dumbbell Flyes', 'Incline Dumbbell Fly'],
    ['Bradford/Rocky Presses', 'Bradford/Rocky Press'],
    ['Front Cone Hops (or hurdle hops)', 'Front Cone Hop (or hurdle hop)'],
    ['Gironda Sternum Chins', 'Gironda Sternum Chin-Up'],
    ['Barbell Squat', 'Barbell Squat'],
  ])('writes the name %j as the catalogue does: %j', (name, expected) => {
    expect(freeExerciseDbName(name)).toBe(expected);
  });

  it('names the machine a name hides, keeping the name as an alias, and replaces a name that means another exercise', () => {
    expect(mapOk(record({ name: 'Chair Squat', equipment: 'machine' }))).toMatchObject({
      exerciseName: 'Smith Machine Chair Squat',
      aliases: ['Chair Squat'],
      equipment: ['Smith Machine'],
    });
    expect(mapOk(record({ name: 'Air Bike', equipment: 'body only' }))).toMatchObject({ exerciseName: 'Bicycle Crunch', aliases: [] });
  });

  it('keeps the dataset name as an alias only when the words changed, not their spelling or order', () => {
    expect(mapOk(record({ name: 'Gironda Sternum Chins' }))).toMatchObject({
      exerciseName: 'Gironda Sternum Chin-Up',
      aliases: ['Gironda Sternum Chins'],
    });
    expect(mapOk(record({ name: 'Rowing, Stationary', category: 'cardio', equipment: 'machine' }))).toMatchObject({
      exerciseName: 'Stationary Rowing',
      aliases: [],
    });
    expect(mapOk(record({ name: 'Dumbbell Step Ups', equipment: 'dumbbell' })).aliases).toEqual([]);
  });

  // 'exercise ball' is now the taxonomy's Stability Ball; 'machine', 'other' and a missing value no longer have a
  // bucket of their own (docs/product.md#equipment-taxonomy): the name has to say which item.
  it.each([
    ['body only', 'Bodyweight'],
    ['dumbbell', 'Dumbbells'],
    ['barbell', 'Barbells'],
    ['cable', 'Cable Machine'],
    ['bands', 'Resistance Bands'],
    ['kettlebells', 'Kettlebells'],
    ['medicine ball', 'Medicine Ball'],
    ['e-z curl bar', 'EZ Curl Bar'],
    ['exercise ball', 'Stability Ball'],
    ['foam roll', 'Foam Roller'],
    [null, 'Bodyweight'],
  ])('equipment %j with a name that names none → %s', (source, expected) => {
    expect(mapOk(record({ name: 'Squat', equipment: source })).equipment).toEqual([expected]);
  });

  it('maps missing equipment to Bodyweight, and a machine or other to the item the name names', () => {
    const { equipment: _omitted, ...withoutEquipment } = record({ name: 'Squat' });
    expect(mapOk(withoutEquipment).equipment).toEqual(['Bodyweight']);
    expect(mapOk(record({ name: 'Leg Press', equipment: 'machine' })).equipment).toEqual(['Leg Press Machine']);
    expect(mapOk(record({ name: 'Farmer Sled Push', equipment: 'other' })).equipment).toEqual(['Sled']);
  });

  it('says what is required, in groups where one of several items will do, and what only helps (docs/decisions/0025)', () => {
    const needsOf = (name: string, equipment: string | null, category = 'strength') => {
      const { requiredEquipment, optionalEquipment } = mapOk(record({ name, equipment, category }));
      return { requiredEquipment, optionalEquipment };
    };
    expect(needsOf('Barbell Bench Press - Medium Grip', 'barbell')).toEqual({
      requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
      optionalEquipment: [],
    });
    expect(needsOf('Barbell Deadlift', 'barbell')).toEqual({ requiredEquipment: [['Barbells']], optionalEquipment: [] });
    expect(needsOf('Seated Cable Rows', 'cable')).toEqual({
      requiredEquipment: [['Seated Row Machine', 'Cable Machine']],
      optionalEquipment: [],
    });
    expect(needsOf('Plank', 'body only')).toEqual({ requiredEquipment: [['Bodyweight']], optionalEquipment: ['Exercise Mat'] });
    expect(needsOf('Bodyweight Squat', 'body only')).toEqual({ requiredEquipment: [['Bodyweight']], optionalEquipment: [] });
  });

  it('lets an explicit name win over the dataset field', () => {
    const equipmentOf = (name: string, equipment: string | null) => mapOk(record({ name, equipment })).equipment;
    expect(equipmentOf('Running, Treadmill', 'machine')).toEqual(['Treadmill']);
    expect(equipmentOf('Pullups', 'body only')).toEqual(['Pull-up Bar']);
    expect(equipmentOf('Kettlebell Squat', 'dumbbell')).toEqual(['Kettlebells']);
    expect(equipmentOf('Dumbbell Squat', 'barbell')).toEqual(['Dumbbells']);
    expect(equipmentOf('Barbell Bench Press - Medium Grip', 'barbell')).toEqual(['Barbells', 'Flat Bench', 'Adjustable Bench']);
    expect(equipmentOf('Smith Machine Squat', 'machine')).toEqual(['Smith Machine']);
    expect(equipmentOf('Incline Dumbbell Press', 'dumbbell')).toEqual(['Dumbbells', 'Adjustable Bench']);
    expect(equipmentOf('Squat with Bands', 'barbell')).toEqual(['Barbells', 'Resistance Bands']);
    expect(equipmentOf('Wide-Grip Lat Pulldown', 'cable')).toEqual(['Lat Pulldown Machine']);
    expect(equipmentOf('Seated Cable Rows', 'cable')).toEqual(['Seated Row Machine', 'Cable Machine']);
    expect(equipmentOf('Chin To Chest Stretch', null)).toEqual(['Bodyweight']);
  });

  it('skips a machine or gear the taxonomy has no item for, naming it', () => {
    expect(mapFreeExerciseDbRecord(record({ name: 'Machine Bicep Curl', equipment: 'machine' }))).toEqual({
      ok: false,
      id: 'Barbell_Squat',
      reason: 'no item of the equipment taxonomy fits "Machine Bicep Curl" (equipment "machine")',
    });
    expect(mapFreeExerciseDbRecord(record({ name: 'Atlas Stones', equipment: 'other' })).ok).toBe(false);
  });

  it('skips an unknown equipment value instead of guessing', () => {
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

  it('lists primary then secondary muscles in the vocabulary, each once', () => {
    const mapped = mapOk(
      record({ primaryMuscles: ['middle back'], secondaryMuscles: ['lats', 'biceps', 'middle back', 'abdominals', 'lats'] }),
    );
    expect(mapped.primaryMuscles).toEqual(['Upper Back']);
    expect(mapped.secondaryMuscles).toEqual(['Lats', 'Biceps', 'Abs']);
    expect(mapped.targetMuscleGroups).toBe('Upper Back, Lats, Biceps, Abs');
  });

  it('reads which delts from the name, keeps the lists disjoint, and puts Cardiovascular first in cardio', () => {
    const delts = (name: string) => mapOk(record({ name, primaryMuscles: ['shoulders'], secondaryMuscles: [] })).primaryMuscles;
    expect(delts('Dumbbell Shoulder Press')).toEqual(['Front Delts']);
    expect(delts('Side Lateral Raise')).toEqual(['Side Delts']);
    expect(delts('Upright Barbell Row')).toEqual(['Side Delts']);
    expect(delts('Reverse Flyes')).toEqual(['Rear Delts']);
    expect(delts('Face Pull')).toEqual(['Rear Delts']);
    expect(delts('Band Pull Apart')).toEqual(['Rear Delts']);
    expect(delts('Back Flyes - With Bands')).toEqual(['Rear Delts']);
    expect(delts('External Rotation with Cable')).toEqual(['Rear Delts']);
    expect(delts('One-Arm Side Laterals')).toEqual(['Side Delts']);
    expect(delts('Standing Low-Pulley Deltoid Raise')).toEqual(['Side Delts']);
    expect(delts('Low Pulley Row To Neck')).toEqual(['Side Delts']);
    expect(delts('Shoulder Raise')).toEqual(['Traps']);
    expect(delts('Barbell Incline Shoulder Raise')).toEqual(['Front Delts']);
    expect(delts('Standing Military Press')).toEqual(['Front Delts']);
    const both = mapOk(record({ primaryMuscles: ['traps'], secondaryMuscles: ['neck', 'traps', 'shoulders'] }));
    expect(both.primaryMuscles).toEqual(['Traps']);
    expect(both.secondaryMuscles).toEqual(['Front Delts']);
    expect(both.targetMuscleGroups).toBe('Traps, Front Delts');
    const cardio = mapOk(record({ category: 'cardio', primaryMuscles: ['quadriceps'], secondaryMuscles: [] }));
    expect(cardio.primaryMuscles).toEqual(['Cardiovascular', 'Quadriceps']);
    expect(cardio.secondaryMuscles).toEqual([]);
    expect(cardio.targetMuscleGroups).toBe('Cardiovascular, Quadriceps');
    expect(cardio.trainingGoals).toEqual(['conditioning', 'endurance']);
    expect(cardio.movementPattern).toBe('cardio');
  });

  it.each([
    ['strength', ['strength', 'hypertrophy']],
    ['powerlifting', ['strength']],
    ['olympic weightlifting', ['power', 'strength']],
    ['plyometrics', ['power']],
    ['cardio', ['conditioning', 'endurance']],
    ['stretching', ['mobility']],
    ['strongman', ['strength', 'conditioning']],
  ])('category %s → goals %j', (category, goals) => {
    expect(mapOk(record({ category })).trainingGoals).toEqual(goals);
  });

  it.each([
    ['Romanian Deadlift', 'hinge'],
    ['Barbell Hip Thrust', 'hinge'],
    ['Dumbbell Lunges', 'lunge'],
    ['Pullups', 'vertical-pull'],
    ['Bent Over Barbell Row', 'horizontal-pull'],
    ['Standing Military Press', 'vertical-push'],
    ['Pushups', 'horizontal-push'],
    ["Farmer's Walk", 'carry'],
    ['Hang Clean', null],
  ])('movement pattern of %s → %s', (name, pattern) => {
    expect(mapOk(record({ name, mechanic: null, primaryMuscles: ['hamstrings'] })).movementPattern).toBe(pattern);
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
      neck: 'Back', // read as Traps
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

  it('keeps the instructions as form steps only, dropping blank steps and a step’s own number', () => {
    const mapped = mapOk(record({ instructions: ['  Lie down.  ', '', 'Brace\n  your core.', '6. Repeat.'] }));
    expect(mapped.description).toBe('');
    expect(mapped.formSteps).toEqual(['Lie down.', 'Brace your core. Repeat.']);
  });

  it('cleans the dataset’s step text: run-in numbers, notes, asides and variations', () => {
    expect(
      freeExerciseDbFormSteps([
        'Lift the bar off the rack by extending your legs. 3',
        'Lower yourself. Note: do not let your knees pass your toes.',
        'Stand tall. (Note: For the purposes of this discussion we will use the medium stance described above; however you can choose any of the three stances discussed in the foot stances section). Brace.',
        'Row the weight. (Note: avoid swinging the torso)',
        'Curl the bar. Tip: keep the elbows close to the torso.',
        'Finish the set. Variations: use a band instead.',
        'Repeat.',
      ]),
    ).toEqual([
      'Lift the bar off the rack by extending your legs.',
      'Lower yourself. Do not let your knees pass your toes.',
      'Stand tall. Brace.',
      'Row the weight. Avoid swinging the torso.',
      'Curl the bar. Keep the elbows close to the torso.',
      'Finish the set. Repeat.',
    ]);
    // One step of several sentences becomes a step each; a one-sentence record stays as it is.
    expect(freeExerciseDbFormSteps(['Reach behind your head and pull. Hold for 20 seconds, then switch sides.'])).toEqual([
      'Reach behind your head and pull.',
      'Hold for 20 seconds, then switch sides.',
    ]);
    expect(freeExerciseDbFormSteps(['Shrug your shoulders up and down.'])).toEqual(['Shrug your shoulders up and down.']);
    expect(freeExerciseDbFormSteps(['', '  ', '4.'])).toEqual([]);
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

  const nameOf = (exercise: ImportedExercise) => exercise.exerciseName.toLowerCase();

  it('maps 835 of 873: five without instructions and 33 needing gear the taxonomy lacks are skipped by id', () => {
    expect(records).toHaveLength(873);
    expect(mapped).toHaveLength(835);
    const skipped = results.flatMap((r) => (r.ok ? [] : [r]));
    expect(skipped.filter((r) => r.reason === 'no instructions').map((r) => r.id)).toEqual([
      'Iron_Cross',
      'One-Arm_Kettlebell_Swings',
      'Push_Press',
      'Side_Bridge',
      'Side_Jackknife',
    ]);
    const noItem = skipped.filter((r) => r.reason !== 'no instructions');
    expect(noItem.map((r) => r.id)).toEqual([
      'Ab_Crunch_Machine',
      'Atlas_Stone_Trainer',
      'Atlas_Stones',
      'Balance_Board',
      'Battling_Ropes',
      'Bicycling',
      'Car_Deadlift',
      'Chain_Handle_Extension',
      'Circus_Bell',
      'Conans_Wheel',
      'Dip_Machine',
      'Heavy_Bag_Thrust',
      'Keg_Load',
      'Leverage_Deadlift',
      'Leverage_Shrug',
      'Log_Lift',
      'London_Bridges',
      'Lying_Machine_Squat',
      'Machine_Bicep_Curl',
      'Machine_Preacher_Curls',
      'Machine_Triceps_Extension',
      'Power_Stairs',
      'Rickshaw_Carry',
      'Rickshaw_Deadlift',
      'Rope_Climb',
      'Sandbag_Load',
      'Skating',
      'Sledgehammer_Swings',
      'Thigh_Abductor',
      'Thigh_Adductor',
      'Tire_Flip',
      'Wrist_Roller',
      'Yoke_Walk',
    ]);
    for (const r of noItem) expect(r.reason, r.id ?? '').toMatch(/equipment taxonomy/);
  });

  it('maps only onto the taxonomy: primary first, Bodyweight alone, every group used', () => {
    for (const exercise of mapped) {
      expect(exercise.equipment.length, exercise.exerciseName).toBeGreaterThan(0);
      expect(exercise.equipment.every(isEquipmentName), exercise.exerciseName).toBe(true);
      expect(exercise.equipment[0]).toBe(exercise.equipmentType);
      expect(new Set(exercise.equipment).size).toBe(exercise.equipment.length);
      if (exercise.equipment.includes('Bodyweight')) expect(exercise.equipment, exercise.exerciseName).toEqual(['Bodyweight']);
    }
    const groupOf = new Map<string, string>(EQUIPMENT_TAXONOMY.map((item) => [item.name, item.group]));
    const groups = new Set(mapped.map((e) => groupOf.get(e.equipmentType)));
    expect([...groups].sort()).toEqual(['cardio', 'free-weights', 'machines', 'none', 'racks-benches', 'small-gear']);
  });

  it.each([
    [/treadmill/, 'Treadmill'],
    [/elliptical/, 'Elliptical Machine'],
    [/leg press/, 'Leg Press Machine'],
    [/smith/, 'Smith Machine'],
    [/cable/, 'Cable Machine'],
    [/pull-?ups?\b|chin-?ups?\b/, 'Pull-up Bar'],
    [/kettlebell/, 'Kettlebells'],
    [/dumbbell/, 'Dumbbells'],
  ])('every record whose name says %s requires %s', (pattern, item) => {
    const named = mapped.filter((e) => pattern.test(nameOf(e)));
    expect(named.length).toBeGreaterThan(0);
    // The Smith machine's own leg press uses no leg press machine; a record naming both implements lists both.
    const exceptions = named.filter((e) => !e.equipment.includes(item as never));
    expect(exceptions.map((e) => `${e.exerciseName}: ${e.equipment.join(', ')}`)).toEqual(
      item === 'Leg Press Machine' ? ['Smith Machine Leg Press: Smith Machine'] : [],
    );
  });

  it('never calls an exercise Bodyweight when its name mentions gear', () => {
    const gear = /\bbar\b|bench|machine|cable|\bbands?\b|\bball\b|kettlebell|dumbbell|barbell/;
    const offenders = mapped.filter((e) => e.equipmentType === 'Bodyweight' && gear.test(nameOf(e).replace(/\bit band\b/, '')));
    expect(offenders.map((e) => e.exerciseName)).toEqual(['Hyperextension with No Hyperextension Bench']);
  });

  it('gives vocabulary muscles, disjoint lists and a muscles text to every record', () => {
    for (const exercise of mapped) {
      expect(exercise.primaryMuscles.length, exercise.exerciseName).toBeGreaterThan(0);
      expect([...exercise.primaryMuscles, ...exercise.secondaryMuscles].every(isMuscleName)).toBe(true);
      expect(
        exercise.primaryMuscles.filter((m) => exercise.secondaryMuscles.includes(m)),
        exercise.exerciseName,
      ).toEqual([]);
      expect(exercise.targetMuscleGroups).not.toBe('');
      expect(exercise.formSteps.length).toBeGreaterThan(0);
      expect(exercise.trainingGoals.length).toBeGreaterThan(0);
      expect(exercise.trainingGoals.every((g) => TRAINING_GOALS.includes(g))).toBe(true);
      if (exercise.movementPattern !== null) expect(MOVEMENT_PATTERNS).toContain(exercise.movementPattern);
    }
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

  it('rates a held stretch or foam rolling for beginners, whatever the dataset says; dynamic drills keep their level', () => {
    const level = (name: string) => mapped.find((e) => e.exerciseName === name)?.difficultyLevel;
    for (const name of ['Quad Stretch', 'Seated Hamstring', 'Overhead Triceps', 'Lying Glute', 'Calves-SMR', 'Adductor'])
      expect(level(name), name).toBe('beginner');
    for (const name of ['Frog Hop', 'Split Squat', 'Windmill']) expect(level(name), name).toBe('intermediate');
    expect(freeExerciseDbDifficulty('Standing Hamstring Stretch', 'strength', null, 'expert')).toBe('advanced');
  });

  it('trains the heart and lungs first in every cardio record, and the delts the name says', () => {
    const cardio = mapped.filter((e) => e.movementPattern === 'cardio' || e.trainingGoals.includes('conditioning'));
    expect(cardio.length).toBeGreaterThan(10);
    for (const exercise of cardio.filter((e) => e.tags.includes('cardio')))
      expect(exercise.primaryMuscles[0], exercise.exerciseName).toBe('Cardiovascular');
    const primaryOf = (name: string) => mapped.find((e) => e.exerciseName === name)?.primaryMuscles;
    expect(primaryOf('One-Arm Side Lateral')).toContain('Side Delts');
    expect(primaryOf('Band Pull Apart')).toContain('Rear Delts');
    expect(primaryOf('Shoulder Raise')).toContain('Traps');
  });

  it('spreads over all three levels, with tags', () => {
    expect(new Set(mapped.map((e) => e.difficultyLevel))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    expect(mapped.every((e) => e.tags.length > 0)).toBe(true);
  });

  it('reads like our catalogue: no description repeating the steps, and clean steps', () => {
    const steps = mapped.flatMap((e) => e.formSteps.map((step) => ({ name: e.exerciseName, step })));
    expect(mapped.filter((e) => e.description !== '').map((e) => e.exerciseName)).toEqual([]);
    expect(steps.filter(({ step }) => /\s\d+\.?$|^\d+[.)]\s/.test(step))).toEqual([]);
    expect(steps.filter(({ step }) => /\b(Note|Tip|Caution|Variations?):|purposes of this discussion/i.test(step))).toEqual([]);
    expect(steps.filter(({ step }) => step.length < 10)).toEqual([]);
    // A single step is a one-sentence instruction (a stretch, a shrug), never several run together.
    const single = mapped.filter((e) => e.formSteps.length === 1);
    expect(single.filter((e) => /[.!?]\s+[A-Z]/.test(e.formSteps[0]!)).map((e) => e.exerciseName)).toEqual([]);
    expect(single.length).toBeLessThanOrEqual(5);
  });

  describe('the merge plan (docs/product.md#one-entry-per-exercise)', () => {
    const curatedDir = fileURLToPath(new URL('../../../../catalogue/exercises/', import.meta.url));
    const curated = readdirSync(curatedDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap(
        (file) =>
          JSON.parse(readFileSync(`${curatedDir}${file}`, 'utf8')) as Array<{
            slug: string;
            name: string;
            aliases: string[];
            difficulty: DifficultyLevel;
          }>,
      )
      .map((e) => ({ sourceId: `equipped:${e.slug}`, exerciseName: e.name, aliases: e.aliases, difficultyLevel: e.difficulty }));
    const plan = planFreeExerciseDbMerge(curated, mapped);

    it('never makes a variation named after a curated exercise easier than it', () => {
      const level = (name: string) => plan.items.find((i) => i.exercise.exerciseName === name)?.exercise.difficultyLevel;
      expect(level('Box Jump (Multiple Response)')).toBe('intermediate');
      expect(level('Kettlebell Turkish Get-Up (Squat style)')).toBe('advanced');
      // Harder than its twin stays harder.
      expect(level('Push-Up (Close Triceps Position)')).toBe('intermediate');
      const byName = new Map(curated.map((e) => [e.exerciseName, e.difficultyLevel]));
      for (const { exercise } of plan.items) {
        const base = exercise.exerciseName.replace(/\s*\([^)]*\)$/, '');
        const twin = byName.get(base);
        if (base !== exercise.exerciseName && twin) {
          expect(DIFFICULTY_LEVELS.indexOf(exercise.difficultyLevel), exercise.exerciseName).toBeGreaterThanOrEqual(
            DIFFICULTY_LEVELS.indexOf(twin),
          );
        }
      }
    });

    it("merges the dataset's 'Pullups' into the curated Pull-Up", () => {
      const pullUp = curated.find((e) => e.exerciseName === 'Pull-Up');
      const item = plan.items.find((i) => i.exercise.sourceId === 'free-exercise-db:Pullups');
      expect(item?.mergeInto).toBe(pullUp?.sourceId);
    });

    it("reports the dataset's own duplicates once each, with id and reason", () => {
      expect(plan.duplicates).toEqual([
        { id: 'Squats_-_With_Bands', reason: "same exercise as 'Squat with Bands' (free-exercise-db:Squat_with_Bands)" },
      ]);
      expect(plan.items).toHaveLength(mapped.length - plan.duplicates.length);
      const merged = plan.items.filter((i) => i.mergeInto !== null);
      expect(merged.length).toBeGreaterThan(0);
      expect(merged.every((i) => i.mergeInto?.startsWith('equipped:'))).toBe(true);
    });

    it("never gives a curated exercise an alias that is another curated exercise's name", () => {
      // The merge key, with the words gym-goers use for the same thing ('one-leg' is 'single-leg', a flye a fly).
      const key = (name: string) => normaliseExerciseName(name.replace(/\bone\b/gi, 'single').replace(/\bflyes?\b/gi, 'fly'));
      const owners = new Map<string, string>(curated.map((exercise) => [key(exercise.exerciseName), exercise.sourceId]));
      const clashes = curated.flatMap((exercise) =>
        exercise.aliases
          .filter((alias) => (owners.get(key(alias)) ?? exercise.sourceId) !== exercise.sourceId)
          .map((alias) => `${exercise.exerciseName}: ${alias}`),
      );
      expect(clashes).toEqual([]);
    });

    it('updates its own row on a re-import of the same source id', () => {
      const existing = mapped.map((e) => ({ sourceId: e.sourceId, exerciseName: e.exerciseName, aliases: [] }));
      const again = planFreeExerciseDbMerge(existing, mapped);
      expect(again.items.every((i) => i.mergeInto === i.exercise.sourceId)).toBe(true);
      expect(again.duplicates).toEqual(plan.duplicates);
    });
  });
});

describe('exerciseMergeKeys and planFreeExerciseDbMerge (docs/product.md#one-entry-per-exercise)', () => {
  const exercise = (id: string, name: string) => mapOk(record({ id, name }));

  it('keys a name and its aliases by normaliseExerciseName, each once', () => {
    expect(exerciseMergeKeys('Pull-Up', ['Pullups', 'Chin-Up', 'pull up'])).toEqual(['pullup', 'chinup']);
    expect(exerciseMergeKeys('Squat with Bands', [])).toEqual(['bandsquat']);
    expect(exerciseMergeKeys('---', [])).toEqual([]);
  });

  it('merges by name or alias into another source, updates its own id, keeps the first of two duplicates', () => {
    const existing = [
      { sourceId: 'equipped:pull-up', exerciseName: 'Pull-Up', aliases: ['Overhand Pull-Up'] },
      { sourceId: 'equipped:back-squat', exerciseName: 'Back Squat', aliases: ['Barbell Squat'] },
      { sourceId: 'free-exercise-db:Plank', exerciseName: 'Plank', aliases: [] },
      { sourceId: null, exerciseName: 'Crunch', aliases: [] },
    ];
    const plan = planFreeExerciseDbMerge(existing, [
      exercise('Pullups', 'Pullups'),
      exercise('Barbell_Squat', 'Barbell Squat'),
      exercise('Plank', 'Plank'),
      exercise('Crunches', 'Crunches'),
      exercise('Lunge', 'Lunge'),
      exercise('Pull_Up', 'Pull Up'),
      exercise('Pullup', 'Pullup'),
    ]);
    expect(plan.items.map((i) => [i.exercise.sourceId, i.mergeInto])).toEqual([
      ['free-exercise-db:Pullups', 'equipped:pull-up'],
      ['free-exercise-db:Barbell_Squat', 'equipped:back-squat'],
      ['free-exercise-db:Plank', 'free-exercise-db:Plank'],
      ['free-exercise-db:Lunge', null],
    ]);
    expect(plan.duplicates).toEqual([
      { id: 'Crunches', reason: "same exercise as the existing 'Crunch', which has no source id" },
      { id: 'Pull_Up', reason: "same exercise as 'Pull-Up' (free-exercise-db:Pullups)" },
      { id: 'Pullup', reason: "same exercise as 'Pull-Up' (free-exercise-db:Pullups)" },
    ]);
  });
});
