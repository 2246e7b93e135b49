import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKOUT_MESSAGES, workoutDetailSchema, workoutListSchema } from '@/shared/schemas/workouts';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import { exercises, workoutExercises, workouts } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import {
  type CatalogueExercise,
  createWorkout,
  deleteWorkout,
  getWorkout,
  listWorkouts,
  postWorkout,
  putWorkout,
  readWorkout,
  startWorkoutsTestContext,
  workoutBody,
} from '../../test/builders/workouts-test-helpers';
import { errorBodyOf } from '../../test/error-body';

// Workouts CRUD (docs/product.md#workouts and docs/product.md#workout-builder, docs/product.md#data, docs/product.md#workout-builder, docs/product.md#validation; docs/architecture.md#tests).
describe('workouts API', () => {
  let ctx: TestContext;
  let samples: CatalogueExercise[];
  let hidden: CatalogueExercise[];
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    ({ ctx, samples, hidden } = await startWorkoutsTestContext());
    expect(samples.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(() => ctx.close());

  const subscriber = async () => {
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    return member;
  };
  const workoutCount = async (userId: string) =>
    (await ctx.db.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId)))[0]!.n;
  const requiredEquipmentOf = async (id: string) =>
    (await ctx.db.select({ groups: exercises.requiredEquipment }).from(exercises).where(eq(exercises.id, id)))[0]!.groups;

  it('answers 401 to a signed-out visitor on every route, before looking at the input, and writes nothing', async () => {
    const anonymous = ctx.client();
    const body = workoutBody('Push day', [samples[0]!.id]);
    const answers = await Promise.all([
      anonymous.request('/api/workouts'),
      postWorkout(anonymous, body),
      postWorkout(anonymous, { name: '' }),
      getWorkout(anonymous, MISSING),
      putWorkout(anonymous, MISSING, body),
      deleteWorkout(anonymous, MISSING),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await errorBodyOf(answers[2]!)).toEqual({ error: { code: 'UNAUTHORIZED', message: 'You must be signed in.' } });
    expect((await ctx.db.select({ n: count() }).from(workouts))[0]!.n).toBe(0);
  });

  it('creates a workout with its entries in the order sent and the new-entry defaults, and reads it back', async () => {
    const { client } = await ctx.signedInUser('user');
    const [a, b, c] = [samples[2]!, samples[0]!, samples[1]!];
    const response = await postWorkout(client, {
      name: '  Leg day  ',
      description: ' Heavy lower body ',
      entries: [
        { exerciseId: a.id, sets: 5, reps: ' 8-12 ', weight: 102.5, weightUnit: 'lb', bodyweight: false, notes: 'slow descent' },
        { exerciseId: b.id },
        { exerciseId: c.id, weight: null, weightUnit: 'kg', bodyweight: true },
      ],
    });
    expect(response.status).toBe(201);
    const created = workoutDetailSchema.parse(await response.json());
    expect(created).toMatchObject({ name: 'Leg day', description: 'Heavy lower body' });
    // The planned weight comes back exactly as sent, in its unit; an entry without one has none (in kg, the default).
    expect(
      created.entries.map((e) => [e.exerciseId, e.orderIndex, e.sets, e.reps, e.weight, e.weightUnit, e.bodyweight, e.notes, e.locked]),
    ).toEqual([
      [a.id, 0, 5, '8-12', 102.5, 'lb', false, 'slow descent', false],
      [b.id, 1, 3, '10', null, 'kg', false, '', false],
      [c.id, 2, 3, '10', null, 'kg', true, '', false],
    ]);
    expect(created.entries[0]!.exercise).toMatchObject({ id: a.id, exerciseName: a.exerciseName, equipmentType: a.equipmentType });
    expect(await readWorkout(client, created.id)).toEqual(created);
  });

  it.each([1, 7, 20])('stores sets %i as sent (the document: an integer from 1 to 20)', async (sets) => {
    const { client } = await ctx.signedInUser('user');
    const created = await createWorkout(client, workoutBody('Sets', [{ exerciseId: samples[0]!.id, sets }]));
    expect(created.entries[0]!.sets).toBe(sets);
    expect((await readWorkout(client, created.id)).entries[0]!.sets).toBe(sets);
  });

  it.each([0, 21, 2.5, -4, 'abc', '7', null, 1e308])(
    'refuses sets %j with 422 naming entries.N.sets, and writes nothing (the form normalises, the API does not change what it is sent)',
    async (sets) => {
      const { client, userId } = await ctx.signedInUser('user');
      const response = await postWorkout(client, workoutBody('Sets', [samples[0]!.id, { exerciseId: samples[1]!.id, sets }]));
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { code: string; issues: Array<{ path: string }> } };
      expect(body.error.code).toBe('INVALID_INPUT');
      expect([...new Set(body.error.issues.map((issue) => issue.path))]).toEqual(['entries.1.sets']);
      expect(await workoutCount(userId)).toBe(0);
    },
  );

  it('lists the workouts newest first with their exercise count and distinct equipment in entry order', async () => {
    const { client } = await subscriber();
    const barbells = hidden.filter((e) => e.equipmentType === 'Barbells');
    const dumbbells = hidden.filter((e) => e.equipmentType === 'Dumbbells');
    const first = await createWorkout(client, workoutBody('Upper', [barbells[0]!.id, dumbbells[0]!.id, barbells[1]!.id], 'Push and pull'));
    const second = await createWorkout(client, workoutBody('Quick', [samples[3]!.id]));

    const list = workoutListSchema.parse(await listWorkouts(client));
    expect(list.limit).toBe(10);
    const entryOf = async (exercise: CatalogueExercise) => ({
      exerciseId: exercise.id,
      equipmentType: exercise.equipmentType,
      requiredEquipment: await requiredEquipmentOf(exercise.id),
    });
    expect(list.items).toEqual([
      {
        id: second.id,
        name: 'Quick',
        description: '',
        createdAt: second.createdAt,
        exerciseCount: 1,
        equipmentTypes: [samples[3]!.equipmentType],
        entries: [await entryOf(samples[3]!)],
      },
      {
        id: first.id,
        name: 'Upper',
        description: 'Push and pull',
        createdAt: first.createdAt,
        exerciseCount: 3,
        equipmentTypes: ['Barbells', 'Dumbbells'],
        entries: [await entryOf(barbells[0]!), await entryOf(dumbbells[0]!), await entryOf(barbells[1]!)],
      },
    ]);
    expect(new Date(second.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(first.createdAt).getTime());
  });

  it("lists each entry's required equipment groups, so the page can say what a gym lacks (docs/product.md#workouts)", async () => {
    const { client } = await subscriber();
    const named = (name: string) => [...samples, ...hidden].find((e) => e.exerciseName === name)!;
    // An exercise written before groups: a flat equipment list and no groups, read as one group per item (decision 0025).
    const [older] = await ctx.db
      .insert(exercises)
      .values({
        exerciseName: 'Old-Style Barbell Row',
        equipmentType: 'Barbells',
        equipment: ['Barbells', 'Weight Plates'],
        targetMuscleGroups: 'Lats, Upper Back',
        description: 'Written before required equipment had groups.',
      })
      .returning({ id: exercises.id });
    const created = await createWorkout(client, workoutBody('Groups', [named('Barbell Bench Press').id, named('Leg Press').id, older!.id]));

    const card = (await listWorkouts(client)).items.find((w) => w.id === created.id)!;
    expect(card.entries).toEqual([
      {
        exerciseId: named('Barbell Bench Press').id,
        equipmentType: 'Barbells',
        requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench'], ['Weight Plates']],
      },
      {
        exerciseId: named('Leg Press').id,
        equipmentType: 'Leg Press Machine',
        requiredEquipment: [['Leg Press Machine'], ['Weight Plates']],
      },
      { exerciseId: older!.id, equipmentType: 'Barbells', requiredEquipment: [['Barbells'], ['Weight Plates']] },
    ]);
    await ctx.db.delete(exercises).where(eq(exercises.id, older!.id));
  });

  it('edits name, description and entries, renumbering the entries 0..n-1 in the new order', async () => {
    const { client } = await ctx.signedInUser('user');
    const created = await createWorkout(client, workoutBody('Full body', [samples[0]!.id, samples[1]!.id, samples[2]!.id], 'v1'));
    const response = await putWorkout(client, created.id, {
      name: 'Full body v2',
      description: '',
      entries: [
        { exerciseId: samples[2]!.id, sets: 4, reps: '6', weight: 80, weightUnit: 'kg', bodyweight: false, notes: 'top set' },
        { exerciseId: samples[4]!.id },
        { exerciseId: samples[0]!.id, sets: 2 },
      ],
    });
    expect(response.status).toBe(200);
    const updated = workoutDetailSchema.parse(await response.json());
    expect(updated).toMatchObject({ id: created.id, name: 'Full body v2', description: '', createdAt: created.createdAt });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(updated.entries.map((e) => [e.exerciseId, e.orderIndex, e.sets, e.reps, e.weight, e.notes])).toEqual([
      [samples[2]!.id, 0, 4, '6', 80, 'top set'],
      [samples[4]!.id, 1, 3, '10', null, ''],
      [samples[0]!.id, 2, 2, '10', null, ''],
    ]);
    expect(await readWorkout(client, created.id)).toEqual(updated);
    const rows = await ctx.db.select().from(workoutExercises).where(eq(workoutExercises.workoutId, created.id));
    expect(rows).toHaveLength(3);
  });

  it('deletes a workout with its entries; afterwards it is gone for every route', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const created = await createWorkout(client, workoutBody('Temporary', [samples[0]!.id, samples[1]!.id]));
    expect((await deleteWorkout(client, created.id)).status).toBe(204);
    expect((await getWorkout(client, created.id)).status).toBe(404);
    expect((await deleteWorkout(client, created.id)).status).toBe(404);
    expect((await putWorkout(client, created.id, workoutBody('Back', [samples[0]!.id]))).status).toBe(404);
    expect((await listWorkouts(client)).items).toEqual([]);
    expect(await workoutCount(userId)).toBe(0);
    expect(await ctx.db.select().from(workoutExercises).where(eq(workoutExercises.workoutId, created.id))).toEqual([]);
  });

  it.each(['not-a-uuid', MISSING, "x' or '1'='1"])('answers 404 Workout not found for the id %s', async (id) => {
    const { client } = await ctx.signedInUser('user');
    for (const response of [
      await getWorkout(client, id),
      await putWorkout(client, id, workoutBody('X', [samples[0]!.id])),
      await deleteWorkout(client, id),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorBodyOf(response)).toEqual({ error: { code: 'NOT_FOUND', message: 'Workout not found.' } });
    }
  });

  describe('validation (docs/product.md#workout-builder)', () => {
    const cases: Array<[string, (ids: string[]) => unknown, { path: string; message: string }]> = [
      ['an empty name', (ids) => workoutBody('', [ids[0]!]), { path: 'name', message: WORKOUT_MESSAGES.nameRequired }],
      ['a name of spaces', (ids) => workoutBody('    ', [ids[0]!]), { path: 'name', message: WORKOUT_MESSAGES.nameRequired }],
      ['a 51-character name', (ids) => workoutBody('n'.repeat(51), [ids[0]!]), { path: 'name', message: WORKOUT_MESSAGES.nameTooLong }],
      [
        'a 201-character description',
        (ids) => workoutBody('Ok', [ids[0]!], 'd'.repeat(201)),
        { path: 'description', message: WORKOUT_MESSAGES.descriptionTooLong },
      ],
      ['no exercises', () => workoutBody('Ok', []), { path: 'entries', message: WORKOUT_MESSAGES.noExercises }],
      [
        '51 exercises',
        () =>
          workoutBody(
            'Ok',
            Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`),
          ),
        { path: 'entries', message: WORKOUT_MESSAGES.tooManyExercises },
      ],
      [
        'the same exercise twice',
        (ids) => workoutBody('Ok', [ids[0]!, ids[1]!, ids[0]!]),
        { path: 'entries.2.exerciseId', message: WORKOUT_MESSAGES.duplicate },
      ],
      [
        'an exercise id that is not a uuid',
        () => workoutBody('Ok', ['bench']),
        { path: 'entries.0.exerciseId', message: expect.any(String) },
      ],
      // Planned weights are numbers with their unit (docs/product.md#planned-weights): text, too much, or a weight on a
      // bodyweight entry is refused under the weight.
      [
        'a planned weight written as text',
        (ids) => workoutBody('Ok', [{ exerciseId: ids[0]!, weight: '60kg' }]),
        { path: 'entries.0.weight', message: TRAINING_MESSAGES.weightRange },
      ],
      [
        'a planned weight over 1,000 kg',
        (ids) => workoutBody('Ok', [{ exerciseId: ids[0]!, weight: 1000.5, weightUnit: 'kg' }]),
        { path: 'entries.0.weight', message: TRAINING_MESSAGES.weightRange },
      ],
      [
        'a planned weight over 2,204.62 lb',
        (ids) => workoutBody('Ok', [{ exerciseId: ids[0]!, weight: 2204.63, weightUnit: 'lb' }]),
        { path: 'entries.0.weight', message: TRAINING_MESSAGES.weightRange },
      ],
      [
        'a planned weight with three decimals',
        (ids) => workoutBody('Ok', [{ exerciseId: ids[0]!, weight: 60.125 }]),
        { path: 'entries.0.weight', message: TRAINING_MESSAGES.weightRange },
      ],
      [
        'a weight on a bodyweight entry',
        (ids) => workoutBody('Ok', [{ exerciseId: ids[0]!, weight: 10, bodyweight: true }]),
        { path: 'entries.0.weight', message: WORKOUT_MESSAGES.bodyweightWithWeight },
      ],
    ];

    it.each(cases)('refuses %s with 422 and the spec message, on create and on edit, writing nothing', async (_, body, issue) => {
      const { client, userId } = await ctx.signedInUser('user');
      const ids = samples.map((e) => e.id);
      const created = await postWorkout(client, body(ids));
      expect(created.status).toBe(422);
      const error = (await created.json()).error;
      expect(error).toMatchObject({ code: 'INVALID_INPUT', message: issue.message });
      expect(error.issues).toEqual([issue]);
      expect(await workoutCount(userId)).toBe(0);

      const existing = await createWorkout(client, workoutBody('Keep me', [ids[0]!]));
      const edited = await putWorkout(client, existing.id, body(ids));
      expect(edited.status).toBe(422);
      expect((await edited.json()).error.issues).toEqual([issue]);
      expect(await readWorkout(client, existing.id)).toEqual(existing);
    });

    it('accepts a 50-character name after trimming and a 200-character description', async () => {
      const { client } = await ctx.signedInUser('user');
      const created = await createWorkout(client, workoutBody(`  ${'n'.repeat(50)}  `, [samples[0]!.id], 'd'.repeat(200)));
      expect(created.name).toBe('n'.repeat(50));
      expect(created.description).toHaveLength(200);
    });
  });

  it('answers 404 Exercise not found for an exercise that does not exist, and writes nothing', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const response = await postWorkout(client, workoutBody('Ghost', [samples[0]!.id, MISSING]));
    expect(response.status).toBe(404);
    expect(await errorBodyOf(response)).toEqual({ error: { code: 'NOT_FOUND', message: 'Exercise not found.' } });
    expect(await workoutCount(userId)).toBe(0);
  });

  it('keeps the workout when one of its exercises is deleted from the catalogue, dropping only that entry', async () => {
    const { client } = await subscriber();
    const [doomed, ...kept] = hidden.slice(-3);
    const created = await createWorkout(client, workoutBody('Survivor', [kept[0]!.id, doomed!.id, kept[1]!.id]));
    await ctx.db.delete(exercises).where(eq(exercises.id, doomed!.id));
    const after = await readWorkout(client, created.id);
    expect(after.entries.map((e) => e.exerciseId)).toEqual([kept[0]!.id, kept[1]!.id]);
    expect((await listWorkouts(client)).items.find((w) => w.id === created.id)?.exerciseCount).toBe(2);
  });

  it('documents the workouts routes in the OpenAPI document', async () => {
    const doc = await (await ctx.client().request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/workouts'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/workouts/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
