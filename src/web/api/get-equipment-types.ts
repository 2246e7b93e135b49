import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentList } from '@/shared/schemas/exercises-query';
import { apiFetch } from '@/web/lib/api-client';

/**
 * The equipment filter's options: the distinct equipment types present in the catalogue and visible to the viewer,
 * sorted (brief: GET /api/exercises/equipment → { items: string[] }).
 * @throws ApiError on any non-2xx answer.
 */
export async function getEquipmentTypes(signal?: AbortSignal): Promise<string[]> {
  const body = await apiFetch<EquipmentList>('/api/exercises/equipment', { signal });
  return body.items;
}

export const getEquipmentTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['exercises', 'equipment'] as const,
    queryFn: ({ signal }) => getEquipmentTypes(signal),
    staleTime: 5 * 60_000,
  });

/** The equipment options; a failure is logged only (docs/product.md#messages), the filter then offers what the URL already selects. */
export function useEquipmentTypes() {
  return useQuery(getEquipmentTypesQueryOptions());
}
