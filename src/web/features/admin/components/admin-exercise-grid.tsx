import { SearchX } from 'lucide-react';
import type { AdminExerciseList } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import { EmptyState } from '@/web/components/empty-state';
import { ExerciseGridSkeleton } from '@/web/components/exercise/exercise-card-skeleton';
import { LibraryPager } from '@/web/components/exercise/library-pager';
import { LoadError } from '@/web/components/exercise/library-states';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../admin-messages';
import { AdminExerciseCard } from './admin-exercise-card';

interface AdminExerciseGridProps {
  data: AdminExerciseList | undefined;
  failed: boolean;
  retrying: boolean;
  /** A new page or search is loading while the previous one stays on screen. */
  updating: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  onEdit: (exercise: Exercise) => void;
  onDelete: (exercise: Exercise) => void;
  onPictures: (exercise: Exercise) => void;
  onToggleSample: (exercise: Exercise) => void;
  /** Exercises whose sample flag is being changed. */
  samplePendingIds: string[];
}

/**
 * The admin's exercise grid (docs/product.md#admin): six skeleton cards while the first page loads, a retry on
 * failure, the empty state, else the cards (newest first) and the pager (Previous, numbers, Next) when there is more
 * than one page.
 */
export function AdminExerciseGrid(props: AdminExerciseGridProps) {
  const { data, failed, retrying, updating, onRetry, onPage, samplePendingIds } = props;
  if (!data && failed) {
    return (
      <LoadError
        title={ADMIN_TOASTS.loadExercisesFailed}
        detail={ADMIN_TEXT.exercisesLoadFailedDetail}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (!data) return <ExerciseGridSkeleton label={ADMIN_TEXT.loadingExercises} />;
  if (data.items.length === 0 && data.page === 1) {
    return <EmptyState icon={SearchX} tone="muted" title={ADMIN_TEXT.emptyTitle} description={ADMIN_TEXT.emptyDescription} />;
  }
  return (
    <div className="space-y-6" aria-busy={updating}>
      <ul
        aria-label="Exercises"
        className={`grid grid-cols-1 gap-4 transition-opacity @lg:grid-cols-2 @4xl:grid-cols-3 ${updating ? 'opacity-60' : ''}`}
      >
        {data.items.map((exercise) => (
          <li key={exercise.id}>
            <AdminExerciseCard
              exercise={exercise}
              onEdit={props.onEdit}
              onPictures={props.onPictures}
              onDelete={props.onDelete}
              onToggleSample={props.onToggleSample}
              samplePending={samplePendingIds.includes(exercise.id)}
            />
          </li>
        ))}
      </ul>
      <LibraryPager page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
    </div>
  );
}
