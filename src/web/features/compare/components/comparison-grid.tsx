import type { Ref } from 'react';
import type { Exercise } from '@/shared/schemas/exercise';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ExerciseDescriptionSkeleton, ExerciseNameSkeleton } from '@/web/components/exercise/exercise-skeleton-parts';
import { cn } from '@/web/lib/utils';
import { COMPARE_TEXT } from '../compare-messages';
import { ComparisonCard } from './comparison-card';

// Columns on wide containers: one per selected exercise (up to 4), so the comparison reads across in one row.
// Literal class names, because Tailwind only generates classes it finds written out.
const WIDE_COLUMNS = ['', '@4xl:grid-cols-1 @4xl:max-w-md', '@4xl:grid-cols-2', '@4xl:grid-cols-3', '@4xl:grid-cols-4'] as const;

/**
 * The grid of the comparison: one column on phones, two on tablets, one per exercise (up to 4) on desktops. Breakpoints
 * are container queries (the page sets `@container`), so the open sidebar counts.
 */
function gridClass(count: number): string {
  return cn('grid grid-cols-1 gap-4 @lg:grid-cols-2', WIDE_COLUMNS[Math.min(count, WIDE_COLUMNS.length - 1)]);
}

interface ComparisonGridProps {
  exercises: Exercise[];
  onRemove: (exercise: Exercise) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The compared exercises side by side (docs/product.md#compare). */
export function ComparisonGrid({ exercises, onRemove, ref }: ComparisonGridProps) {
  return (
    <div ref={ref} className={gridClass(exercises.length)}>
      {exercises.map((exercise) => (
        <ComparisonCard key={exercise.id} exercise={exercise} onRemove={onRemove} />
      ))}
    </div>
  );
}

/** Placeholders for `count` cards while the selection loads, with a status line for screen readers. */
export function ComparisonGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{COMPARE_TEXT.loading}</span>
      <div className={gridClass(count)}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm">
            <ExerciseNameSkeleton />
            <ExerciseDescriptionSkeleton />
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="aspect-video w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
