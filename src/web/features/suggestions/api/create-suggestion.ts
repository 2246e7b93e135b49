import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Suggestion, SuggestionInput } from '@/shared/schemas/suggestions';
import { apiFetch } from '@/web/lib/api-client';
import { suggestionsKeys } from './suggestions-keys';

/**
 * POST /api/suggestions → 201 suggestionSchema (docs/product.md#api suggested_exercises insert).
 * @throws ApiError: 401 'You must be logged in to suggest exercises', 422 with issues, 429 RATE_LIMITED with
 *   `retryAfter` (10 an hour, docs/product.md#suggest).
 */
export function createSuggestion(input: SuggestionInput): Promise<Suggestion> {
  return apiFetch<Suggestion>('/api/suggestions', { method: 'POST', json: input });
}

/** Files a suggestion; My Suggestions is refreshed on success. Toasts and navigation are the caller's. */
export function useCreateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKeys.list() }),
  });
}
