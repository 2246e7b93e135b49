import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { exercisesQueryKey, getExercises } from '@/web/api/get-exercises';
import { EMPTY_LIBRARY_PARAMS } from '@/web/lib/library-params';

/**
 * The Add Exercise dialog's catalogue search: the library's server-side search (GET /api/exercises?q=…, which matches
 * name, equipment, muscles, description and tags, and applies the sample rule for non-subscribers), one page of 12 at
 * a time with 'Show more'; with `gymId`, only what that gym makes possible (docs/product.md#my-gyms). Reuses the shared
 * exercises fetcher (web/api), so the rules stay in one place.
 */
export const exercisePickerQueryOptions = (q: string, gymId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: [...exercisesQueryKey, 'picker', { q, gymId }] as const,
    queryFn: ({ pageParam, signal }) => getExercises({ ...EMPTY_LIBRARY_PARAMS, q, page: pageParam, gym: gymId }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // Keep the last results on screen while a new search loads, so typing does not flash an empty list.
    placeholderData: keepPreviousData,
  });

/** Catalogue search for the picker; `enabled` false while the Favorites-only toggle is on or the dialog is closed. */
export function useExercisePicker(q: string, gymId: string | null, enabled: boolean) {
  return useInfiniteQuery({ ...exercisePickerQueryOptions(q, gymId), enabled });
}
