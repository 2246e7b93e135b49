import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseAutocomplete } from '@/shared/schemas/exercises-query';
import { apiFetch } from '@/web/lib/api-client';

/**
 * The as-you-type autocomplete for the library's search box (docs/product.md#search): GET /api/exercises/autocomplete?q=…
 * → `{ items: [{ id, exerciseName, equipmentType }] (at most 6), correctedQuery }` (`exerciseAutocompleteSchema`), only
 * exercises the viewer may see. No request for empty text (resolves to no items).
 * @throws ApiError on any non-2xx answer.
 */
export async function getExerciseAutocomplete(q: string, signal?: AbortSignal): Promise<ExerciseAutocomplete> {
  if (q === '') return { items: [], correctedQuery: null };
  return apiFetch<ExerciseAutocomplete>('/api/exercises/autocomplete', { query: { q }, signal });
}

export const getExerciseAutocompleteQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['exercises', 'autocomplete', q] as const,
    queryFn: ({ signal }) => getExerciseAutocomplete(q, signal),
    enabled: q !== '',
    staleTime: 60_000,
    // The last entries stay up while the next ones load, so the popup does not blink at every keystroke.
    placeholderData: keepPreviousData,
  });

/** Autocomplete entries for `q` (already debounced and trimmed by the caller); a failure only means no popup. */
export function useExerciseAutocomplete(q: string) {
  return useQuery(getExerciseAutocompleteQueryOptions(q));
}
