import { queryOptions } from '@tanstack/react-query';
import type { Exercise } from '@/shared/schemas/exercise';
import { apiFetch } from '@/web/lib/api-client';
import { exercisesQueryKey } from './get-exercises';

/** Query key of one whole exercise; under the exercises key, so a catalogue change refreshes it with the pages. */
export const exerciseQueryKey = (id: string) => [...exercisesQueryKey, 'detail', id] as const;

/**
 * One whole exercise for the details dialog: GET /api/exercises/{id} (the library's pages carry summaries only,
 * docs/architecture.md#list-payload). An exercise the viewer may not see answers 404, like a missing one.
 * @throws ApiError on any non-2xx answer.
 */
export const getExerciseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: exerciseQueryKey(id),
    queryFn: ({ signal }) => apiFetch<Exercise>(`/api/exercises/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });
