import { PRICE_TYPES, type PriceType } from '@/shared/billing/plans';
import { createCheckout } from '../api/billing-redirects';
import { useProviderRedirect } from '../hooks/use-provider-redirect';
import { SUBSCRIPTION_TEXT, SUBSCRIPTION_TOASTS } from '../billing-messages';
import { PlanCard } from './plan-card';

/**
 * The plan panel for non-subscribers (docs/product.md#screens): Monthly and Yearly. Choosing one opens checkout in a new tab (docs/product.md#behaviour);
 * a failure shows 'Error: Failed to create checkout session. Please try again.' (docs/product.md#messages).
 */
export function PlanOptions() {
  const checkout = useProviderRedirect<PriceType>(createCheckout, SUBSCRIPTION_TOASTS.checkoutFailed);
  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <h2 id="plans-heading" className="text-xl font-semibold tracking-tight">
        {SUBSCRIPTION_TEXT.plansHeading}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {PRICE_TYPES.map((priceType) => (
          <PlanCard
            key={priceType}
            priceType={priceType}
            featured={priceType === 'yearly'}
            opening={checkout.pendingInput === priceType}
            disabled={checkout.isPending}
            onChoose={checkout.start}
          />
        ))}
      </div>
    </section>
  );
}
