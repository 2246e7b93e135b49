import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionList } from '@/shared/schemas/suggestions';
import { apiFetch } from '@/web/lib/api-client';
import { suggestionsKeys } from './suggestions-keys';

/**
 * The member's own suggestions, newest first (GET /api/suggestions → suggestionListSchema; docs/product.md#my-suggestions).
 * @throws ApiError on any non-2xx answer (401 when signed out).
 */
export function getSuggestions(signal?: AbortSignal): Promise<SuggestionList> {
  return apiFetch<SuggestionList>('/api/suggestions', { signal });
}

export const getSuggestionsQueryOptions = () =>
  queryOptions({ queryKey: suggestionsKeys.list(), queryFn: ({ signal }) => getSuggestions(signal) });

/** The My Suggestions list. */
export function useSuggestions() {
  return useQuery(getSuggestionsQueryOptions());
}
