import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutDetail } from '@/shared/schemas/workouts';
import { exercises, userFavorites, workoutExercises, workouts } from '../../db/schema';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { createWorkout, readWorkout, workoutBody } from '../../test/builders/workouts-test-helpers';
import { createExercise, deleteExercise, exerciseBody } from '../../test/builders/admin-test-helpers';

const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));

// docs/product.md#admin, docs/architecture.md#tests: deleting an exercise that is in favourites and workouts leaves no dangling rows; favourites go,
// workout entries go, the workouts stay — in one transaction.
describe('admin: deleting an exercise used in favourites and workouts', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let others: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
    admin = (await ctx.signedInUser('admin')).client;
    others = (await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.isSample, true)).limit(3)).map((row) => row.id);
  });
  afterAll(() => ctx.close());

  const favourite = async (client: TestClient, id: string) =>
    expect((await client.request(`/api/favorites/${id}`, { method: 'PUT' })).status).toBeLessThan(300);
  const favouriteIds = async (client: TestClient) =>
    ((await (await client.request('/api/favorites/ids')).json()) as { items: string[] }).items;

  it('removes its favourites and workout entries, keeps the workouts and closes the gap in their order', async () => {
    const doomed = await createExercise(admin, exerciseBody({ exerciseName: 'Doomed Probe', isSample: true }));
    const alice = await ctx.signedInUser('user');
    const bob = await ctx.signedInUser('user');
    await favourite(alice.client, doomed.id);
    await favourite(alice.client, others[0]!);
    await favourite(bob.client, doomed.id);

    // Alice: doomed in the middle of three; Bob: a workout of the doomed exercise alone.
    const mixed = await createWorkout(
      alice.client,
      workoutBody('Mixed', [others[0]!, { exerciseId: doomed.id, sets: 5, reps: '5' }, others[1]!]),
    );
    const only = await createWorkout(bob.client, workoutBody('Only doomed', [doomed.id], 'one entry'));

    expect((await deleteExercise(admin, doomed.id)).status).toBe(204);

    // No row anywhere still points at it.
    expect(await ctx.db.select().from(userFavorites).where(eq(userFavorites.exerciseId, doomed.id))).toEqual([]);
    expect(await ctx.db.select().from(workoutExercises).where(eq(workoutExercises.exerciseId, doomed.id))).toEqual([]);
    const dangling = await ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from workout_exercises we left join exercises e on e.id = we.exercise_id where e.id is null`);
    expect(dangling[0]!.n).toBe(0);

    // What the members notice: the favourite is gone, the other stays; the workouts stay with the other entries in order.
    expect(await favouriteIds(alice.client)).toEqual([others[0]]);
    expect(await favouriteIds(bob.client)).toEqual([]);
    const mixedAfter: WorkoutDetail = await readWorkout(alice.client, mixed.id);
    expect(mixedAfter.name).toBe('Mixed');
    expect(mixedAfter.entries.map((entry) => [entry.exerciseId, entry.orderIndex])).toEqual([
      [others[0], 0],
      [others[1], 1],
    ]);
    const onlyAfter = await readWorkout(bob.client, only.id);
    expect(onlyAfter).toMatchObject({ name: 'Only doomed', description: 'one entry', entries: [] });
    expect((await ctx.db.select().from(workouts).where(eq(workouts.id, only.id))).length).toBe(1);

    // The workout can still be edited (its order was renumbered, so re-saving does not collide).
    const edited = await alice.client.request(`/api/workouts/${mixed.id}`, {
      method: 'PUT',
      json: workoutBody('Mixed', [others[1]!, others[0]!, others[2]!]),
    });
    expect(edited.status).toBe(200);
  });

  it('rolls everything back when the delete fails half-way: favourites, entries and the exercise stay', async () => {
    const kept = await createExercise(admin, exerciseBody({ exerciseName: 'Survivor Probe', isSample: true }));
    const carol = await ctx.signedInUser('user');
    await favourite(carol.client, kept.id);
    const workout = await createWorkout(carol.client, workoutBody('Keeps', [others[0]!, kept.id]));

    // Injected failure: the exercise row itself refuses to be deleted, after its entries were already removed.
    await ctx.database.rows(sql`create function admin_test_refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await ctx.database.rows(
      sql`create trigger admin_test_refuse_delete before delete on exercises for each row execute function admin_test_refuse_delete()`,
    );
    try {
      expect((await deleteExercise(admin, kept.id)).status).toBe(500);
    } finally {
      await ctx.database.rows(sql`drop trigger admin_test_refuse_delete on exercises`);
      await ctx.database.rows(sql`drop function admin_test_refuse_delete()`);
    }

    expect((await ctx.db.select().from(exercises).where(eq(exercises.id, kept.id))).length).toBe(1);
    expect(await favouriteIds(carol.client)).toEqual([kept.id]);
    const after = await readWorkout(carol.client, workout.id);
    expect(after.entries.map((entry) => [entry.exerciseId, entry.orderIndex])).toEqual([
      [others[0], 0],
      [kept.id, 1],
    ]);
  });
});
