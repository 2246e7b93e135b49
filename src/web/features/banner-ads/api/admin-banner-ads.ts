import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerAd, BannerAdInput, BannerAdList } from '@/shared/schemas/promotions';
import { apiFetch } from '@/web/lib/api-client';
import { promotionsKeys } from '@/web/api/promotions-keys';

/** Every saved slot, by display order (GET /api/admin/banner-ads). @throws ApiError (403 for non-admins). */
export async function getAdminBannerAds(signal?: AbortSignal): Promise<BannerAd[]> {
  const body = await apiFetch<BannerAdList>('/api/admin/banner-ads', { signal });
  return body.items;
}

export const getAdminBannerAdsQueryOptions = () =>
  queryOptions({ queryKey: promotionsKeys.adminBannerAds(), queryFn: ({ signal }) => getAdminBannerAds(signal), staleTime: 0 });

/** Banner Ad Management's slots. */
export function useAdminBannerAds() {
  return useQuery(getAdminBannerAdsQueryOptions());
}

/** PUT /api/admin/banner-ads/:slot: inserts or updates slot 1–3. @throws ApiError (422 with issues for bad input). */
export async function saveBannerAd({ slot, input }: { slot: number; input: BannerAdInput }): Promise<BannerAd> {
  const body = await apiFetch<{ bannerAd: BannerAd }>(`/api/admin/banner-ads/${slot}`, { method: 'PUT', json: input });
  return body.bannerAd;
}

/** DELETE /api/admin/banner-ads/:slot: empties the slot. @throws ApiError (404 when already empty). */
export function deleteBannerAd(slot: number): Promise<void> {
  return apiFetch<void>(`/api/admin/banner-ads/${slot}`, { method: 'DELETE' });
}

const replaceSlot = (ads: BannerAd[] | undefined, slot: number, ad: BannerAd | null): BannerAd[] =>
  [...(ads ?? []).filter((a) => a.displayOrder !== slot), ...(ad ? [ad] : [])].sort((a, b) => a.displayOrder - b.displayOrder);

/** Saves one slot; the admin list takes the saved ad, and the members' ads are refetched. */
export function useSaveBannerAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBannerAd,
    onSuccess: (ad, { slot }) => {
      queryClient.setQueryData<BannerAd[]>(promotionsKeys.adminBannerAds(), (ads) => replaceSlot(ads, slot, ad));
      void queryClient.invalidateQueries({ queryKey: promotionsKeys.activeBannerAds() });
    },
  });
}

/** Empties one slot; the admin list drops it, and the members' ads are refetched. */
export function useDeleteBannerAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBannerAd,
    onSuccess: (_data, slot) => {
      queryClient.setQueryData<BannerAd[]>(promotionsKeys.adminBannerAds(), (ads) => replaceSlot(ads, slot, null));
      void queryClient.invalidateQueries({ queryKey: promotionsKeys.activeBannerAds() });
    },
  });
}
