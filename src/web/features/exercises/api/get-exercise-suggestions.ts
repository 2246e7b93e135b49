import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseSuggestions } from '@/shared/schemas/exercises-query';
import { apiFetch } from '@/web/lib/api-client';

/**
 * The as-you-type suggestions for the library's search box (docs/product.md#search): GET /api/exercises/suggestions?q=…
 * → `{ items: [{ id, exerciseName, equipmentType }] (at most 6), correctedQuery }` (`exerciseSuggestionsSchema`), only
 * exercises the viewer may see. No request for empty text (resolves to no items).
 * @throws ApiError on any non-2xx answer.
 */
export async function getExerciseSuggestions(q: string, signal?: AbortSignal): Promise<ExerciseSuggestions> {
  if (q === '') return { items: [], correctedQuery: null };
  return apiFetch<ExerciseSuggestions>('/api/exercises/suggestions', { query: { q }, signal });
}

export const getExerciseSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['exercises', 'suggestions', q] as const,
    queryFn: ({ signal }) => getExerciseSuggestions(q, signal),
    enabled: q !== '',
    staleTime: 60_000,
    // The last suggestions stay up while the next ones load, so the popup does not blink at every keystroke.
    placeholderData: keepPreviousData,
  });

/** Suggestions for `q` (already debounced and trimmed by the caller); a failure only means no popup. */
export function useExerciseSuggestions(q: string) {
  return useQuery(getExerciseSuggestionsQueryOptions(q));
}
