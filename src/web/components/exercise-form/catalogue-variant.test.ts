import { describe, expect, it } from 'vitest';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import { EMPTY_CATALOGUE_FORM as EMPTY_EXERCISE_FORM } from './default-values';
import { catalogueFormSchema as exerciseFormSchema, equipmentChoices, toggleMuscle } from './exercise-form-schema';

const filled = {
  ...EMPTY_EXERCISE_FORM,
  exerciseName: ' Landmine Press ',
  equipmentType: 'Barbells',
  primaryMuscles: ['Front Delts', 'Front Delts'] as const,
  secondaryMuscles: ['Triceps', 'Chest'] as const,
  description: 'Press up and away.',
  requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
  optionalEquipment: ['Power Rack'],
};

describe('admin exercise form (docs/product.md#exercise-form (admin))', () => {
  it('requires name, equipment, muscles and description with the rule messages', () => {
    const result = exerciseFormSchema.safeParse(EMPTY_EXERCISE_FORM);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      exerciseName: 'Exercise name is required',
      equipmentType: 'Equipment type is required',
      primaryMuscles: 'Choose at least one primary muscle',
      description: 'Description is required',
    });
  });

  it('refuses a muscle that is primary and secondary at once, and muscles outside the vocabulary', () => {
    const both = exerciseFormSchema.safeParse({ ...filled, secondaryMuscles: ['Front Delts', 'Triceps'] }).error?.issues;
    expect(both?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['secondaryMuscles', 'Primary and secondary at once: Front Delts. Keep each muscle in one list.'],
    ]);
    expect(exerciseFormSchema.safeParse({ ...filled, primaryMuscles: ['Shoulders'] }).success).toBe(false);
    expect(
      exerciseFormSchema.safeParse({ ...filled, primaryMuscles: ['Chest', 'Lats', 'Abs', 'Calves', 'Biceps'] }).error?.issues[0]?.message,
    ).toBe('At most 4 primary muscles');
  });

  it('sends empty pros, cons, tags and video as null, default beginner, the muscle lists and their text', () => {
    expect(exerciseFormSchema.parse(filled)).toEqual({
      exerciseName: 'Landmine Press',
      equipmentType: 'Barbells',
      primaryMuscles: ['Front Delts'],
      secondaryMuscles: ['Triceps', 'Chest'],
      targetMuscleGroups: 'Front Delts, Triceps, Chest',
      description: 'Press up and away.',
      difficultyLevel: 'beginner',
      pros: null,
      cons: null,
      tags: null,
      videoUrl: null,
      requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
      optionalEquipment: ['Power Rack'],
      formSteps: [],
      aliases: [],
      movementPattern: null,
      mechanic: null,
      trainingGoals: [],
    });
  });

  it('sends form steps and aliases one per line, a pattern and mechanic or null, and refuses an alias that is the name', () => {
    const curated = exerciseFormSchema.parse({
      ...filled,
      formSteps: ' Wedge the bar in a corner.\r\n\n  Press it up and away. ',
      aliases: 'Corner Press\n\ncorner press\nLandmine Shoulder Press',
      movementPattern: 'vertical-push',
      mechanic: 'compound',
      trainingGoals: ['strength', 'hypertrophy'],
    });
    expect(curated).toMatchObject({
      formSteps: ['Wedge the bar in a corner.', 'Press it up and away.'],
      aliases: ['Corner Press', 'Landmine Shoulder Press'],
      movementPattern: 'vertical-push',
      mechanic: 'compound',
      trainingGoals: ['strength', 'hypertrophy'],
    });
    const own = exerciseFormSchema.safeParse({ ...filled, aliases: 'landmine-press' }).error?.issues;
    expect(own?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['aliases', '"landmine-press" is the exercise\'s own name'],
    ]);
    expect(exerciseFormSchema.safeParse({ ...filled, movementPattern: 'isolation' }).success).toBe(false);
  });

  it('refuses what the API refuses in the required groups and helpful items, under those fields', () => {
    const issues = exerciseFormSchema.safeParse({ ...filled, optionalEquipment: ['Flat Bench', 'Chalk'] }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['optionalEquipment', 'Unknown equipment: Chalk'],
      ['optionalEquipment', 'Required and helpful at once: Flat Bench. Keep each item in one place.'],
    ]);
  });

  it('refuses a video link that is not an http(s) URL', () => {
    for (const videoUrl of ['youtube', 'javascript:alert(1)']) {
      expect(exerciseFormSchema.safeParse({ ...filled, videoUrl }).error?.issues[0]?.message).toBe('Video URL must be a valid URL');
    }
    expect(exerciseFormSchema.parse({ ...filled, videoUrl: 'https://youtu.be/abc' }).videoUrl).toBe('https://youtu.be/abc');
  });
});

describe('muscle list helper', () => {
  it('toggles a muscle at the end or out of the list', () => {
    expect(toggleMuscle([], 'Chest')).toEqual(['Chest']);
    expect(toggleMuscle(['Chest', 'Triceps'], 'Abs')).toEqual(['Chest', 'Triceps', 'Abs']);
    expect(toggleMuscle(['Chest', 'Triceps', 'Abs'], 'Triceps')).toEqual(['Chest', 'Abs']);
  });
});

describe('equipment choices (docs/product.md#equipment-taxonomy)', () => {
  it('offers every taxonomy item under its group, and in the catalogue form an unknown current value', () => {
    const { groups } = equipmentChoices('catalogue', '');
    expect(groups.map((group) => group.label)).toEqual([
      'Free weights',
      'Racks & benches',
      'Machines',
      'Cardio',
      'Small gear',
      'No equipment',
    ]);
    expect(groups.flatMap((group) => group.names)).toEqual(
      [...EQUIPMENT_NAMES].sort((a, b) => EQUIPMENT_NAMES.indexOf(a) - EQUIPMENT_NAMES.indexOf(b)),
    );
    expect(groups.find((group) => group.label === 'Machines')?.names).toContain('Smith Machine');
    expect(equipmentChoices('catalogue', 'Dumbbells').other).toBeNull();
    expect(equipmentChoices('catalogue', 'Machine').other).toBe('Machine');
    expect(equipmentChoices('catalogue', '').other).toBeNull();
    // A member's form offers the taxonomy only.
    expect(equipmentChoices('options', 'Machine').other).toBeNull();
  });
});
