import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favorite, FavoriteList } from '@/shared/schemas/favorites';
import { apiFetch } from '@/web/lib/api-client';
import { favoritesKeys } from './favorites-keys';

/**
 * The member's favourites, newest first (GET /api/favorites → { items }); non-subscribers get only sample exercises.
 * @throws ApiError on any non-2xx answer (401 when signed out).
 */
export async function getFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  const body = await apiFetch<FavoriteList>('/api/favorites', { signal });
  return body.items;
}

export const getFavoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesKeys.list(), queryFn: ({ signal }) => getFavorites(signal) });

/** The My Favorites list. */
export function useFavorites() {
  return useQuery(getFavoritesQueryOptions());
}
