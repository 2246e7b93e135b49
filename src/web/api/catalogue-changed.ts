import type { QueryClient } from '@tanstack/react-query';
import { exercisesQueryKey } from '@/web/api/get-exercises';
import { favoritesKeys } from '@/web/api/favorites-keys';
import { workoutsKeys } from '@/web/api/workouts-keys';
import { adminKeys } from './admin-keys';

/**
 * After an admin write to the catalogue: refetch the admin list and everything of this browser that shows exercises
 * (library, favourites, workouts), so the admin sees in the member views what members now see (the server's catalogue
 * cache is invalidated by the write itself).
 */
export function catalogueChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.exercises() }),
    queryClient.invalidateQueries({ queryKey: exercisesQueryKey }),
    queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
    queryClient.invalidateQueries({ queryKey: workoutsKeys.all }),
  ]);
}
