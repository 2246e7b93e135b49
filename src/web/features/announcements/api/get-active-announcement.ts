import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement, AnnouncementResponse } from '@/shared/schemas/promotions';
import { apiFetch } from '@/web/lib/api-client';
import { promotionsKeys } from '@/web/api/promotions-keys';

/**
 * The active announcement, or null when none is active (GET /api/announcements/active; docs/product.md#api).
 * @throws ApiError on any non-2xx answer (401 when signed out).
 */
export async function getActiveAnnouncement(signal?: AbortSignal): Promise<Announcement | null> {
  const body = await apiFetch<AnnouncementResponse>('/api/announcements/active', { signal });
  return body.announcement;
}

export const getActiveAnnouncementQueryOptions = () =>
  queryOptions({ queryKey: promotionsKeys.activeAnnouncement(), queryFn: ({ signal }) => getActiveAnnouncement(signal) });

/** The member bar's announcement; kept fresh by the live events rather than by polling. */
export function useActiveAnnouncement() {
  return useQuery(getActiveAnnouncementQueryOptions());
}
