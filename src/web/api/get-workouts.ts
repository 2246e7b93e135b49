import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutList } from '@/shared/schemas/workouts';
import { apiFetch } from '@/web/lib/api-client';
import { workoutsKeys } from './workouts-keys';

/**
 * The member's workouts, newest first, and the per-user limit (GET /api/workouts → workoutListSchema; docs/product.md#workouts
 * list, docs/product.md#workouts "Max 10 workouts per user").
 * @throws ApiError on any non-2xx answer (401 when signed out).
 */
export function getWorkouts(signal?: AbortSignal): Promise<WorkoutList> {
  return apiFetch<WorkoutList>('/api/workouts', { signal });
}

export const getWorkoutsQueryOptions = () => queryOptions({ queryKey: workoutsKeys.list(), queryFn: ({ signal }) => getWorkouts(signal) });

/** The workouts list. */
export function useWorkouts() {
  return useQuery(getWorkoutsQueryOptions());
}
