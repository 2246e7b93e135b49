import { useQuery } from '@tanstack/react-query';
import { getExercisesQueryOptions } from '@/web/api/get-exercises';
import { EMPTY_LIBRARY_PARAMS } from '@/web/lib/library-params';

/**
 * How many sample exercises a non-subscriber can see, for the 'Limited Access' banner (docs/product.md#screens): the total of the
 * unfiltered first page, which the server limits to samples for them. Shares its cache with the unfiltered library
 * view, so usually costs no request. Disabled (undefined) for subscribers.
 */
export function useSampleCount(enabled: boolean): number | undefined {
  const query = useQuery({ ...getExercisesQueryOptions(EMPTY_LIBRARY_PARAMS), select: (data) => data.total, enabled });
  return query.data;
}
