import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { SUBSCRIPTION_TEXT } from '../billing-messages';

/** docs/product.md#subscription: the 'Active Subscription' banner with the tier, shown while subscribed. */
export function ActiveSubscriptionBanner({ tier }: { tier: string | null }) {
  return (
    <section
      aria-labelledby="active-subscription-title"
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        <BadgeCheck aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="active-subscription-title" className="font-semibold text-emerald-950">
            {SUBSCRIPTION_TEXT.activeBanner}
          </h2>
          {tier && <Badge variant="accent">{tier}</Badge>}
        </div>
        <p className="mt-0.5 text-sm text-emerald-900">{SUBSCRIPTION_TEXT.activeBannerDetail}</p>
      </div>
    </section>
  );
}
