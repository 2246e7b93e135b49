import { describe, expect, it } from 'vitest';
import { SUGGESTION_MESSAGES } from '@/shared/schemas/suggestions';
import { EMPTY_OPTIONS_FORM as EMPTY_EXERCISE_FORM } from './default-values';
import {
  optionsFormSchema as exerciseFormSchema,
  standAloneProblem,
  toggleMuscle,
  type OptionsFormValues as ExerciseFormValues,
} from './exercise-form-schema';

const filled: ExerciseFormValues = {
  ...EMPTY_EXERCISE_FORM,
  exerciseName: ' Landmine Press ',
  equipmentType: 'Barbells',
  description: 'Press the end of a barbell.',
  targetMuscles: ['Front Delts', 'Chest'],
  requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
  optionalEquipment: ['Power Rack'],
};

describe('exerciseFormSchema', () => {
  it('turns the form into the API body: muscles joined in the order chosen, empty optional fields null', () => {
    expect(exerciseFormSchema.parse(filled)).toEqual({
      exerciseName: 'Landmine Press',
      equipmentType: 'Barbells',
      description: 'Press the end of a barbell.',
      targetMuscleGroups: 'Front Delts, Chest',
      difficultyLevel: 'beginner',
      pros: null,
      cons: null,
      videoUrl: null,
      tags: null,
      requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
      optionalEquipment: ['Power Rack'],
      picture: null,
    });
  });

  it('refuses an empty group and Bodyweight beside other equipment, as the suggestion API does', () => {
    const messages = (fields: Partial<ExerciseFormValues>) =>
      exerciseFormSchema.safeParse({ ...filled, ...fields }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ requiredEquipment: [['Barbells'], []] })).toEqual([
      ['requiredEquipment.1', 'A group of required equipment needs at least one item'],
    ]);
    expect(messages({ equipmentType: 'Bodyweight', requiredEquipment: [['Bodyweight'], ['Pull-up Bar']], optionalEquipment: [] })).toEqual([
      ['requiredEquipment', 'Bodyweight means nothing else is needed, so it cannot be required with other equipment'],
    ]);
  });

  it('keeps filled optional fields trimmed', () => {
    const parsed = exerciseFormSchema.parse({
      ...filled,
      pros: ' Easy on the shoulder ',
      videoUrl: 'https://vimeo.com/76979871',
      tags: ['strength'],
    });
    expect(parsed).toMatchObject({ pros: 'Easy on the shoulder', videoUrl: 'https://vimeo.com/76979871', tags: ['strength'] });
  });

  it('reports each missing required field with its message', () => {
    const result = exerciseFormSchema.safeParse(EMPTY_EXERCISE_FORM);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({
      exerciseName: 'Exercise name is required',
      equipmentType: SUGGESTION_MESSAGES.equipmentRequired,
      description: 'Description is required',
      targetMuscles: SUGGESTION_MESSAGES.musclesRequired,
    });
  });

  it('refuses a video link that is not an http(s) URL', () => {
    const result = exerciseFormSchema.safeParse({ ...filled, videoUrl: 'javascript:alert(1)' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['videoUrl', SUGGESTION_MESSAGES.videoInvalid],
    ]);
  });
});

describe('toggleMuscle', () => {
  it('adds a muscle at the end and removes it on the second toggle, so each is there at most once', () => {
    expect(toggleMuscle(['Chest'], 'Triceps')).toEqual(['Chest', 'Triceps']);
    expect(toggleMuscle(['Chest', 'Triceps'], 'Chest')).toEqual(['Triceps']);
  });
});

describe('standAloneProblem', () => {
  it.each([
    [[], null],
    [['exerciseName'], 'required'],
    [['targetMuscles', 'equipmentType'], 'required'],
    [['description', 'videoUrl'], 'required'],
    [['targetMuscles'], 'muscles'],
    [['targetMuscles', 'videoUrl'], 'muscles'],
    [['videoUrl'], 'other'],
  ] as const)('reports %j as %j', (failed, expected) => {
    expect(standAloneProblem(failed)).toBe(expected);
  });
});
