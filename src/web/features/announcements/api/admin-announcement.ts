import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput, AnnouncementResponse } from '@/shared/schemas/promotions';
import { apiFetch } from '@/web/lib/api-client';
import { promotionsKeys } from '@/web/api/promotions-keys';

/** The newest announcement, active or not, or null (GET /api/admin/announcements/latest). @throws ApiError (403 for non-admins). */
export async function getLatestAnnouncement(signal?: AbortSignal): Promise<Announcement | null> {
  const body = await apiFetch<AnnouncementResponse>('/api/admin/announcements/latest', { signal });
  return body.announcement;
}

export const getLatestAnnouncementQueryOptions = () =>
  queryOptions({ queryKey: promotionsKeys.latestAnnouncement(), queryFn: ({ signal }) => getLatestAnnouncement(signal), staleTime: 0 });

/** The admin card's announcement. */
export function useLatestAnnouncement() {
  return useQuery(getLatestAnnouncementQueryOptions());
}

/**
 * Saves the announcement: PUT /api/admin/announcements/:id when it exists, else POST (the server deactivates every
 * other one in the same transaction). @throws ApiError on any non-2xx answer (422 with issues for bad input).
 */
export async function saveAnnouncement({ id, input }: { id: string | null; input: AnnouncementInput }): Promise<Announcement> {
  const body = await apiFetch<{ announcement: Announcement }>(
    id ? `/api/admin/announcements/${encodeURIComponent(id)}` : '/api/admin/announcements',
    {
      method: id ? 'PUT' : 'POST',
      json: input,
    },
  );
  return body.announcement;
}

/** The save of the admin card; the saved announcement becomes the card's, and the member query is refetched. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: (announcement) => {
      queryClient.setQueryData(promotionsKeys.latestAnnouncement(), announcement);
      void queryClient.invalidateQueries({ queryKey: promotionsKeys.activeAnnouncement() });
    },
  });
}
