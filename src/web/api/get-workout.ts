import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutDetail } from '@/shared/schemas/workouts';
import { apiFetch } from '@/web/lib/api-client';
import { workoutsKeys } from './workouts-keys';

/**
 * One workout with its entries in order (GET /api/workouts/:id → workoutDetailSchema). An entry whose exercise the
 * member may no longer see comes back `locked` with `exercise: null` (docs/product.md#workout-builder).
 * @throws ApiError on any non-2xx answer: 404 when it is missing, not the member's, or the id is not a uuid.
 */
export function getWorkout(id: string, signal?: AbortSignal): Promise<WorkoutDetail> {
  return apiFetch<WorkoutDetail>(`/api/workouts/${encodeURIComponent(id)}`, { signal });
}

export const getWorkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workoutsKeys.detail(id),
    queryFn: ({ signal }) => getWorkout(id, signal),
    // The builder edits what it loaded: a background refetch must not appear under the member's typing.
    staleTime: Infinity,
  });

/** One workout, for the view page and the builder's edit mode. */
export function useWorkout(id: string) {
  return useQuery(getWorkoutQueryOptions(id));
}
