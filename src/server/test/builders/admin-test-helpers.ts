import type { AdminExerciseList } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import type { ExerciseList } from '@/shared/schemas/exercises-query';
import { suggestedExercises } from '../../db/schema';
import type { TestClient, TestContext } from '../test-app';

/** Helpers for the admin API tests (not a test file): request bodies, typed requests and suggestion rows. */

/** A complete exercise body as the admin form sends it; `overrides` replace fields. */
export function exerciseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    exerciseName: 'Landmine Press',
    equipmentType: 'Barbells',
    targetMuscleGroups: 'Shoulders, Chest, Triceps',
    description: 'Press the end of a barbell anchored in a corner up and away from the shoulder.',
    difficultyLevel: 'intermediate',
    pros: 'Shoulder-friendly pressing angle',
    cons: 'Needs a landmine attachment or a corner',
    tags: ['press', 'unilateral'],
    videoUrl: 'https://www.youtube.com/watch?v=abc123',
    ...overrides,
  };
}

export const postExercise = (client: TestClient, body: unknown) => client.request('/api/admin/exercises', { method: 'POST', json: body });
export const putExercise = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/admin/exercises/${encodeURIComponent(id)}`, { method: 'PUT', json: body });
export const patchSample = (client: TestClient, id: string, isSample: unknown) =>
  client.request(`/api/admin/exercises/${encodeURIComponent(id)}/sample`, { method: 'PATCH', json: { isSample } });
export const deleteExercise = (client: TestClient, id: string) =>
  client.request(`/api/admin/exercises/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/admin/exercises; fails unless 201. */
export async function createExercise(client: TestClient, body: unknown): Promise<Exercise> {
  const response = await postExercise(client, body);
  if (response.status !== 201) throw new Error(`POST /api/admin/exercises → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { exercise: Exercise }).exercise;
}

/** GET /api/admin/exercises with `params`; fails unless 200. */
export async function adminList(client: TestClient, params: Record<string, string | number> = {}): Promise<AdminExerciseList> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const response = await client.request(`/api/admin/exercises${query ? `?${query}` : ''}`);
  if (response.status !== 200) throw new Error(`GET /api/admin/exercises?${query} → ${response.status} ${await response.text()}`);
  return (await response.json()) as AdminExerciseList;
}

/**
 * Whether a member searching the library for `name` finds an exercise called exactly `name` (the search is fuzzy, so
 * near names may come back too; only the exact one counts).
 */
export async function libraryHas(client: TestClient, name: string): Promise<boolean> {
  const response = await client.request(`/api/exercises?q=${encodeURIComponent(name)}`);
  if (response.status !== 200) throw new Error(`GET /api/exercises → ${response.status}`);
  return ((await response.json()) as ExerciseList).items.some((item) => item.exerciseName === name);
}

/**
 * A suggestion row as a member's POST /api/suggestions would store it (inserted directly: the moderation side only):
 * it needs its equipment type alone unless `overrides` say otherwise.
 */
export async function insertSuggestion(ctx: TestContext, userId: string, overrides: Partial<typeof suggestedExercises.$inferInsert> = {}) {
  const equipmentType = overrides.equipmentType ?? 'Resistance Bands';
  const [row] = await ctx.db
    .insert(suggestedExercises)
    .values({
      userId,
      exerciseName: 'Banded Face Pull',
      description: 'Pull a band anchored at face height towards the forehead, elbows high.',
      equipmentType,
      targetMuscleGroups: 'Shoulders, Traps',
      pros: 'Cheap, joint-friendly',
      cons: null,
      videoUrl: null,
      difficultyLevel: 'beginner',
      tags: ['posture'],
      requiredEquipment: [[equipmentType]],
      optionalEquipment: [],
      ...overrides,
    })
    .returning();
  return row!;
}
