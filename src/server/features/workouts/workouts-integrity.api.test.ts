import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WORKOUTS } from '@/shared/limits';
import { WORKOUT_MESSAGES } from '@/shared/schemas/workouts';
import { workoutExercises, workouts } from '../../db/schema';
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

// Ownership, the limit of 10 under concurrency, and all-or-nothing edits (docs/product.md#workout-builder, docs/product.md#validation, docs/product.md#limits; docs/product.md#workouts, docs/architecture.md#tests).
describe('workouts: ownership, limit and transactions', () => {
  let ctx: TestContext;
  let samples: CatalogueExercise[];

  beforeAll(async () => ({ ctx, samples } = await startWorkoutsTestContext()));
  afterAll(() => ctx.close());

  const workoutCount = async (userId: string) =>
    (await ctx.db.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId)))[0]!.n;
  const entryRows = (workoutId: string) => ctx.db.select().from(workoutExercises).where(eq(workoutExercises.workoutId, workoutId));

  it("answers 404 to another member's GET, PUT and DELETE and leaves the workout unchanged", async () => {
    const owner = await ctx.signedInUser('user');
    const intruder = await ctx.signedInUser('user');
    const theirs = await createWorkout(owner.client, workoutBody('Mine', [samples[0]!.id, samples[1]!.id], 'private'));
    const before = await readWorkout(owner.client, theirs.id);

    const read = await getWorkout(intruder.client, theirs.id);
    const edit = await putWorkout(intruder.client, theirs.id, workoutBody('Hijacked', [samples[2]!.id]));
    const remove = await deleteWorkout(intruder.client, theirs.id);
    for (const response of [read, edit, remove]) {
      expect(response.status).toBe(404);
      expect(await errorBodyOf(response)).toEqual({ error: { code: 'NOT_FOUND', message: 'Workout not found.' } });
    }
    expect((await listWorkouts(intruder.client)).items).toEqual([]);
    expect(await readWorkout(owner.client, theirs.id)).toEqual(before);
    expect((await listWorkouts(owner.client)).items.map((w) => w.id)).toEqual([theirs.id]);
  });

  it('ignores a user id in the request: a workout always belongs to the session user', async () => {
    const a = await ctx.signedInUser('user');
    const b = await ctx.signedInUser('user');
    const created = await createWorkout(a.client, { ...workoutBody('Forged', [samples[0]!.id]), userId: b.userId });
    expect(await workoutCount(b.userId)).toBe(0);
    expect((await ctx.db.select({ userId: workouts.userId }).from(workouts).where(eq(workouts.id, created.id)))[0]!.userId).toBe(a.userId);
  });

  it('refuses the eleventh workout with 409 LIMIT_REACHED and accepts one again after a delete', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const made = [];
    for (let i = 0; i < MAX_WORKOUTS; i += 1)
      made.push(await createWorkout(client, workoutBody(`W${i}`, [samples[i % samples.length]!.id])));
    const refused = await postWorkout(client, workoutBody('Eleventh', [samples[0]!.id]));
    expect(refused.status).toBe(409);
    expect(await errorBodyOf(refused)).toEqual({ error: { code: 'LIMIT_REACHED', message: WORKOUT_MESSAGES.limit } });
    expect(await workoutCount(userId)).toBe(MAX_WORKOUTS);
    expect((await listWorkouts(client)).items).toHaveLength(MAX_WORKOUTS);

    // Editing is not creating: a member at the limit can still change their workouts.
    expect((await putWorkout(client, made[0]!.id, workoutBody('Edited', [samples[1]!.id]))).status).toBe(200);
    expect((await deleteWorkout(client, made[0]!.id)).status).toBe(204);
    expect((await postWorkout(client, workoutBody('Replacement', [samples[0]!.id]))).status).toBe(201);
    expect(await workoutCount(userId)).toBe(MAX_WORKOUTS);
  });

  it('lets exactly 2 of 5 concurrent creates through at 8 workouts; the others get 409 and the count stays 10', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    for (let i = 0; i < MAX_WORKOUTS - 2; i += 1) await createWorkout(client, workoutBody(`Existing ${i}`, [samples[0]!.id]));
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => postWorkout(client, workoutBody(`Racing ${i}`, [samples[1]!.id, samples[2]!.id]))),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await workoutCount(userId)).toBe(MAX_WORKOUTS);
    // The refused ones left no entries behind either: 8 workouts × 1 entry + 2 × 2.
    const entries = await ctx.db
      .select({ n: count() })
      .from(workoutExercises)
      .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
      .where(eq(workouts.userId, userId));
    expect(entries[0]!.n).toBe(8 + 4);
  });

  it("does not count another member's workouts against the limit, even when both create at once", async () => {
    const a = await ctx.signedInUser('user');
    const b = await ctx.signedInUser('user');
    for (let i = 0; i < MAX_WORKOUTS - 1; i += 1) await createWorkout(a.client, workoutBody(`A${i}`, [samples[0]!.id]));
    const answers = await Promise.all([
      postWorkout(a.client, workoutBody('A last', [samples[0]!.id])),
      postWorkout(a.client, workoutBody('A too many', [samples[0]!.id])),
      postWorkout(b.client, workoutBody('B first', [samples[0]!.id])),
      postWorkout(b.client, workoutBody('B second', [samples[0]!.id])),
    ]);
    expect(
      answers
        .slice(0, 2)
        .map((r) => r.status)
        .sort(),
    ).toEqual([201, 409]);
    expect(answers.slice(2).map((r) => r.status)).toEqual([201, 201]);
    expect(await workoutCount(a.userId)).toBe(MAX_WORKOUTS);
    expect(await workoutCount(b.userId)).toBe(2);
  });

  describe('a failure in the middle of an edit', () => {
    // A test-only trigger makes the insert of an entry whose notes are FAIL_MARKER raise, i.e. after the edit has
    // already updated the name and deleted the old entries. A sequence is not transactional, so it still tells after the
    // rollback how many entry inserts the trigger saw.
    const FAIL_MARKER = 'inject-failure-here';
    beforeAll(async () => {
      await ctx.db.execute(sql`create sequence test_entry_inserts`);
      await ctx.db.execute(
        sql.raw(`create function test_fail_on_marker() returns trigger language plpgsql as $$
          begin
            perform nextval('test_entry_inserts');
            if new.notes = '${FAIL_MARKER}' then raise exception 'injected failure'; end if;
            return new;
          end $$`),
      );
      await ctx.db.execute(
        sql`create trigger test_fail_on_marker before insert on workout_exercises for each row execute function test_fail_on_marker()`,
      );
    });
    afterAll(async () => {
      await ctx.db.execute(sql`drop trigger test_fail_on_marker on workout_exercises`);
      await ctx.db.execute(sql`drop function test_fail_on_marker()`);
    });
    const insertsSeen = async () =>
      Number((await ctx.database.rows<{ n: string }>(sql`select last_value as n from test_entry_inserts`))[0]!.n);

    it('leaves the workout exactly as it was (name, description, entries, order, updatedAt)', async () => {
      const { client } = await ctx.signedInUser('user');
      const created = await createWorkout(
        client,
        workoutBody(
          'Original',
          [
            { exerciseId: samples[0]!.id, sets: 4, reps: '8-12', weight: 40, weightUnit: 'kg', bodyweight: false, notes: 'keep' },
            samples[1]!.id,
            samples[2]!.id,
          ],
          'As it was',
        ),
      );
      const before = await readWorkout(client, created.id);
      const rowsBefore = await entryRows(created.id);
      const seenBefore = await insertsSeen();

      const failed = await putWorkout(client, created.id, {
        name: 'Changed',
        description: 'Changed too',
        entries: [{ exerciseId: samples[3]!.id }, { exerciseId: samples[4]!.id, notes: FAIL_MARKER }, { exerciseId: samples[0]!.id }],
      });
      expect(failed.status).toBe(500);
      expect(await errorBodyOf(failed)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
      // The first new entry was inserted and the second raised: the failure really happened mid-edit.
      expect((await insertsSeen()) - seenBefore).toBe(2);

      expect(await readWorkout(client, created.id)).toEqual(before);
      expect(await entryRows(created.id)).toEqual(rowsBefore);
      expect((await listWorkouts(client)).items).toEqual([expect.objectContaining({ id: created.id, name: 'Original', exerciseCount: 3 })]);

      // The same edit without the marker goes through, so the failure above came from the injection alone.
      const ok = await putWorkout(client, created.id, workoutBody('Changed', [samples[3]!.id, samples[4]!.id, samples[0]!.id]));
      expect(ok.status).toBe(200);
      expect((await readWorkout(client, created.id)).entries.map((e) => e.exerciseId)).toEqual([
        samples[3]!.id,
        samples[4]!.id,
        samples[0]!.id,
      ]);
    });

    it('leaves nothing behind when a create fails after the workout row was inserted', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      const failed = await postWorkout(
        client,
        workoutBody('Half-made', [samples[0]!.id, { exerciseId: samples[1]!.id, notes: FAIL_MARKER }]),
      );
      expect(failed.status).toBe(500);
      expect(await workoutCount(userId)).toBe(0);
      expect((await listWorkouts(client)).items).toEqual([]);
    });
  });

  it('leaves the workout unchanged when an edit names an exercise that does not exist', async () => {
    const { client } = await ctx.signedInUser('user');
    const created = await createWorkout(client, workoutBody('Stable', [samples[0]!.id, samples[1]!.id]));
    const response = await putWorkout(client, created.id, workoutBody('Renamed', [samples[1]!.id, '00000000-0000-4000-8000-000000000000']));
    expect(response.status).toBe(404);
    expect(await errorBodyOf(response)).toEqual({ error: { code: 'NOT_FOUND', message: 'Exercise not found.' } });
    expect(await readWorkout(client, created.id)).toEqual(created);
  });
});
