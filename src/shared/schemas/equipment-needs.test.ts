import { describe, expect, it } from 'vitest';
import { EQUIPMENT_NAMES } from '../catalogue/equipment-taxonomy';
import { OPTIONAL_EQUIPMENT_MAX, REQUIRED_GROUP_ITEMS_MAX, REQUIRED_GROUPS_MAX } from '../limits';
import { adminExerciseCreateSchema, adminExerciseUpdateSchema } from './admin';
import { EXERCISE_INPUT_MESSAGES as M } from './exercise-input';
import { suggestionInputSchema } from './suggestions';

// What an exercise needs and what only helps, as the admin form and a suggestion send them
// (docs/product.md#equipment-taxonomy, docs/decisions/0025-required-and-optional-equipment.md).

const content = {
  exerciseName: 'Bench Press',
  equipmentType: 'Barbells',
  targetMuscleGroups: 'Chest',
  description: 'Press the bar from the chest.',
};

type Schema = typeof adminExerciseCreateSchema | typeof adminExerciseUpdateSchema | typeof suggestionInputSchema;
const issuesOf = (schema: Schema, fields: Record<string, unknown>) => {
  const result = schema.safeParse({ ...content, ...fields });
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const others = (n: number) => EQUIPMENT_NAMES.filter((name) => name !== 'Barbells' && name !== 'Bodyweight').slice(0, n);
const schemas = [
  ['admin create', adminExerciseCreateSchema],
  ['admin edit', adminExerciseUpdateSchema],
  ['suggestion', suggestionInputSchema],
] as const;

describe.each(schemas)('the %s body', (_name, schema) => {
  it('takes groups and helpful items of the taxonomy, and leaves both out when they are not sent', () => {
    const fields = { requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']], optionalEquipment: ['Power Rack'] };
    expect(schema.parse({ ...content, ...fields })).toMatchObject(fields);
    const parsed = schema.parse(content);
    expect(parsed.requiredEquipment).toBeUndefined();
    expect(parsed.optionalEquipment).toBeUndefined();
  });

  it('accepts the limits exactly: 6 groups, 6 items in a group, 10 helpful items', () => {
    const groups = [['Barbells'], ...others(REQUIRED_GROUPS_MAX - 1).map((item) => [item])];
    expect(issuesOf(schema, { requiredEquipment: groups })).toEqual([]);
    expect(issuesOf(schema, { requiredEquipment: [['Barbells', ...others(REQUIRED_GROUP_ITEMS_MAX - 1)]] })).toEqual([]);
    expect(issuesOf(schema, { optionalEquipment: others(OPTIONAL_EQUIPMENT_MAX) })).toEqual([]);
  });

  it.each([
    [
      'unknown names, each once, in the field they were sent in',
      {
        requiredEquipment: [
          ['Barbells', 'Sandbag'],
          ['Sandbag', 'Yoke'],
        ],
        optionalEquipment: ['Chalk'],
      },
      [
        { path: 'requiredEquipment', message: M.unknownEquipment(['Sandbag', 'Yoke']) },
        { path: 'requiredEquipment', message: M.requiredTwice(['Sandbag']) },
        { path: 'optionalEquipment', message: M.unknownEquipment(['Chalk']) },
      ],
    ],
    ['an empty group', { requiredEquipment: [['Barbells'], []] }, [{ path: 'requiredEquipment.1', message: M.emptyGroup }]],
    [
      'an item in two groups',
      {
        requiredEquipment: [
          ['Barbells', 'Trap Bar'],
          ['Weight Plates', 'Trap Bar'],
        ],
      },
      [{ path: 'requiredEquipment', message: M.requiredTwice(['Trap Bar']) }],
    ],
    [
      'an item both required and helpful (the equipment type counts as required)',
      { requiredEquipment: [['Weight Plates']], optionalEquipment: ['Weight Plates', 'Barbells', 'Exercise Mat'] },
      [{ path: 'optionalEquipment', message: M.requiredAndOptional(['Weight Plates', 'Barbells']) }],
    ],
    [
      'Bodyweight with anything else required',
      { equipmentType: 'Bodyweight', requiredEquipment: [['Bodyweight', 'Pull-up Bar']] },
      [{ path: 'requiredEquipment', message: M.bodyweightAlone }],
    ],
    [
      'Bodyweight required by a group beside another equipment type',
      { requiredEquipment: [['Barbells'], ['Bodyweight']] },
      [{ path: 'requiredEquipment', message: M.bodyweightAlone }],
    ],
    ['Bodyweight as helpful', { optionalEquipment: ['Bodyweight'] }, [{ path: 'optionalEquipment', message: M.bodyweightOptional }]],
    [
      'a seventh group',
      { requiredEquipment: [['Barbells'], ...others(REQUIRED_GROUPS_MAX).map((item) => [item])] },
      [{ path: 'requiredEquipment', message: M.tooManyGroups }],
    ],
    [
      'a seventh item in a group',
      { requiredEquipment: [['Barbells', ...others(REQUIRED_GROUP_ITEMS_MAX)]] },
      [{ path: 'requiredEquipment.0', message: M.tooManyInGroup }],
    ],
    [
      'an eleventh helpful item',
      { optionalEquipment: others(OPTIONAL_EQUIPMENT_MAX + 1) },
      [{ path: 'optionalEquipment', message: M.tooManyOptional }],
    ],
  ])('refuses %s', (_label, fields, issues) => {
    expect(issuesOf(schema, fields)).toEqual(issues);
  });

  it('keeps checking the equipment when another field fails, so every problem shows at once', () => {
    expect(issuesOf(schema, { exerciseName: ' ', optionalEquipment: ['Chalk'] })).toEqual([
      { path: 'exerciseName', message: M.nameRequired },
      { path: 'optionalEquipment', message: M.unknownEquipment(['Chalk']) },
    ]);
  });
});

describe('the equipment type the taxonomy does not know', () => {
  it('may stand in its own groups in the admin bodies (an older exercise keeps it), but no other unknown name may', () => {
    const legacy = { equipmentType: 'Sandbag', requiredEquipment: [['Sandbag', 'Medicine Ball']] };
    expect(issuesOf(adminExerciseCreateSchema, legacy)).toEqual([]);
    expect(issuesOf(adminExerciseUpdateSchema, legacy)).toEqual([]);
    expect(issuesOf(adminExerciseCreateSchema, { ...legacy, requiredEquipment: [['Sandbag'], ['Yoke']] })).toEqual([
      { path: 'requiredEquipment', message: M.unknownEquipment(['Yoke']) },
    ]);
    expect(issuesOf(adminExerciseCreateSchema, { ...legacy, optionalEquipment: ['Sandbag'] })).toEqual([
      { path: 'optionalEquipment', message: M.unknownEquipment(['Sandbag']) },
    ]);
  });

  it('is refused in a suggestion, where the equipment type must be an item of the taxonomy', () => {
    expect(issuesOf(suggestionInputSchema, { equipmentType: 'Sandbag', requiredEquipment: [['Sandbag']] })).toEqual([
      { path: 'equipmentType', message: M.equipmentUnknown },
    ]);
  });
});
