import { CalendarClock, ExternalLink } from 'lucide-react';
import type { BillingSubscription } from '@/shared/schemas/billing';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { createPortalSession } from '../api/billing-redirects';
import { formatBillingDate } from '../format-date';
import { useProviderRedirect } from '../hooks/use-provider-redirect';
import { FEATURE_CARDS, PLAN_TEXT, planOfTier, SUBSCRIPTION_TEXT, SUBSCRIPTION_TOASTS } from '../billing-messages';
import { PlanFeatures } from './plan-features';

/**
 * docs/product.md#subscription: the 'Current Subscription' card — tier badge, benefits, 'Renews on' date (or the end
 * date once cancelled), and 'Manage Subscription', which opens the customer portal in a new tab. An admin without a plan
 * of their own has nothing to manage there.
 */
export function CurrentSubscriptionCard({ subscription }: { subscription: BillingSubscription }) {
  const portal = useProviderRedirect<void>(createPortalSession, SUBSCRIPTION_TOASTS.portalFailed);
  const plan = planOfTier(subscription.tier);
  const benefits = plan ? PLAN_TEXT[plan].features : FEATURE_CARDS.map((card) => card.title);
  return (
    <section aria-labelledby="current-subscription-title" className="rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="current-subscription-title" className="text-xl font-semibold tracking-tight">
          {SUBSCRIPTION_TEXT.currentSubscription}
        </h2>
        {subscription.tier && <Badge>{subscription.tier}</Badge>}
      </div>
      <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <PlanFeatures features={benefits} />
        <div className="space-y-3 md:text-right">
          {subscription.end ? (
            <p className="flex items-center gap-2 text-sm md:justify-end">
              <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
              <span>
                {subscription.cancelAtPeriodEnd ? SUBSCRIPTION_TEXT.endsOn : SUBSCRIPTION_TEXT.renewsOn}{' '}
                <span className="font-semibold">{formatBillingDate(subscription.end)}</span>
              </span>
            </p>
          ) : (
            !subscription.hasPlan && <p className="text-sm text-muted-foreground">{SUBSCRIPTION_TEXT.adminAccess}</p>
          )}
          {subscription.hasPlan && (
            <Button variant="outline" onClick={() => portal.start()} disabled={portal.isPending} aria-busy={portal.isPending || undefined}>
              {portal.isPending ? SUBSCRIPTION_TEXT.openingPortal : SUBSCRIPTION_TEXT.manageSubscription}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{SUBSCRIPTION_TEXT.newTab}</span>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
