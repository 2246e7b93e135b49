import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerAd, BannerAdList } from '@/shared/schemas/promotions';
import { apiFetch } from '@/web/lib/api-client';
import { promotionsKeys } from '@/web/api/promotions-keys';

/**
 * The active banner ads, by display order, without those whose countdown ended (GET /api/banner-ads; docs/product.md#api).
 * @throws ApiError on any non-2xx answer.
 */
export async function getActiveBannerAds(signal?: AbortSignal): Promise<BannerAd[]> {
  const body = await apiFetch<BannerAdList>('/api/banner-ads', { signal });
  return body.items;
}

export const getActiveBannerAdsQueryOptions = () =>
  queryOptions({ queryKey: promotionsKeys.activeBannerAds(), queryFn: ({ signal }) => getActiveBannerAds(signal) });

/** The library's ads; kept fresh by the live events. */
export function useActiveBannerAds() {
  return useQuery(getActiveBannerAdsQueryOptions());
}
