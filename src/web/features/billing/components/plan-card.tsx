import { Sparkles } from 'lucide-react';
import type { PriceType } from '@/shared/billing/plans';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { PLAN_TEXT, SUBSCRIPTION_TEXT } from '../billing-messages';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';

type Props = { priceType: PriceType; featured?: boolean; opening: boolean; disabled: boolean; onChoose: (priceType: PriceType) => void };

/** One plan of the plan panel (docs/product.md#screens): name, price, benefits; the yearly one marked 'Best Value' with its saving. */
export function PlanCard({ priceType, featured = false, opening, disabled, onChoose }: Props) {
  const plan = PLAN_TEXT[priceType];
  const headingId = `plan-${priceType}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn('relative flex flex-col rounded-xl border bg-card p-6 shadow-sm', featured && 'border-2 border-primary shadow-md')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        {featured && (
          <Badge>
            <Sparkles aria-hidden="true" />
            {SUBSCRIPTION_TEXT.bestValue}
          </Badge>
        )}
      </div>
      <PlanPrice plan={plan} className="mt-4" />
      {featured && <p className="mt-1 text-sm font-medium text-emerald-800">{SUBSCRIPTION_TEXT.yearlySaving}</p>}
      <PlanFeatures features={plan.features} className="mt-5 flex-1" />
      <Button
        className="mt-6 w-full"
        size="lg"
        variant={featured ? 'default' : 'outline'}
        disabled={disabled}
        aria-busy={opening || undefined}
        onClick={() => onChoose(priceType)}
      >
        {opening ? SUBSCRIPTION_TEXT.openingCheckout : plan.choose}
        <span className="sr-only">{SUBSCRIPTION_TEXT.newTab}</span>
      </Button>
    </article>
  );
}
