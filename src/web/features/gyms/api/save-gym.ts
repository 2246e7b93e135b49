import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gym } from '@/shared/schemas/gyms';
import { gymsKeys } from '@/web/api/gyms-keys';
import { apiFetch } from '@/web/lib/api-client';

/** What the gym dialog sends: a new gym, or the changes to `id`. */
export type SaveGymVariables = { id?: string; name: string; equipment: string[]; isActive?: boolean };

/**
 * POST /api/gyms (no `id`) or PATCH /api/gyms/{id} → { gym }.
 * @throws ApiError on any non-2xx answer: 409 LIMIT_REACHED or CONFLICT (the name), 422 with issues, 404 for a gym gone.
 */
export async function saveGym({ id, ...input }: SaveGymVariables): Promise<Gym> {
  const body: Omit<SaveGymVariables, 'id'> = id ? { name: input.name, equipment: input.equipment } : { isActive: false, ...input };
  const answer = await apiFetch<{ gym: Gym }>(id ? `/api/gyms/${encodeURIComponent(id)}` : '/api/gyms', {
    method: id ? 'PATCH' : 'POST',
    json: body,
  });
  return answer.gym;
}

/** Creates or updates a gym, then refetches the gym list (counts and the switcher follow). */
export function useSaveGym() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGym, onSettled: () => queryClient.invalidateQueries({ queryKey: gymsKeys.all }) });
}

/** DELETE /api/gyms/{id} → 204. @throws ApiError on any non-2xx answer. */
export function deleteGym(id: string): Promise<void> {
  return apiFetch<void>(`/api/gyms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a gym, then refetches the gym list (deleting the active one leaves none active). */
export function useDeleteGym() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGym, onSettled: () => queryClient.invalidateQueries({ queryKey: gymsKeys.all }) });
}
