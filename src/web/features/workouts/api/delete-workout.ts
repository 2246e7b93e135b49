import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutList } from '@/shared/schemas/workouts';
import { apiFetch } from '@/web/lib/api-client';
import { workoutsKeys } from '@/web/api/workouts-keys';

/** DELETE /api/workouts/:id → 204. @throws ApiError on any non-2xx answer (404 when not the member's). */
export function deleteWorkout(id: string): Promise<void> {
  return apiFetch<void>(`/api/workouts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a workout. The card leaves the list as soon as the server confirms (not optimistically: the confirm dialog
 * already asked, and a failed delete must leave the card where it was). After a failure the list is loaded again.
 * Toasts are the caller's.
 */
export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWorkout(id),
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<WorkoutList>(workoutsKeys.list(), (list) =>
        list ? { ...list, items: list.items.filter((workout) => workout.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: workoutsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: workoutsKeys.list() });
    },
    // A failure can mean the list is out of date (a 404: deleted in another tab): reload it, so a card that no
    // longer exists goes and one that does stays. Not awaited: the error toast and the dialog need not wait for it.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: workoutsKeys.list() });
    },
  });
}
