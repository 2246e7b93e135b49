import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { isWholeExercise } from '@/shared/exercise-summary';
import type { Favorite } from '@/shared/schemas/favorites';
import { apiFetch } from '@/web/lib/api-client';
import { favoritesKeys } from '@/web/api/favorites-keys';
import { reportError } from '@/web/lib/report-error';

/** PUT /api/favorites/:exerciseId → 204. Idempotent. @throws ApiError on any non-2xx answer. */
export function addFavorite(exerciseId: string): Promise<void> {
  return apiFetch<void>(`/api/favorites/${encodeURIComponent(exerciseId)}`, { method: 'PUT' });
}

/** DELETE /api/favorites/:exerciseId → 204. Idempotent. @throws ApiError on any non-2xx answer. */
export function removeFavorite(exerciseId: string): Promise<void> {
  return apiFetch<void>(`/api/favorites/${encodeURIComponent(exerciseId)}`, { method: 'DELETE' });
}

export interface SetFavoriteVariables {
  exercise: ExerciseSummary;
  /** The state the member asked for: true to save, false to remove. */
  favorite: boolean;
}

/** A toast: its title and optional description (sonner's `toast(title, { description })`). */
export interface ToastText {
  title: string;
  description?: string;
}

/** The toasts of one screen (docs/product.md#messages differs between the library and My Favorites). */
export interface SetFavoriteMessages {
  added: ToastText;
  removed: ToastText;
  failed: string;
}

interface Snapshot {
  ids: string[] | undefined;
  list: Favorite[] | undefined;
}

/**
 * Saves or removes a favourite optimistically (docs/product.md#favourites): the heart (and My Favorites' list) change at
 * once, the PUT or DELETE is sent, and a failure restores both and shows `messages.failed` (docs/product.md#messages). All favourite
 * mutations share one scope so they run in order: a quick double click cannot reach the server as DELETE-then-PUT.
 */
export function useSetFavorite(messages: SetFavoriteMessages) {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, SetFavoriteVariables, Snapshot>({
    scope: { id: 'favorites' },
    mutationFn: ({ exercise, favorite }) => (favorite ? addFavorite(exercise.id) : removeFavorite(exercise.id)),
    onMutate: async ({ exercise, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKeys.all });
      const snapshot: Snapshot = {
        ids: queryClient.getQueryData<string[]>(favoritesKeys.ids()),
        list: queryClient.getQueryData<Favorite[]>(favoritesKeys.list()),
      };
      queryClient.setQueryData<string[]>(favoritesKeys.ids(), (ids = []) =>
        favorite ? [...ids.filter((id) => id !== exercise.id), exercise.id] : ids.filter((id) => id !== exercise.id),
      );
      if (snapshot.list) {
        const rest = snapshot.list.filter((item) => item.exercise.id !== exercise.id);
        // Newest first, as the server lists them. A summary (a library card) is not a favourite's whole exercise: the
        // list gains it when it is read again, once the request is settled.
        const added = favorite && isWholeExercise(exercise) ? [{ exercise, createdAt: new Date().toISOString() }] : [];
        queryClient.setQueryData<Favorite[]>(favoritesKeys.list(), favorite ? [...added, ...rest] : rest);
      }
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      reportError('Favorite update failed', error);
      if (snapshot) {
        queryClient.setQueryData(favoritesKeys.ids(), snapshot.ids);
        queryClient.setQueryData(favoritesKeys.list(), snapshot.list);
      }
      toast.error(messages.failed);
    },
    onSuccess: (_data, { favorite }) => {
      const text = favorite ? messages.added : messages.removed;
      toast.success(text.title, { description: text.description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
  });
}
