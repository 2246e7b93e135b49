import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/**
 * Placeholders while a list loads: three rows of `rowHeight` (a Tailwind height class), the last shorter, announced
 * as a status named `label`.
 */
export function ListSkeleton({ label, rowHeight }: { label: string; rowHeight: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      <Skeleton className={`${rowHeight} w-full`} />
      <Skeleton className={`${rowHeight} w-full`} />
      <Skeleton className={`${rowHeight} w-2/3`} />
    </div>
  );
}

/**
 * A load that failed, as an alert: `message` and a button that tries again (`retryLabel`, or `retryingLabel` and
 * disabled while `retrying`).
 */
export function RetryAlert({
  message,
  retryLabel,
  retryingLabel = retryLabel,
  retrying,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  retryingLabel?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? retryingLabel : retryLabel}
      </Button>
    </div>
  );
}
