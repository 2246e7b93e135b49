import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gym, GymList } from '@/shared/schemas/gyms';
import { apiFetch } from '@/web/lib/api-client';
import { gymsKeys } from './gyms-keys';

/**
 * The member's gyms, oldest first (GET /api/gyms → { items }), each with whether it is active and how many exercises
 * it makes possible (docs/product.md#my-gyms).
 * @throws ApiError on any non-2xx answer (401 when signed out).
 */
export async function getGyms(signal?: AbortSignal): Promise<Gym[]> {
  const body = await apiFetch<GymList>('/api/gyms', { signal });
  return body.items;
}

export const getGymsQueryOptions = () => queryOptions({ queryKey: gymsKeys.list(), queryFn: ({ signal }) => getGyms(signal) });

/** The member's gyms (My Gyms, the header's gym switcher, the library's "Only my equipment"). */
export function useGyms() {
  return useQuery(getGymsQueryOptions());
}

/** The active gym, null when none is, undefined while the gyms load (docs/product.md#my-gyms). */
export function useActiveGym(): Gym | null | undefined {
  const { data } = useGyms();
  return data ? (data.find((gym) => gym.isActive) ?? null) : undefined;
}
