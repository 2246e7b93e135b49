import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/web/components/ui/skeleton';
import { WORKOUTS_PATH } from '@/web/lib/workout-paths';
import { WORKOUTS_TEXT } from '../workouts-messages';

/** The link back to the workouts list at the top of the builder and of the workout view. */
export function BackToWorkoutsLink() {
  return (
    <Link
      to={WORKOUTS_PATH}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {WORKOUTS_TEXT.backToWorkouts}
    </Link>
  );
}

/**
 * The loading state of a page that shows one saved workout (the builder in edit mode, the workout view): a status
 * that screen readers announce, a header card and three entry cards. Each page passes the sizes that match its own
 * layout, so nothing moves when the workout arrives.
 */
export function WorkoutPageSkeleton({
  headerClassName,
  headerLines,
  entryClassName,
}: {
  /** The spacing of the header card's lines, e.g. `space-y-3`. */
  headerClassName: string;
  /** The class names of the header card's placeholder lines, top to bottom. */
  headerLines: readonly string[];
  /** The class names of each entry card's placeholder. */
  entryClassName: string;
}) {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{WORKOUTS_TEXT.loadingWorkout}</span>
      <div className={`${headerClassName} rounded-xl border bg-card p-6 shadow-sm`}>
        {headerLines.map((className, i) => (
          <Skeleton key={i} className={className} />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className={entryClassName} />
      ))}
    </div>
  );
}
