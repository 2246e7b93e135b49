import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import type { Gym } from '@/shared/schemas/gyms';
import { getFavoritesQueryOptions } from '@/web/api/get-favorites';
import { missingEquipment } from '@/web/lib/gym-equipment';
import { useExercisePicker } from '../api/search-exercises';
import { matchesExerciseSearch, matchesPickerFilters, type PickerFilters } from '../exercise-search';

export interface PickerResults {
  items: ExerciseSummary[];
  /** All matches (the server's total for the catalogue, the filtered count for favourites). */
  total: number;
  loading: boolean;
  error: unknown;
  /** Loads the failed list again (the dialog's 'Try again'). */
  retry: () => void;
  /** True while `retry` runs. */
  retrying: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** True while newer results load behind the shown ones. */
  updating: boolean;
  /** True when the server lists sample exercises only (a non-subscriber, docs/product.md#roles-and-access). */
  sampleOnly: boolean;
}

/**
 * The exercises the Add Exercise dialog lists for `q` and `filters` (docs/product.md#workout-builder): the catalogue
 * search of the server, or, with Favorites only, the member's favourites (GET /api/favorites, the shared favourites
 * query in web/api) filtered by name, equipment and muscles and by the same filters; with `gym`, either only what that
 * gym makes possible (docs/product.md#my-gyms).
 */
export function usePickerResults(
  q: string,
  filters: PickerFilters,
  favoritesOnly: boolean,
  open: boolean,
  gym: Gym | null = null,
): PickerResults {
  const catalogue = useExercisePicker(q, gym?.id ?? null, filters, open && !favoritesOnly);
  const favorites = useQuery({ ...getFavoritesQueryOptions(), enabled: open && favoritesOnly });

  const favoriteMatches = useMemo(
    () =>
      (favorites.data ?? [])
        .map((favorite) => favorite.exercise)
        .filter(
          (exercise) =>
            matchesExerciseSearch(exercise, q) &&
            matchesPickerFilters(exercise, filters) &&
            (!gym || missingEquipment(exercise, gym.equipment).length === 0),
        ),
    [favorites.data, q, filters, gym],
  );

  if (favoritesOnly) {
    return {
      items: favoriteMatches,
      total: favoriteMatches.length,
      loading: favorites.isPending,
      error: favorites.error,
      retry: () => void favorites.refetch(),
      retrying: favorites.isFetching,
      hasMore: false,
      loadingMore: false,
      loadMore: () => {},
      updating: false,
      sampleOnly: false,
    };
  }
  const pages = catalogue.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    loading: catalogue.isPending,
    error: catalogue.error,
    retry: () => void catalogue.refetch(),
    retrying: catalogue.isFetching,
    hasMore: catalogue.hasNextPage,
    loadingMore: catalogue.isFetchingNextPage,
    loadMore: () => void catalogue.fetchNextPage(),
    updating: catalogue.isPlaceholderData,
    sampleOnly: pages[0]?.sampleOnly ?? false,
  };
}
