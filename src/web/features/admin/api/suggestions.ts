import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingSuggestionList } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from '@/web/api/admin-keys';
import { catalogueChanged } from '@/web/api/catalogue-changed';

const suggestionPath = (id: string) => `/api/admin/suggestions/${encodeURIComponent(id)}`;

/** GET /api/admin/suggestions: every pending suggestion, newest first. @throws ApiError. */
export function getPendingSuggestions(signal?: AbortSignal): Promise<PendingSuggestionList> {
  return apiFetch<PendingSuggestionList>('/api/admin/suggestions', { signal });
}

export const getPendingSuggestionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.suggestions(), queryFn: ({ signal }) => getPendingSuggestions(signal) });

export function usePendingSuggestions() {
  return useQuery(getPendingSuggestionsQueryOptions());
}

/** POST /api/admin/suggestions/:id/approve → the new exercise. @throws ApiError (404 gone, 409 name exists). */
export async function approveSuggestion(id: string): Promise<Exercise> {
  return (await apiFetch<{ exercise: Exercise }>(`${suggestionPath(id)}/approve`, { method: 'POST' })).exercise;
}

/** DELETE /api/admin/suggestions/:id. @throws ApiError (404 gone). */
export function rejectSuggestion(id: string): Promise<void> {
  return apiFetch<void>(suggestionPath(id), { method: 'DELETE' });
}

/** Approve: the list of suggestions and every exercise view refetch once it settles (also after a 404: it is gone). */
export function useApproveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.approveSuggestion(),
    mutationFn: approveSuggestion,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.suggestions() }), catalogueChanged(queryClient)]),
  });
}

/** The ids of suggestions whose approval is in flight (several when the admin approves one after another). */
export function useApprovingSuggestionIds(): string[] {
  return useMutationState({
    filters: { mutationKey: adminKeys.approveSuggestion(), status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
}

export function useRejectSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSuggestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.suggestions() }),
  });
}
