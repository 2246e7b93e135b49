import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { promotionsKeys } from '../api/promotions-keys';
import { subscribeToServerEvents } from '../lib/server-events';
import { isSigningOut } from '../lib/sign-out-state';

/**
 * Keeps the member's announcement and banner ads live (docs/product.md#announcement-bar; docs/product.md#live-updates): a change event
 * from /api/events marks the matching query stale, so what is on screen refetches at once and what is not refetches
 * when it is shown next. Mounted once in the dashboard shell. Nothing refetches while a Sign Out is under way: the stream
 * closes because the session ended, and a refetch then would only be answered 401.
 */
export function useLivePromotions(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToServerEvents((event) => {
        if (isSigningOut()) return;
        if (event === 'announcement' || event === 'reconnected') {
          void queryClient.invalidateQueries({ queryKey: promotionsKeys.activeAnnouncement() });
        }
        if (event === 'banner-ads' || event === 'reconnected') {
          void queryClient.invalidateQueries({ queryKey: promotionsKeys.activeBannerAds() });
        }
      }),
    [queryClient],
  );
}
