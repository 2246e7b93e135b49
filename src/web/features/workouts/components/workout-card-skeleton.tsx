import { SKELETON_CARDS } from '@/shared/limits';
import { Skeleton } from '@/web/components/ui/skeleton';

function WorkoutCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <Skeleton className="h-5 w-2/3" />
      <div className="space-y-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-1/2" />
      </div>
      <div className="flex gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-28" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

/** The list while loading: skeleton cards (docs/product.md#limits: 6) and a status line for screen readers. */
export function WorkoutGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <WorkoutCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
