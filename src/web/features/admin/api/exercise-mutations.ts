import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Exercise } from '@/shared/schemas/exercise';
import type { ExerciseContent } from '@/shared/schemas/exercise-input';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from '@/web/api/admin-keys';
import { catalogueChanged } from '@/web/api/catalogue-changed';

const exercisePath = (id: string) => `/api/admin/exercises/${encodeURIComponent(id)}`;

/** The exercise content the form sends (docs/product.md#validation: empty pros, cons, tags and video already null). */
export type { ExerciseContent };

/** POST /api/admin/exercises → the created exercise. @throws ApiError (409 for a name that exists, 422 invalid). */
export async function createExercise(content: ExerciseContent): Promise<Exercise> {
  return (await apiFetch<{ exercise: Exercise }>('/api/admin/exercises', { method: 'POST', json: content })).exercise;
}

/** PUT /api/admin/exercises/:id (the sample flag is kept) → the updated exercise. @throws ApiError (404, 409, 422). */
export async function updateExercise(id: string, content: ExerciseContent): Promise<Exercise> {
  return (await apiFetch<{ exercise: Exercise }>(exercisePath(id), { method: 'PUT', json: content })).exercise;
}

/** DELETE /api/admin/exercises/:id. @throws ApiError (404 when already gone). */
export function deleteExercise(id: string): Promise<void> {
  return apiFetch<void>(exercisePath(id), { method: 'DELETE' });
}

/** PATCH /api/admin/exercises/:id/sample → the exercise with its new flag. @throws ApiError (404). */
export async function setSample(id: string, isSample: boolean): Promise<Exercise> {
  return (await apiFetch<{ exercise: Exercise }>(`${exercisePath(id)}/sample`, { method: 'PATCH', json: { isSample } })).exercise;
}

/**
 * PUT /api/admin/exercises/:id/illustration → the exercise with its uploaded pictures (data URLs of PNG, JPEG or WebP;
 * docs/product.md#illustrations). @throws ApiError (404, 422 with the field of a picture that is not one).
 */
export async function uploadIllustration(id: string, pictures: { start: string; end: string | null }): Promise<Exercise> {
  return (await apiFetch<{ exercise: Exercise }>(`${exercisePath(id)}/illustration`, { method: 'PUT', json: pictures })).exercise;
}

/** DELETE /api/admin/exercises/:id/illustration → the exercise without pictures. @throws ApiError (404). */
export async function removeIllustration(id: string): Promise<Exercise> {
  return (await apiFetch<{ exercise: Exercise }>(`${exercisePath(id)}/illustration`, { method: 'DELETE' })).exercise;
}

/** Upload or remove an exercise's pictures; refetches every exercise view once it succeeds. */
export function useIllustrationMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => catalogueChanged(queryClient);
  return {
    upload: useMutation({
      mutationFn: ({ id, pictures }: { id: string; pictures: { start: string; end: string | null } }) => uploadIllustration(id, pictures),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => removeIllustration(id), onSuccess }),
  };
}

/** Create (no `id`) or update (with `id`) an exercise; refetches every exercise view once it settles. */
export function useSaveExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string | null; content: ExerciseContent }) =>
      id ? updateExercise(id, content) : createExercise(content),
    onSuccess: () => catalogueChanged(queryClient),
  });
}

export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExercise, onSettled: () => catalogueChanged(queryClient) });
}

export function useSetSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.setSample(),
    mutationFn: ({ id, isSample }: { id: string; isSample: boolean }) => setSample(id, isSample),
    onSuccess: () => catalogueChanged(queryClient),
  });
}

/** The ids of exercises whose sample flag is being changed (several when the admin toggles one after another). */
export function useSamplePendingIds(): string[] {
  return useMutationState({
    filters: { mutationKey: adminKeys.setSample(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
}
