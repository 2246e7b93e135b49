import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutDetailSchema, workoutListSchema } from '@/shared/schemas/workouts';
import { exercises, workouts } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import {
  type CatalogueExercise,
  createWorkout,
  getWorkout,
  listWorkouts,
  postWorkout,
  putWorkout,
  readWorkout,
  startWorkoutsTestContext,
  workoutBody,
} from '../../test/builders/workouts-test-helpers';
import { errorBodyOf } from '../../test/error-body';

// The sample rule on workout entries (docs/product.md#who-it-is-for, docs/product.md#roles-and-access): a non-subscriber adds only samples, and an entry whose
// exercise the viewer can no longer see comes back locked, with nothing of the exercise in the answer.
describe('workouts: exercise visibility', () => {
  let ctx: TestContext;
  let samples: CatalogueExercise[];
  let hidden: CatalogueExercise[];

  beforeAll(async () => ({ ctx, samples, hidden } = await startWorkoutsTestContext()));
  afterAll(() => ctx.close());

  const workoutCount = async (userId: string) =>
    (await ctx.db.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId)))[0]!.n;
  const descriptionOf = async (id: string) =>
    (await ctx.db.select({ d: exercises.description }).from(exercises).where(eq(exercises.id, id)))[0]!.d;

  it('lets a member without a subscription build workouts of sample exercises only', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const refused = await postWorkout(client, workoutBody('Sneaky', [samples[0]!.id, hidden[0]!.id]));
    expect(refused.status).toBe(404);
    expect(await errorBodyOf(refused)).toEqual({ error: { code: 'NOT_FOUND', message: 'Exercise not found.' } });
    expect(await workoutCount(userId)).toBe(0);

    const created = await createWorkout(client, workoutBody('Samples', [samples[0]!.id, samples[1]!.id]));
    const addHidden = await putWorkout(client, created.id, workoutBody('Samples+', [samples[0]!.id, samples[1]!.id, hidden[0]!.id]));
    expect(addHidden.status).toBe(404);
    expect(await readWorkout(client, created.id)).toEqual(created);
  });

  it('lets a subscriber and an admin add any exercise', async () => {
    for (const role of ['user', 'admin'] as const) {
      const member = await ctx.signedInUser(role);
      if (role === 'user') await ctx.subscribe(member.userId);
      const created = await createWorkout(member.client, workoutBody('Full', [hidden[0]!.id, samples[0]!.id]));
      expect(created.entries.map((e) => [e.locked, e.exercise?.id])).toEqual([
        [false, hidden[0]!.id],
        [false, samples[0]!.id],
      ]);
    }
  });

  describe('after the subscription ends', () => {
    let member: Awaited<ReturnType<TestContext['signedInUser']>>;
    let workoutId: string;
    let locked: CatalogueExercise;
    let stillHidden: CatalogueExercise;
    let sample: CatalogueExercise;

    beforeAll(async () => {
      member = await ctx.signedInUser('user');
      await ctx.subscribe(member.userId);
      sample = samples[0]!;
      // A non-sample whose equipment differs from the sample's, so the list card shows whether it leaks.
      locked = hidden.find((e) => e.equipmentType !== sample.equipmentType)!;
      stillHidden = hidden.find((e) => e.id !== locked.id)!;
      const created = await createWorkout(
        member.client,
        workoutBody('Built while subscribed', [
          { exerciseId: locked.id, sets: 5, reps: '5', weight: 100, weightUnit: 'kg', bodyweight: false, notes: 'heavy' },
          sample.id,
        ]),
      );
      workoutId = created.id;
      await ctx.subscribe(member.userId, new Date(Date.now() - 60_000));
    });

    it('shows the non-sample entry locked, with its plan but no exercise content', async () => {
      const response = await getWorkout(member.client, workoutId);
      expect(response.status).toBe(200);
      const text = await response.text();
      const detail = workoutDetailSchema.parse(JSON.parse(text));
      expect(detail.entries.map((e) => [e.exerciseId, e.orderIndex, e.sets, e.reps, e.weight, e.notes, e.locked, e.exercise])).toEqual([
        [locked.id, 0, 5, '5', 100, 'heavy', true, null],
        [sample.id, 1, 3, '10', null, '', false, expect.objectContaining({ id: sample.id, exerciseName: sample.exerciseName })],
      ]);
      expect(text).not.toContain(locked.exerciseName);
      expect(text).not.toContain(await descriptionOf(locked.id));
    });

    it('counts the locked entry on the list card but shows only the visible equipment', async () => {
      const card = (await listWorkouts(member.client)).items.find((w) => w.id === workoutId)!;
      expect(card).toMatchObject({ exerciseCount: 2, equipmentTypes: [sample.equipmentType] });
      expect(JSON.stringify(card)).not.toContain(locked.equipmentType);
    });

    it("lists only the visible entry's required equipment: the locked entry reveals neither its exercise nor its equipment", async () => {
      const response = await member.client.request('/api/workouts');
      const text = await response.text();
      const card = workoutListSchema.parse(JSON.parse(text)).items.find((w) => w.id === workoutId)!;
      expect(card.entries).toEqual([{ exerciseId: sample.id, equipmentType: sample.equipmentType, requiredEquipment: expect.any(Array) }]);
      expect(card.entries[0]!.requiredEquipment.flat()).toContain(sample.equipmentType);
      expect(text).not.toContain(locked.id);
      expect(text).not.toContain(locked.equipmentType);
    });

    it('lets the member reorder and rename while keeping the locked entry, but not add another non-sample', async () => {
      const kept = await putWorkout(member.client, workoutId, workoutBody('Renamed', [sample.id, { exerciseId: locked.id, sets: 4 }]));
      expect(kept.status).toBe(200);
      const detail = workoutDetailSchema.parse(await kept.json());
      expect(detail.entries.map((e) => [e.exerciseId, e.locked, e.sets, e.exercise?.id ?? null])).toEqual([
        [sample.id, false, 3, sample.id],
        [locked.id, true, 4, null],
      ]);

      const before = await readWorkout(member.client, workoutId);
      const added = await putWorkout(member.client, workoutId, workoutBody('Renamed', [sample.id, locked.id, stillHidden.id]));
      expect(added.status).toBe(404);
      expect(await readWorkout(member.client, workoutId)).toEqual(before);
    });

    it('unlocks the entry again once the member subscribes again', async () => {
      await ctx.subscribe(member.userId);
      const detail = await readWorkout(member.client, workoutId);
      expect(detail.entries.find((e) => e.exerciseId === locked.id)).toMatchObject({
        locked: false,
        exercise: expect.objectContaining({ id: locked.id, exerciseName: locked.exerciseName }),
      });
      await ctx.subscribe(member.userId, new Date(Date.now() - 60_000));
    });
  });
});
