import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseList, ExercisesQueryInput } from '@/shared/schemas/exercises-query';
import { apiFetch } from '@/web/lib/api-client';
import { ALL_EQUIPMENT, type LibraryParams } from '../lib/library-params';

/**
 * The API query of a library view: the URL state under the API's parameter names. `sort`/`dir` only when the user chose
 * a sort, so a search without one comes back in relevance order (docs/product.md#search); `exact` only when the user asked
 * to search the text as typed.
 */
export function toExerciseQuery(params: LibraryParams) {
  return {
    q: params.q,
    equipment: params.equipment,
    difficulty: params.difficulty,
    muscle: params.muscle,
    goal: params.goal,
    sort: params.sort?.key,
    dir: params.sort?.dir,
    page: params.page,
    // Only when set, so the usual request (and its cache key on the server) stays as it was.
    exact: params.exact ? 'true' : undefined,
    // The gym the view is limited to, resolved by the page (libraryGymId): an id, never `all`.
    gym: params.gym && params.gym !== ALL_EQUIPMENT ? params.gym : undefined,
  } satisfies ExercisesQueryInput;
}

/**
 * Fetches one library page (shape: `exerciseListSchema`) (12 exercises, docs/product.md#limits), filtered, sorted and paged by the server.
 * @throws ApiError on any non-2xx answer (see api-client).
 */
export function getExercises(params: LibraryParams, signal?: AbortSignal): Promise<ExerciseList> {
  return apiFetch<ExerciseList>('/api/exercises', { query: toExerciseQuery(params), signal });
}

export const exercisesQueryKey = ['exercises'] as const;

export const getExercisesQueryOptions = (params: LibraryParams) =>
  queryOptions({
    queryKey: [...exercisesQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getExercises(params, signal),
    // Keep the last page on screen while the next one loads, so typing in the search box does not flash skeletons.
    placeholderData: keepPreviousData,
  });

/**
 * One library page for a view state whose `gym` is resolved (an id or null; libraryGymId). `enabled: false` waits (for
 * the member's gyms, before the gym is known).
 */
export function useExercises(params: LibraryParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getExercisesQueryOptions(params), enabled });
}
