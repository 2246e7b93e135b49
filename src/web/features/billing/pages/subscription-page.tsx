import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { getSubscriptionQueryOptions } from '../api/get-subscription';
import { announceSubscriptionChange } from '../billing-channel';
import { ActiveSubscriptionBanner } from '../components/active-subscription-banner';
import { CheckoutReturnNotice } from '../components/checkout-return-notice';
import { CurrentSubscriptionCard } from '../components/current-subscription-card';
import { FeatureCards } from '../components/feature-cards';
import { PlanOptions } from '../components/plan-options';
import { PlanPanelSkeleton } from '../components/plan-panel-skeleton';
import { SUBSCRIPTION_TEXT } from '../billing-messages';

/** How long the page keeps re-checking after a paid checkout while the provider's webhook arrives. */
const CONFIRM_FOR_MS = 30_000;
const CONFIRM_EVERY_MS = 2_000;

/**
 * /dashboard/subscription (docs/product.md#subscription): the 'Active Subscription' banner, the three feature cards
 * and the plan panel — the Monthly and Yearly plans for non-subscribers, the 'Current Subscription' card for
 * subscribers. The status is re-read on focus and on billing events (useBillingSync), and every two seconds for half a
 * minute after the provider sends the member back from a paid checkout, until the plan shows up — then the other tabs
 * are told once (announceSubscriptionChange) and `?checkout=success` leaves the address, as it does when the half
 * minute ends.
 */
export function SubscriptionPage() {
  useDocumentTitle(SUBSCRIPTION_TEXT.title);
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout');
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (returned !== 'success') return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_FOR_MS);
    return () => clearTimeout(timer);
  }, [returned]);
  const awaitingPlan = returned === 'success' && !timedOut;
  const subscription = useQuery({
    ...getSubscriptionQueryOptions(),
    refetchInterval: (query) => (awaitingPlan && !query.state.data?.subscribed ? CONFIRM_EVERY_MS : false),
  });
  const status = subscription.data;
  const confirming = awaitingPlan && status !== undefined && !status.subscribed;
  const planSeen = awaitingPlan && status?.subscribed === true;
  useEffect(() => {
    if (!planSeen && !(timedOut && returned === 'success')) return;
    // The webhook made the plan real: the other tabs (and this tab's library, through useBillingSync) re-read it — once,
    // since dropping ?checkout=success from the address (also when the half minute ends) ends the waiting for good.
    if (planSeen) announceSubscriptionChange();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [planSeen, timedOut, returned, setParams]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SUBSCRIPTION_TEXT.title}</h1>
        <p className="text-sm text-muted-foreground">
          {status?.subscribed ? SUBSCRIPTION_TEXT.subtitleSubscribed : SUBSCRIPTION_TEXT.subtitle}
        </p>
      </header>

      {confirming && <CheckoutReturnNotice kind="confirming" />}
      {returned === 'cancelled' && status && !status.subscribed && <CheckoutReturnNotice kind="cancelled" />}
      {status?.subscribed && <ActiveSubscriptionBanner tier={status.tier} />}

      <FeatureCards />

      {!status ? <PlanPanelSkeleton /> : status.subscribed ? <CurrentSubscriptionCard subscription={status} /> : <PlanOptions />}
    </div>
  );
}
