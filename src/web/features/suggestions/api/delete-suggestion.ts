import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuggestionList } from '@/shared/schemas/suggestions';
import { apiFetch } from '@/web/lib/api-client';
import { suggestionsKeys } from './suggestions-keys';

/** DELETE /api/suggestions/:id → 204. @throws ApiError on any non-2xx answer (404 when not the member's). */
export function deleteSuggestion(id: string): Promise<void> {
  return apiFetch<void>(`/api/suggestions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a suggestion. The card leaves the list once the server confirms (not optimistically: the confirm dialog
 * already asked, and a failed delete must leave the card where it was). Toasts are the caller's.
 */
export function useDeleteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuggestion,
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<SuggestionList>(suggestionsKeys.list(), (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== id) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: suggestionsKeys.list() });
    },
  });
}
