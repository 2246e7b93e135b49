import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { WorkoutDetail, WorkoutList } from '@/shared/schemas/workouts';
import { exercises } from '../../db/schema';
import { syncCuratedCatalogue } from '../../features/catalogue-import/curated-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../test-app';

/**
 * Helpers for the workouts API tests (not a test file): the team's curated catalogue (a dozen samples and some three
 * hundred non-samples) and typed requests.
 */

const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));

export type CatalogueExercise = { id: string; exerciseName: string; equipmentType: string; isSample: boolean };

/** Seeds the curated catalogue and returns its samples and non-samples, each sorted by name. */
export async function seedCatalogue(ctx: TestContext): Promise<{ samples: CatalogueExercise[]; hidden: CatalogueExercise[] }> {
  await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
  const rows = await ctx.db
    .select({
      id: exercises.id,
      exerciseName: exercises.exerciseName,
      equipmentType: exercises.equipmentType,
      isSample: exercises.isSample,
    })
    .from(exercises)
    .orderBy(asc(exercises.exerciseName));
  return { samples: rows.filter((row) => row.isSample), hidden: rows.filter((row) => !row.isSample) };
}

/**
 * The setup the workouts API tests share: a fresh test app with the curated catalogue seeded, its samples and
 * non-samples. Call it in `beforeAll`; close `ctx` in `afterAll`.
 */
export async function startWorkoutsTestContext(): Promise<{ ctx: TestContext; samples: CatalogueExercise[]; hidden: CatalogueExercise[] }> {
  const ctx = await createTestContext();
  return { ctx, ...(await seedCatalogue(ctx)) };
}

/** A workout body as the builder sends it; `entries` are exercise ids with optional fields. */
export type EntryBody = {
  exerciseId: string;
  sets?: unknown;
  reps?: unknown;
  weight?: unknown;
  weightUnit?: unknown;
  bodyweight?: unknown;
  notes?: unknown;
};
export const workoutBody = (name: string, entries: Array<string | EntryBody>, description?: string) => ({
  name,
  ...(description === undefined ? {} : { description }),
  entries: entries.map((entry) => (typeof entry === 'string' ? { exerciseId: entry } : entry)),
});

export const postWorkout = (client: TestClient, body: unknown) => client.request('/api/workouts', { method: 'POST', json: body });
export const putWorkout = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/workouts/${encodeURIComponent(id)}`, { method: 'PUT', json: body });
export const deleteWorkout = (client: TestClient, id: string) =>
  client.request(`/api/workouts/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const getWorkout = (client: TestClient, id: string) => client.request(`/api/workouts/${encodeURIComponent(id)}`);

/** POST /api/workouts; fails the test unless the answer is 201. */
export async function createWorkout(client: TestClient, body: unknown): Promise<WorkoutDetail> {
  const response = await postWorkout(client, body);
  if (response.status !== 201) throw new Error(`POST /api/workouts → ${response.status} ${await response.text()}`);
  return (await response.json()) as WorkoutDetail;
}

/** GET /api/workouts/:id; fails the test unless the answer is 200. */
export async function readWorkout(client: TestClient, id: string): Promise<WorkoutDetail> {
  const response = await getWorkout(client, id);
  expect(response.status).toBe(200);
  return (await response.json()) as WorkoutDetail;
}

/** GET /api/workouts; fails the test unless the answer is 200. */
export async function listWorkouts(client: TestClient): Promise<WorkoutList> {
  const response = await client.request('/api/workouts');
  expect(response.status).toBe(200);
  return (await response.json()) as WorkoutList;
}
