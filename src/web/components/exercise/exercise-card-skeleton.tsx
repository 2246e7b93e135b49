import { SKELETON_CARDS } from '@/shared/limits';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ExerciseDescriptionSkeleton, ExerciseNameSkeleton } from './exercise-skeleton-parts';

/** A card-shaped placeholder (decorative). */
function ExerciseCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <ExerciseNameSkeleton className="flex-1 space-y-2" />
        <Skeleton className="size-9 rounded-full" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <ExerciseDescriptionSkeleton />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

/** The grid while loading: six skeleton cards (docs/product.md#limits) and a status line for screen readers. */
export function ExerciseGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ExerciseCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
