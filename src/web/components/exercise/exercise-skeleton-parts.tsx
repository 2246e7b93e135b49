import { Skeleton } from '@/web/components/ui/skeleton';

/**
 * Placeholders for the parts every exercise card shows (the library card and the comparison card), so both loading
 * states keep the same rhythm as the cards they stand for.
 */

/** The exercise name: two lines, the second shorter. */
export function ExerciseNameSkeleton({ className = 'space-y-2' }: { className?: string }) {
  return (
    <div className={className}>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
    </div>
  );
}

/** The description: three lines, the last one shorter. */
export function ExerciseDescriptionSkeleton() {
  return (
    <div className="space-y-2">
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-2/3" />
    </div>
  );
}
