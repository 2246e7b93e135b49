import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { BannerAd } from '@/shared/schemas/promotions';
import { adRotationStart, bannerAdAfterCard } from '../ad-placement';
import { useActiveBannerAds } from '../api/get-active-banner-ads';
import { BannerAdCard } from '../components/banner-ad-card';
import { reportError } from '@/web/lib/report-error';

// setTimeout cannot wait longer than 2^31-1 ms (~24.8 days); a later end is re-checked after that long.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
const NO_ADS: BannerAd[] = [];

/** The ads whose countdown has not ended, re-checked exactly when the next one ends (not every second). */
function useRunningAds(ads: BannerAd[]): BannerAd[] {
  const [now, setNow] = useState(() => Date.now());
  const nextEnd = useMemo(() => {
    const ends = ads.map((ad) => (ad.countdownEnd ? Date.parse(ad.countdownEnd) : Number.NaN)).filter((end) => end > now);
    return ends.length > 0 ? Math.min(...ends) : null;
  }, [ads, now]);
  useEffect(() => {
    if (nextEnd === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextEnd - Date.now() + 50, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [nextEnd]);
  return useMemo(() => ads.filter((ad) => !ad.countdownEnd || Date.parse(ad.countdownEnd) > now), [ads, now]);
}

/**
 * The library's banner ads (docs/product.md#library, docs/product.md#limits): returns the `renderBetweenCards` of the
 * exercise grid for a page of `cardCount` cards — an active ad after every 4th card, never after the last, rotating in
 * display order from page to page; an ad leaves the rotation when its countdown ends. A failed fetch is logged only
 * (docs/product.md#messages) and shows no ads.
 *
 * The page itself reads only whether the ads failed (TanStack Query re-renders a component for the fields it reads):
 * each ad place subscribes to the ads on its own, so their answer — which comes after a server-rendered page has
 * hydrated — re-renders two places, not the page and its twelve cards (docs/architecture.md#performance).
 */
export function useLibraryBannerAds({ page, pageSize, cardCount }: { page: number; pageSize: number; cardCount: number }) {
  const { error } = useActiveBannerAds();
  useEffect(() => {
    if (error) reportError('Failed to load banner ads', error);
  }, [error]);
  const start = adRotationStart(page, pageSize);
  return useCallback(
    (cardIndex: number): ReactNode =>
      bannerAdAfterCard(cardIndex, cardCount, 1) === null ? null : (
        <BannerAdPlace cardIndex={cardIndex} cardCount={cardCount} rotationStart={start} />
      ),
    [cardCount, start],
  );
}

/** One ad place after the card at `cardIndex`: the ad the rotation puts there, or nothing while there is none. */
function BannerAdPlace({ cardIndex, cardCount, rotationStart }: { cardIndex: number; cardCount: number; rotationStart: number }) {
  const { data } = useActiveBannerAds();
  const ads = useRunningAds(data ?? NO_ADS);
  const adIndex = bannerAdAfterCard(cardIndex, cardCount, ads.length, rotationStart);
  const ad = adIndex === null ? undefined : ads[adIndex];
  return ad ? <BannerAdCard key={ad.id} ad={ad} /> : null;
}
