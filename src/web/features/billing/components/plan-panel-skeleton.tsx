import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { SUBSCRIPTION_TEXT } from '../billing-messages';

/** The plan panel while the subscription status loads (docs/product.md#behaviour: loading, then subscribed or not). */
export function PlanPanelSkeleton() {
  return (
    <div className="space-y-4">
      <Spinner label={SUBSCRIPTION_TEXT.loading} />
      <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
