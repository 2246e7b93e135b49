import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@/shared/schemas/account-export';
import type { TrainingSession } from '@/shared/schemas/sessions';
import { type CatalogueExercise, createWorkout, startWorkoutsTestContext, workoutBody } from '../../test/builders/workouts-test-helpers';
import type { TestClient, TestContext } from '../../test/test-app';

/**
 * GET /api/account/export.json (docs/product.md#your-data): one document with everything the member keeps, in the
 * documented shape, and nothing of anyone else's.
 */
describe('/api/account/export.json', () => {
  let ctx: TestContext;
  let samples: CatalogueExercise[];
  let member: { client: TestClient; userId: string; email: string };
  let other: { client: TestClient; userId: string };

  beforeAll(async () => {
    ({ ctx, samples } = await startWorkoutsTestContext());
    member = await ctx.signedInUser('user');
    other = await ctx.signedInUser('user');
  });
  afterAll(() => ctx.close());

  it("holds the member's favourites, workouts, gyms, unit and sessions with their sets, in the documented shape", async () => {
    const [bench, squat] = samples;
    expect((await member.client.request(`/api/favorites/${bench!.id}`, { method: 'PUT' })).status).toBeLessThan(300);
    const workout = await createWorkout(
      member.client,
      workoutBody('Push day', [{ exerciseId: bench!.id, sets: 1, reps: '5', weight: 60, weightUnit: 'kg', bodyweight: false }]),
    );
    const gym = await member.client.request('/api/gyms', { method: 'POST', json: { name: 'Garage', equipment: ['Barbells'] } });
    expect(gym.status, await gym.clone().text()).toBe(201);
    expect((await member.client.request('/api/training-preferences', { method: 'PUT', json: { weightUnit: 'lb' } })).status).toBe(200);
    const started = await member.client.request('/api/sessions', { method: 'POST', json: { workoutId: workout.id } });
    const session = (await started.json()) as TrainingSession;
    const set = session.exercises[0]!.sets[0]!;
    const put = await member.client.request(`/api/sessions/${session.id}/sets/${set.id}`, {
      method: 'PUT',
      json: {
        sessionExerciseId: session.exercises[0]!.id,
        setIndex: 0,
        setType: 'normal',
        weight: 135,
        weightUnit: 'lb',
        reps: 5,
        rpe: 8,
        completed: true,
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    // Another member's things stay theirs.
    await createWorkout(other.client, workoutBody('Not mine', [squat!.id]));

    const response = await member.client.request('/api/account/export.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="equipped-account-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = accountExportSchema.parse(await response.json());
    expect(document.profile.email).toBe(member.email);
    expect(document.trainingPreferences.weightUnit).toBe('lb');
    expect(document.favorites.map((row) => row.exerciseName)).toEqual([bench!.exerciseName]);
    expect(
      document.workouts.map((row) => [
        row.name,
        row.entries.map((entry) => [entry.exerciseName, entry.weight, entry.weightUnit, entry.bodyweight]),
      ]),
    ).toEqual([['Push day', [[bench!.exerciseName, 60, 'kg', false]]]]);
    expect(document.gyms.map((row) => [row.name, row.equipment])).toEqual([['Garage', ['Barbells']]]);
    expect(document.sessions).toHaveLength(1);
    expect(document.sessions[0]!.finishedAt).toBeNull();
    expect(document.sessions[0]!.exercises[0]!.sets[0]).toMatchObject({ weight: 135, weightUnit: 'lb', reps: 5, rpe: 8 });
    expect(document.sessions[0]!.exercises[0]!.sets[0]!.completedAt).not.toBeNull();

    const theirs = accountExportSchema.parse(await (await other.client.request('/api/account/export.json')).json());
    expect(theirs.workouts.map((row) => row.name)).toEqual(['Not mine']);
    expect([theirs.sessions, theirs.favorites, theirs.gyms]).toEqual([[], [], []]);
    expect((await ctx.client().request('/api/account/export.json')).status).toBe(401);
  });
});
