import { queryOptions } from '@tanstack/react-query';
import type { Alternatives } from '@/shared/schemas/alternatives';
import { apiFetch } from '@/web/lib/api-client';
import { exercisesQueryKey } from './get-exercises';

/**
 * Query key of one exercise's alternatives in one gym (null: none); under the exercises key, so a catalogue change
 * refreshes them with the pages.
 */
export const alternativesQueryKey = (id: string, gymId: string | null) => [...exercisesQueryKey, 'alternatives', id, gymId] as const;

/**
 * The alternatives to one exercise for the details dialog (docs/product.md#alternatives): GET
 * /api/exercises/{id}/alternatives, with `gym` when the library shows one gym's exercises.
 * @throws ApiError on any non-2xx answer (404: the exercise or the gym is not the viewer's to see).
 */
export const getAlternativesQueryOptions = (id: string, gymId: string | null) =>
  queryOptions({
    queryKey: alternativesQueryKey(id, gymId),
    queryFn: ({ signal }) =>
      apiFetch<Alternatives>(`/api/exercises/${encodeURIComponent(id)}/alternatives${gymId ? `?gym=${encodeURIComponent(gymId)}` : ''}`, {
        signal,
      }),
    staleTime: 60_000,
  });
