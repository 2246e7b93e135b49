import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FavoriteIds } from '@/shared/schemas/favorites';
import { apiFetch } from '@/web/lib/api-client';
import { favoritesKeys } from './favorites-keys';
import { reportError } from '@/web/lib/report-error';

/**
 * The ids of the exercises the signed-in member has favourited (GET /api/favorites/ids → { items: string[] }).
 * @throws ApiError on any non-2xx answer (401 when signed out).
 */
export async function getFavoriteIds(signal?: AbortSignal): Promise<string[]> {
  const body = await apiFetch<FavoriteIds>('/api/favorites/ids', { signal });
  return body.items;
}

export const getFavoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favoritesKeys.ids(), queryFn: ({ signal }) => getFavoriteIds(signal) });

/**
 * The favourited ids as a Set, for the hearts on the library cards. A failed read is logged only (docs/product.md#messages "favorites
 * read for the library"): the hearts then show empty.
 */
export function useFavoriteIds(): ReadonlySet<string> {
  const query = useQuery({ ...getFavoriteIdsQueryOptions(), select: (ids: string[]) => new Set(ids) });
  useEffect(() => {
    if (query.error) reportError('Failed to load favorite ids', query.error);
  }, [query.error]);
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
