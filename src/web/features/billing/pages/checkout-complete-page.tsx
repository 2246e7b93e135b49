import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { getSubscriptionQueryOptions } from '../api/get-subscription';
import { announceSubscriptionChange } from '../billing-channel';
import { BillingTabShell } from '../components/billing-tab-shell';
import { CHECKOUT_DONE_TEXT } from '../billing-messages';
import { closeThisTab } from '../close-tab';

/** How long the page keeps re-checking while the provider's webhook arrives, and how often. */
const CONFIRM_FOR_MS = 30_000;
const CONFIRM_EVERY_MS = 2_000;

/**
 * /billing/checkout/complete — where the checkout tab lands once paid (docs/product.md#subscription): the local
 * provider's Confirm and Stripe's success URL both send it here, so the tab checkout opened in never becomes a second
 * copy of the app. It re-reads the status every 2 s for 30 s until the plan shows (Stripe's webhook may take a moment),
 * then says 'Payment complete', that the plan is active and that the tab the member came from has been updated (it is
 * told once here, announceSubscriptionChange; the dashboard's useBillingSync re-reads), and offers 'Close this tab' —
 * or, when the browser will not let the page close it, 'You can close this tab.' and a link back to the app.
 */
export function CheckoutCompletePage() {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const subscription = useQuery({
    ...getSubscriptionQueryOptions(),
    refetchInterval: (query) => (!timedOut && !query.state.data?.subscribed ? CONFIRM_EVERY_MS : false),
  });
  const status = subscription.data;
  const active = status?.subscribed === true;
  const announced = useRef(false);
  useEffect(() => {
    if (!active || announced.current) return;
    announced.current = true;
    announceSubscriptionChange();
  }, [active]);
  const [closeRefused, setCloseRefused] = useState(false);

  const title = active ? CHECKOUT_DONE_TEXT.title : timedOut ? CHECKOUT_DONE_TEXT.slowTitle : CHECKOUT_DONE_TEXT.confirmingTitle;
  useDocumentTitle(title);

  return (
    <BillingTabShell title={title}>
      <section aria-label={title} className="space-y-5 rounded-xl border bg-card p-6 shadow-sm">
        <div role="status" className="flex items-start gap-3">
          {active ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
          ) : (
            !timedOut && <LoaderCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 animate-spin text-slate-500" />
          )}
          <div className="space-y-2 text-sm">
            {active ? (
              <>
                <p className="text-base font-semibold text-emerald-950">{CHECKOUT_DONE_TEXT.active(status.tier)}</p>
                <p>{CHECKOUT_DONE_TEXT.originalUpdated}</p>
              </>
            ) : (
              <p>{timedOut ? CHECKOUT_DONE_TEXT.slowDetail : CHECKOUT_DONE_TEXT.confirmingDetail}</p>
            )}
          </div>
        </div>
        {(active || timedOut) &&
          (closeRefused ? (
            <div className="space-y-3 border-t pt-5">
              <p role="status" className="text-sm font-medium">
                {CHECKOUT_DONE_TEXT.closeRefused}
              </p>
              <Button asChild variant="outline">
                <Link to="/dashboard/subscription">{CHECKOUT_DONE_TEXT.returnToApp}</Link>
              </Button>
            </div>
          ) : (
            <div className="border-t pt-5">
              <Button onClick={() => closeThisTab(() => setCloseRefused(true))}>{CHECKOUT_DONE_TEXT.closeTab}</Button>
            </div>
          ))}
      </section>
    </BillingTabShell>
  );
}
