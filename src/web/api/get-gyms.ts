import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gym, GymList } from '@/shared/schemas/gyms';
import { apiFetch } from '@/web/lib/api-client';
import { useSigningOut } from '@/web/lib/sign-out-state';
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

/**
 * The member's gyms (My Gyms, the header's gym switcher, the library's "Only my equipment"). Not fetched while a Sign
 * Out is under way: the header stays on screen until the landing page replaces it, and a refetch then (the session
 * change refreshes what is shown) would be a 401 the browser logs.
 */
export function useGyms() {
  const signingOut = useSigningOut();
  return useQuery({ ...getGymsQueryOptions(), enabled: !signingOut });
}

/** The active gym, null when none is, undefined while the gyms load (docs/product.md#my-gyms). */
export function useActiveGym(): Gym | null | undefined {
  const { data } = useGyms();
  return data ? (data.find((gym) => gym.isActive) ?? null) : undefined;
}
