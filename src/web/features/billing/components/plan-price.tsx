import { cn } from '@/web/lib/utils';

/**
 * A plan's price as the plan card and the test-mode checkout show it: the amount, the short period for the eye
 * ("/mo") and the long one for screen readers ("per month").
 */
export function PlanPrice({ plan, className }: { plan: { price: string; per: string; perLong: string }; className?: string }) {
  return (
    <p className={cn('flex items-baseline gap-1', className)}>
      <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
      <span className="text-muted-foreground" aria-hidden="true">
        {plan.per}
      </span>
      <span className="sr-only">{plan.perLong}</span>
    </p>
  );
}
