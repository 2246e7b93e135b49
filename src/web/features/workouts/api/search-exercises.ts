import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { exercisesQueryKey, getExercises } from '@/web/api/get-exercises';
import { EMPTY_LIBRARY_PARAMS } from '@/web/lib/library-params';
import { NO_PICKER_FILTERS, type PickerFilters } from '../exercise-search';

/**
 * The Add Exercise dialog's catalogue search: the library's server-side search (GET /api/exercises?q=…, which matches
 * name, equipment, muscles, description and tags, and applies the sample rule for non-subscribers), narrowed by the
 * library's `equipment`, `difficulty` and `muscle` filters, one page of 12 at a time with 'Show more'; with `gymId`,
 * only what that gym makes possible (docs/product.md#my-gyms, docs/product.md#workout-builder). Reuses the shared
 * exercises fetcher (web/api), so the rules stay in one place.
 */
export const exercisePickerQueryOptions = (q: string, gymId: string | null = null, filters: PickerFilters = NO_PICKER_FILTERS) =>
  infiniteQueryOptions({
    queryKey: [...exercisesQueryKey, 'picker', { q, gymId, ...filters }] as const,
    queryFn: ({ pageParam, signal }) => getExercises({ ...EMPTY_LIBRARY_PARAMS, ...filters, q, page: pageParam, gym: gymId }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // Keep the last results on screen while a new search loads, so typing does not flash an empty list.
    placeholderData: keepPreviousData,
  });

/** Catalogue search for the picker; `enabled` false while the Favorites-only toggle is on or the dialog is closed. */
export function useExercisePicker(q: string, gymId: string | null, filters: PickerFilters, enabled: boolean) {
  return useInfiniteQuery({ ...exercisePickerQueryOptions(q, gymId, filters), enabled });
}
