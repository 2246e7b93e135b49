import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_EQUIPMENT_MAX, REQUIRED_GROUP_ITEMS_MAX, REQUIRED_GROUPS_MAX } from '@/shared/limits';
import type { Exercise } from '@/shared/schemas/exercise';
import { EXERCISE_INPUT_MESSAGES as M } from '@/shared/schemas/exercise-input';
import { type Suggestion, suggestionListSchema, suggestionSchema } from '@/shared/schemas/suggestions';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import { exercises, suggestedExercises } from '../../db/schema';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { createExercise, exerciseBody, postExercise, putExercise } from '../../test/builders/admin-test-helpers';

type Issue = { path: string; message: string };

/**
 * What an exercise needs and what only helps, as the admin form and a member's suggestion write them
 * (docs/product.md#exercise-form, docs/product.md#suggest, docs/product.md#moderation,
 * docs/decisions/0025-required-and-optional-equipment.md): round trips, the compatible defaults, the 422s.
 */
describe('required groups and optional equipment through the admin and suggestion APIs', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await ctx.signedInUser('admin')).client;
    member = (await ctx.signedInUser('user')).client;
  });
  afterAll(() => ctx.close());

  const bench = { requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench'], ['Weight Plates']] };
  const readBack = async (id: string): Promise<Exercise> => {
    const response = await admin.request(`/api/exercises/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Exercise;
  };
  const rowOf = async (id: string) => (await ctx.db.select().from(exercises).where(eq(exercises.id, id)))[0]!;
  const exerciseCount = async () => (await ctx.db.select({ n: count() }).from(exercises))[0]!.n;
  const suggestionCount = async () => (await ctx.db.select({ n: count() }).from(suggestedExercises))[0]!.n;
  const issuesOf = async (response: Response): Promise<Issue[]> => {
    expect(response.status).toBe(422);
    return ((await response.json()) as { error: { issues: Issue[] } }).error.issues;
  };
  const suggest = (json: unknown) => member.request('/api/suggestions', { method: 'POST', json });
  const suggestionBody = (overrides: Record<string, unknown> = {}) => ({
    exerciseName: 'Suggested Bench Press',
    equipmentType: 'Barbells',
    targetMuscleGroups: 'Chest, Triceps',
    description: 'Lower the bar to the chest and press it back up.',
    ...overrides,
  });
  const approve = (id: string) => admin.request(`/api/admin/suggestions/${id}/approve`, { method: 'POST' });

  describe('admin create and edit', () => {
    it('stores the groups and the helpful items as sent, derives equipment from the groups, and reads them back', async () => {
      const created = await createExercise(
        admin,
        exerciseBody({ exerciseName: 'Needs Probe Bench', ...bench, optionalEquipment: ['Power Rack', 'Exercise Mat'] }),
      );
      const expected = {
        equipmentType: 'Barbells',
        requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench'], ['Weight Plates']],
        optionalEquipment: ['Power Rack', 'Exercise Mat'],
        equipment: ['Barbells', 'Flat Bench', 'Adjustable Bench', 'Weight Plates'],
      };
      expect(created).toMatchObject(expected);
      expect(await readBack(created.id)).toMatchObject(expected);
      expect(await rowOf(created.id)).toMatchObject(expected);
    });

    it('without the fields a new exercise needs its equipment type alone and nothing helps, as before', async () => {
      const created = await createExercise(admin, exerciseBody({ exerciseName: 'Needs Probe Plain', equipmentType: 'Kettlebells' }));
      expect(created).toMatchObject({ requiredEquipment: [['Kettlebells']], optionalEquipment: [], equipment: ['Kettlebells'] });
    });

    it('keeps the equipment type required: its group first, or a group of its own when no group names it', async () => {
      const moved = await createExercise(
        admin,
        exerciseBody({ exerciseName: 'Needs Probe Moved', requiredEquipment: [['Weight Plates'], ['Trap Bar', 'Barbells']] }),
      );
      expect(moved.requiredEquipment).toEqual([['Trap Bar', 'Barbells'], ['Weight Plates']]);
      expect(moved.equipment).toEqual(['Barbells', 'Trap Bar', 'Weight Plates']);
      const added = await createExercise(
        admin,
        exerciseBody({ exerciseName: 'Needs Probe Added', requiredEquipment: [['Weight Plates']] }),
      );
      expect(added.requiredEquipment).toEqual([['Barbells'], ['Weight Plates']]);
    });

    it('an edit replaces the groups and helpful items and reads back as sent; an edit without them keeps them', async () => {
      const created = await createExercise(admin, exerciseBody({ exerciseName: 'Needs Probe Edit', ...bench }));
      const edited = {
        requiredEquipment: [['Barbells', 'EZ Curl Bar'], ['Adjustable Bench']],
        optionalEquipment: ['Power Rack'],
      };
      const response = await putExercise(admin, created.id, exerciseBody({ exerciseName: 'Needs Probe Edit', ...edited }));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { exercise: Exercise }).exercise).toMatchObject(edited);
      expect(await readBack(created.id)).toMatchObject({ ...edited, equipment: ['Barbells', 'EZ Curl Bar', 'Adjustable Bench'] });

      // Omitted: kept, with a new equipment type in the old one's place (the API's behaviour before the fields).
      const kept = await putExercise(admin, created.id, exerciseBody({ exerciseName: 'Needs Probe Edit', equipmentType: 'Dumbbells' }));
      expect(kept.status).toBe(200);
      expect(await readBack(created.id)).toMatchObject({
        equipmentType: 'Dumbbells',
        requiredEquipment: [['Dumbbells', 'EZ Curl Bar'], ['Adjustable Bench']],
        optionalEquipment: ['Power Rack'],
      });

      // Sent empty: no helpful items any more.
      expect((await putExercise(admin, created.id, exerciseBody({ exerciseName: 'Needs Probe Edit', optionalEquipment: [] }))).status).toBe(
        200,
      );
      expect((await readBack(created.id)).optionalEquipment).toEqual([]);
    });

    it('lets an exercise keep equipment the taxonomy does not know as its equipment type, in its groups too', async () => {
      const created = await createExercise(
        admin,
        exerciseBody({ exerciseName: 'Needs Probe Legacy', equipmentType: 'Sandbag', requiredEquipment: [['Sandbag', 'Medicine Ball']] }),
      );
      expect(created.requiredEquipment).toEqual([['Sandbag', 'Medicine Ball']]);
    });

    const tooMany = (n: number) => EQUIPMENT_NAMES.filter((name) => name !== 'Barbells' && name !== 'Bodyweight').slice(0, n);
    it.each([
      [
        'unknown equipment, named',
        { requiredEquipment: [['Barbells', 'Sandbag'], ['Atlas Stone']], optionalEquipment: ['Chalk'] },
        [
          { path: 'requiredEquipment', message: M.unknownEquipment(['Sandbag', 'Atlas Stone']) },
          { path: 'optionalEquipment', message: M.unknownEquipment(['Chalk']) },
        ],
      ],
      [
        'an item both required and optional',
        { ...bench, optionalEquipment: ['Flat Bench', 'Barbells', 'Power Rack'] },
        [{ path: 'optionalEquipment', message: M.requiredAndOptional(['Flat Bench', 'Barbells']) }],
      ],
      [
        'the equipment type as optional when the groups are omitted',
        { optionalEquipment: ['Barbells'] },
        [{ path: 'optionalEquipment', message: M.requiredAndOptional(['Barbells']) }],
      ],
      ['an empty group', { requiredEquipment: [['Barbells'], []] }, [{ path: 'requiredEquipment.1', message: M.emptyGroup }]],
      [
        'an item in two groups',
        { requiredEquipment: [['Barbells', 'Flat Bench'], ['Flat Bench']] },
        [{ path: 'requiredEquipment', message: M.requiredTwice(['Flat Bench']) }],
      ],
      [
        'Bodyweight with other equipment',
        { equipmentType: 'Bodyweight', requiredEquipment: [['Bodyweight'], ['Pull-up Bar']] },
        [{ path: 'requiredEquipment', message: M.bodyweightAlone }],
      ],
      ['Bodyweight as helpful', { optionalEquipment: ['Bodyweight'] }, [{ path: 'optionalEquipment', message: M.bodyweightOptional }]],
      [
        `more than ${REQUIRED_GROUPS_MAX} groups`,
        { requiredEquipment: [['Barbells'], ...tooMany(REQUIRED_GROUPS_MAX).map((item) => [item])] },
        [{ path: 'requiredEquipment', message: M.tooManyGroups }],
      ],
      [
        `more than ${REQUIRED_GROUP_ITEMS_MAX} items in a group`,
        { requiredEquipment: [['Barbells', ...tooMany(REQUIRED_GROUP_ITEMS_MAX)]] },
        [{ path: 'requiredEquipment.0', message: M.tooManyInGroup }],
      ],
      [
        `more than ${OPTIONAL_EQUIPMENT_MAX} helpful items`,
        { optionalEquipment: tooMany(OPTIONAL_EQUIPMENT_MAX + 1) },
        [{ path: 'optionalEquipment', message: M.tooManyOptional }],
      ],
    ])('refuses %s with 422 on create and edit, and writes nothing', async (_label, fields, issues) => {
      const before = await exerciseCount();
      expect(await issuesOf(await postExercise(admin, exerciseBody({ exerciseName: 'Needs Probe Refused', ...fields })))).toEqual(issues);
      expect(await exerciseCount()).toBe(before);

      const target = await createExercise(admin, exerciseBody({ exerciseName: `Needs Probe Target ${_label}`, ...bench }));
      const edit = await putExercise(admin, target.id, exerciseBody({ exerciseName: `Needs Probe Target ${_label}`, ...fields }));
      expect(await issuesOf(edit)).toEqual(issues);
      expect(await readBack(target.id)).toMatchObject({ requiredEquipment: bench.requiredEquipment, optionalEquipment: [] });
    });
  });

  describe('suggestions', () => {
    it('stores and lists what a suggestion needs and what helps; without them it needs its equipment type alone', async () => {
      const response = await suggest(
        suggestionBody({ requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']], optionalEquipment: ['Power Rack'] }),
      );
      expect(response.status).toBe(201);
      const created = suggestionSchema.parse(await response.json());
      expect(created).toMatchObject({
        requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
        optionalEquipment: ['Power Rack'],
      });
      const listed = suggestionListSchema.parse(await (await member.request('/api/suggestions')).json()).items;
      expect(listed.find((item) => item.id === created.id)).toEqual(created);

      const plain = suggestionSchema.parse(await (await suggest(suggestionBody({ exerciseName: 'Plain Suggestion' }))).json());
      expect(plain).toMatchObject({ requiredEquipment: [['Barbells']], optionalEquipment: [] });
    });

    it.each([
      [
        'unknown equipment',
        { requiredEquipment: [['Barbells'], ['Sandbag']] },
        [{ path: 'requiredEquipment', message: M.unknownEquipment(['Sandbag']) }],
      ],
      [
        'an item both required and optional',
        { requiredEquipment: [['Barbells'], ['Flat Bench']], optionalEquipment: ['Flat Bench'] },
        [{ path: 'optionalEquipment', message: M.requiredAndOptional(['Flat Bench']) }],
      ],
      ['an empty group', { requiredEquipment: [[]] }, [{ path: 'requiredEquipment.0', message: M.emptyGroup }]],
    ])('refuses a suggestion with %s (422) and stores nothing', async (_label, fields, issues) => {
      const before = await suggestionCount();
      expect(await issuesOf(await suggest(suggestionBody(fields)))).toEqual(issues);
      expect(await suggestionCount()).toBe(before);
    });

    it('approval carries the groups and the helpful items into the new exercise, and the admin sees them while pending', async () => {
      const needs = {
        requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Adjustable Bench', 'Plyo Box']],
        optionalEquipment: ['Exercise Mat'],
      };
      const filed: Suggestion = suggestionSchema.parse(
        await (await suggest(suggestionBody({ exerciseName: 'Approved Needs Probe', equipmentType: 'Dumbbells', ...needs }))).json(),
      );
      const pending = (await (await admin.request('/api/admin/suggestions')).json()) as { items: Suggestion[] };
      expect(pending.items.find((item) => item.id === filed.id)).toMatchObject(needs);

      const response = await approve(filed.id);
      expect(response.status).toBe(201);
      const { exercise } = (await response.json()) as { exercise: Exercise };
      const expected = { ...needs, equipmentType: 'Dumbbells', equipment: ['Dumbbells', 'Flat Bench', 'Adjustable Bench', 'Plyo Box'] };
      expect(exercise).toMatchObject(expected);
      expect(await readBack(exercise.id)).toMatchObject(expected);
    });
  });
});
