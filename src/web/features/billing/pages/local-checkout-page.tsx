import { addMonths, addYears } from 'date-fns';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PLANS, PRICE_TYPES, type PriceType } from '@/shared/billing/plans';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { isApiError } from '@/web/lib/api-client';
import { useConfirmLocalCheckout } from '../api/local-billing';
import { PlanFeatures } from '../components/plan-features';
import { PlanPrice } from '../components/plan-price';
import { TestModeShell } from '../components/test-mode-shell';
import { formatBillingDate } from '../format-date';
import { PLAN_TEXT, SUBSCRIPTION_TOASTS, TEST_MODE_TEXT } from '../billing-messages';
import { reportError } from '@/web/lib/report-error';

const SUBSCRIPTION_PATH = '/dashboard/subscription';
/** Where the checkout tab goes once paid (CheckoutCompletePage), as Stripe's success URL sends it. */
const COMPLETE_PATH = '/billing/checkout/complete';

const planOf = (value: string | null): PriceType | null => PRICE_TYPES.find((priceType) => priceType === value) ?? null;

/**
 * /billing/local/checkout?plan=monthly|yearly — the local provider's checkout (docs/product.md#test-mode-billing, BILLING_PROVIDER=local),
 * opened in a new tab from the plan panel: TEST MODE, the plan, its price and first renewal, Confirm and Cancel. Confirm
 * activates the plan, tells the other tabs (useBillingSync) and turns this tab into the 'Payment complete' page
 * (CheckoutCompletePage), as Stripe's success URL does; Cancel goes to the Subscription page as its cancel URL does.
 */
export function LocalCheckoutPage() {
  useDocumentTitle(`${TEST_MODE_TEXT.checkoutTitle} (${TEST_MODE_TEXT.badge})`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const priceType = planOf(params.get('plan'));
  const confirm = useConfirmLocalCheckout();
  const [startedAt] = useState(() => new Date());

  if (!priceType) {
    return (
      <TestModeShell title={TEST_MODE_TEXT.checkoutTitle}>
        <div className="rounded-xl border bg-card p-6 shadow-sm" role="alert">
          <p>{TEST_MODE_TEXT.unknownPlan}</p>
          <Button asChild className="mt-4">
            <Link to={SUBSCRIPTION_PATH}>{TEST_MODE_TEXT.backToPlans}</Link>
          </Button>
        </div>
      </TestModeShell>
    );
  }

  const plan = PLAN_TEXT[priceType];
  const renewal = PLANS[priceType].interval === 'year' ? addYears(startedAt, 1) : addMonths(startedAt, 1);
  const onConfirm = () =>
    confirm.mutate(priceType, {
      onSuccess: () => navigate(COMPLETE_PATH, { replace: true }),
      onError: (error) => {
        reportError('Test-mode checkout failed', error);
        const failed = SUBSCRIPTION_TOASTS.checkoutFailed;
        toast.error(failed.title, { description: isApiError(error, 409) ? error.message : failed.description });
      },
    });

  return (
    <TestModeShell title={TEST_MODE_TEXT.checkoutTitle}>
      <section aria-labelledby="checkout-plan" className="rounded-xl border bg-card p-6 shadow-sm">
        <p className="text-sm text-muted-foreground">Equipped</p>
        <h2 id="checkout-plan" className="text-lg font-semibold">
          {plan.name}
        </h2>
        <PlanPrice plan={plan} className="mt-3" />
        <p className="mt-2 text-sm">
          {TEST_MODE_TEXT.firstRenewal}: <span className="font-semibold">{formatBillingDate(renewal.toISOString())}</span>
        </p>
        <PlanFeatures features={plan.features} className="mt-5 border-t pt-5" />
        <Alert variant="warning" className="mt-6" role="note">
          <FlaskConical aria-hidden="true" />
          <AlertDescription>{TEST_MODE_TEXT.checkoutNotice}</AlertDescription>
        </Alert>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => navigate(`${SUBSCRIPTION_PATH}?checkout=cancelled`, { replace: true })}
            disabled={confirm.isPending}
          >
            {TEST_MODE_TEXT.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
            {confirm.isPending ? TEST_MODE_TEXT.confirming : TEST_MODE_TEXT.confirm}
          </Button>
        </div>
      </section>
    </TestModeShell>
  );
}
