import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutDetail, WorkoutInput } from '@/shared/schemas/workouts';
import { apiFetch } from '@/web/lib/api-client';
import { workoutsKeys } from './workouts-keys';

/**
 * POST /api/workouts → 201 workoutDetailSchema. The server inserts the workout and its entries in one transaction.
 * @throws ApiError: 409 LIMIT_REACHED at 10 workouts (docs/product.md#validation), 422 with issues, 404 when an entry's exercise is not
 *   visible to the member.
 */
export function createWorkout(input: WorkoutInput): Promise<WorkoutDetail> {
  return apiFetch<WorkoutDetail>('/api/workouts', { method: 'POST', json: input });
}

/**
 * PUT /api/workouts/:id → 200 workoutDetailSchema: name and description updated, entries replaced with order 0..n-1,
 * in one transaction (docs/product.md#workout-builder).
 * @throws ApiError: 404 when not the member's, 422 with issues.
 */
export function updateWorkout(id: string, input: WorkoutInput): Promise<WorkoutDetail> {
  return apiFetch<WorkoutDetail>(`/api/workouts/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

/**
 * Saves the builder's workout: creates it when `id` is undefined, otherwise replaces it. On success the list and the
 * saved workout are refreshed from the answer; toasts and navigation are the caller's (they differ by mode).
 */
export function useSaveWorkout(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkoutInput) => (id === undefined ? createWorkout(input) : updateWorkout(id, input)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workoutsKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: workoutsKeys.list() });
    },
  });
}
