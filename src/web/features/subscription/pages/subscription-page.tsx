import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { getSubscriptionQueryOptions } from '../api/get-subscription';
import { ActiveSubscriptionBanner } from '../components/active-subscription-banner';
import { CheckoutReturnNotice } from '../components/checkout-return-notice';
import { CurrentSubscriptionCard } from '../components/current-subscription-card';
import { FeatureCards } from '../components/feature-cards';
import { PlanOptions } from '../components/plan-options';
import { PlanPanelSkeleton } from '../components/plan-panel-skeleton';
import { SUBSCRIPTION_TEXT } from '../subscription-messages';

/** How long the page keeps re-checking after a paid checkout while the provider's webhook arrives. */
const CONFIRM_FOR_MS = 30_000;
const CONFIRM_EVERY_MS = 2_000;

/**
 * /dashboard/subscription (spec §2 Subscription; issue 6 §1): the 'Active Subscription' banner, the three feature cards
 * and the plan panel — the Monthly and Yearly plans for non-subscribers, the 'Current Subscription' card for
 * subscribers. The status is re-read on focus and on billing events (useBillingSync), and every two seconds for half a
 * minute after the provider sends the member back from a paid checkout, until the plan shows up.
 */
export function SubscriptionPage() {
  useDocumentTitle(SUBSCRIPTION_TEXT.title);
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const [awaitingPlan, setAwaitingPlan] = useState(returned === 'success');
  useEffect(() => {
    if (!awaitingPlan) return;
    const timer = setTimeout(() => setAwaitingPlan(false), CONFIRM_FOR_MS);
    return () => clearTimeout(timer);
  }, [awaitingPlan]);
  const subscription = useQuery({
    ...getSubscriptionQueryOptions(),
    refetchInterval: (query) => (awaitingPlan && !query.state.data?.subscribed ? CONFIRM_EVERY_MS : false),
  });
  const status = subscription.data;
  const confirming = awaitingPlan && status !== undefined && !status.subscribed;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SUBSCRIPTION_TEXT.title}</h1>
        <p className="text-sm text-muted-foreground">{status?.subscribed ? SUBSCRIPTION_TEXT.subtitleSubscribed : SUBSCRIPTION_TEXT.subtitle}</p>
      </header>

      {confirming && <CheckoutReturnNotice kind="confirming" />}
      {returned === 'cancelled' && status && !status.subscribed && <CheckoutReturnNotice kind="cancelled" />}
      {status?.subscribed && <ActiveSubscriptionBanner tier={status.tier} />}

      <FeatureCards />

      {!status ? <PlanPanelSkeleton /> : status.subscribed ? <CurrentSubscriptionCard subscription={status} /> : <PlanOptions />}
    </div>
  );
}
