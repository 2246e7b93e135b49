import { Sparkles } from 'lucide-react';
import type { BannerAd } from '@/shared/schemas/promotions';
import { BANNER_AD_TEXT } from '../banner-ads-messages';
import { CountdownDisplay } from '@/web/components/promotion/countdown-display';
import { PromotionLink } from '@/web/components/promotion/promotion-link';

/**
 * One banner ad between the library's cards (docs/product.md#library), the size of a card: headline,
 * subtext, its countdown and button. The list that places it hides it once its countdown ends.
 */
export function BannerAdCard({ ad }: { ad: BannerAd }) {
  return (
    <aside
      aria-label={BANNER_AD_TEXT.adRegion(ad.headline)}
      data-banner-ad={ad.displayOrder}
      className="flex h-full flex-col gap-4 rounded-xl border border-emerald-200 bg-gradient-to-br from-emerald-50 via-white to-teal-50 p-5 shadow-sm"
    >
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
        <span className="flex size-7 items-center justify-center rounded-full bg-emerald-100">
          <Sparkles aria-hidden="true" className="size-4" />
        </span>
        {BANNER_AD_TEXT.sponsored}
      </p>
      <div className="min-w-0 space-y-1.5">
        <p className="text-lg leading-snug font-semibold break-words text-slate-900">{ad.headline}</p>
        {ad.subtext && <p className="text-sm break-words text-slate-700">{ad.subtext}</p>}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        {ad.countdownEnd && <CountdownDisplay key={ad.countdownEnd} end={ad.countdownEnd} />}
        <PromotionLink text={ad.buttonText} url={ad.buttonUrl} />
      </div>
    </aside>
  );
}
