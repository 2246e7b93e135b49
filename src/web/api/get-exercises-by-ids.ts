import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Exercise } from '@/shared/schemas/exercise';
import { apiFetch } from '@/web/lib/api-client';

/** GET /api/exercises/by-ids answer (the OpenAPI document at /api/openapi.json). */
interface ExercisesByIds {
  items: Exercise[];
}

/**
 * The exercises of a comparison: GET /api/exercises/by-ids?ids=…&ids=… → only those the viewer may see, in the order
 * asked, unknown or invisible ids silently dropped (docs/decisions/0007-comparison-selection-in-the-url.md; the sample rule of docs/product.md#roles-and-access is the server's).
 * No request for an empty list.
 * @throws ApiError on any non-2xx answer.
 */
export async function getExercisesByIds(ids: readonly string[], signal?: AbortSignal): Promise<Exercise[]> {
  if (ids.length === 0) return [];
  const body = await apiFetch<ExercisesByIds>('/api/exercises/by-ids', { query: { ids: [...ids] }, signal });
  return body.items;
}

/** Query key of one selection; the order matters (it is the order of the cards). */
export const exercisesByIdsQueryKey = (ids: readonly string[]) => ['exercises', 'by-ids', [...ids]] as const;

/** An empty selection's exercises: known without asking, so a page with nothing picked renders once, not twice. */
const NONE: Exercise[] = [];

export const getExercisesByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: exercisesByIdsQueryKey(ids),
    queryFn: ({ signal }) => getExercisesByIds(ids, signal),
    staleTime: 60_000,
    initialData: ids.length === 0 ? NONE : undefined,
  });

/** The selected exercises, for the comparison page and the library's comparison tray. */
export function useExercisesByIds(ids: readonly string[]) {
  return useQuery(getExercisesByIdsQueryOptions(ids));
}
