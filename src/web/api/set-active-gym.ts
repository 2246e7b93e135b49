import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gym } from '@/shared/schemas/gyms';
import { apiFetch } from '@/web/lib/api-client';
import { gymsKeys } from './gyms-keys';

/** PUT /api/gyms/active → { activeGymId }. @throws ApiError on any non-2xx answer (404: not the member's gym). */
export function setActiveGym(gymId: string | null): Promise<{ activeGymId: string | null }> {
  return apiFetch('/api/gyms/active', { method: 'PUT', json: { gymId } });
}

/**
 * Chooses the active gym, or none with null (docs/product.md#my-gyms): the switcher and My Gyms show it at once
 * (optimistic); a failure puts the previous choice back and rejects, for the caller's toast. The choice is kept on the
 * server, so every page and device follows it.
 */
export function useSetActiveGym() {
  const queryClient = useQueryClient();
  return useMutation<{ activeGymId: string | null }, unknown, string | null, { previous: Gym[] | undefined }>({
    scope: { id: 'active-gym' },
    mutationFn: setActiveGym,
    onMutate: async (gymId) => {
      await queryClient.cancelQueries({ queryKey: gymsKeys.all });
      const previous = queryClient.getQueryData<Gym[]>(gymsKeys.list());
      queryClient.setQueryData<Gym[]>(gymsKeys.list(), (gyms) => gyms?.map((gym) => ({ ...gym, isActive: gym.id === gymId })));
      return { previous };
    },
    onError: (_error, _gymId, context) => {
      if (context?.previous) queryClient.setQueryData(gymsKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gymsKeys.all }),
  });
}
