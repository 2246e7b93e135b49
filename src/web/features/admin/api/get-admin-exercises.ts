import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExerciseList, AdminExercisesQueryInput } from '@/shared/schemas/admin';
import { apiFetch } from '@/web/lib/api-client';
import type { AdminListParams } from '../admin-list-params';
import { adminKeys } from '@/web/api/admin-keys';

/**
 * One page of the admin's exercise list (GET /api/admin/exercises; shape `adminExerciseListSchema`): every exercise,
 * newest first, 9 a page (docs/product.md#limits).
 * @throws ApiError on any non-2xx answer (403 for non-admins).
 */
export function getAdminExercises(params: AdminListParams, signal?: AbortSignal): Promise<AdminExerciseList> {
  const query = { q: params.q, difficulty: params.difficulty ?? undefined, page: params.page } satisfies AdminExercisesQueryInput;
  return apiFetch<AdminExerciseList>('/api/admin/exercises', { query, signal });
}

export const getAdminExercisesQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.exerciseList(params),
    queryFn: ({ signal }) => getAdminExercises(params, signal),
    // Keep the current page on screen while the next search or page loads (no skeleton flash while typing).
    placeholderData: keepPreviousData,
  });

export function useAdminExercises(params: AdminListParams) {
  return useQuery(getAdminExercisesQueryOptions(params));
}
