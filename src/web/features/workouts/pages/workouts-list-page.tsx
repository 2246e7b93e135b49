import { Play, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { WorkoutSummary } from '@/shared/schemas/workouts';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { LoadError } from '@/web/components/exercise/library-states';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useDeleteWorkout } from '../api/delete-workout';
import { useActiveGym } from '@/web/api/get-gyms';
import { useWorkouts } from '@/web/api/get-workouts';
import { QUICK_START_PATH } from '@/web/api/open-session';
import { WorkoutCard } from '../components/workout-card';
import { WorkoutGridSkeleton } from '../components/workout-card-skeleton';
import { WorkoutsEmptyState } from '../components/workouts-empty-state';
import { useCreateWorkout } from '../hooks/use-create-workout';
import { deleteWorkoutQuestion, WORKOUT_TOASTS, WORKOUTS_TEXT, workoutCountLabel } from '../workouts-messages';
import { reportError } from '@/web/lib/report-error';

/**
 * /dashboard/workouts (docs/product.md#workouts): the '{n}/10 workouts' badge, Create Workout (refused with the limit toast
 * at 10), the member's workouts newest first as cards (each saying what the active gym lacks for it), the empty state and
 * the 'Delete Workout' dialog.
 */
export function WorkoutsListPage() {
  useDocumentTitle(WORKOUTS_TEXT.listTitle);
  const workouts = useWorkouts();
  const { data } = workouts;
  // docs/product.md#workouts: each card says how many of its exercises need equipment the active gym lacks.
  const activeGym = useActiveGym();
  const { atLimit, create } = useCreateWorkout(data);
  const deleteWorkout = useDeleteWorkout();
  const [target, setTarget] = useState<WorkoutSummary | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const createButtonRef = useRef<HTMLButtonElement>(null);

  // docs/product.md#messages 'Error: Failed to load workouts', once per failure.
  useEffect(() => {
    if (!workouts.error) return;
    reportError(WORKOUT_TOASTS.loadListFailed.description, workouts.error);
    toast.error(WORKOUT_TOASTS.loadListFailed.title, { description: WORKOUT_TOASTS.loadListFailed.description });
  }, [workouts.error, workouts.errorUpdatedAt]);

  const askDelete = (workout: WorkoutSummary) => {
    setTarget(workout);
    setConfirmOpen(true);
  };

  const confirmDelete = () => {
    if (!target) return;
    deleteWorkout.mutate(target.id, {
      onSuccess: () => toast.success(WORKOUT_TOASTS.deleted.title, { description: WORKOUT_TOASTS.deleted.description }),
      onError: (error) => {
        reportError(WORKOUT_TOASTS.deleteFailed.description, error);
        toast.error(WORKOUT_TOASTS.deleteFailed.title, { description: WORKOUT_TOASTS.deleteFailed.description });
      },
      onSettled: () => setConfirmOpen(false),
    });
  };

  let content;
  if (data && data.items.length > 0) {
    content = (
      <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {data.items.map((workout) => (
          <li key={workout.id}>
            <WorkoutCard workout={workout} onDelete={askDelete} gym={activeGym} />
          </li>
        ))}
      </ul>
    );
  } else if (data) {
    content = <WorkoutsEmptyState onCreate={create} />;
  } else if (workouts.isError) {
    content = (
      <LoadError
        title={WORKOUT_TOASTS.loadListFailed.description}
        detail={WORKOUTS_TEXT.loadFailedDetail}
        onRetry={() => void workouts.refetch()}
        retrying={workouts.isFetching}
      />
    );
  } else {
    content = <WorkoutGridSkeleton label={WORKOUTS_TEXT.loading} />;
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{WORKOUTS_TEXT.listTitle}</h1>
            {data ? (
              <Badge variant={atLimit ? 'warning' : 'secondary'} role="status" className="text-sm">
                {workoutCountLabel(data.items.length, data.limit)}
              </Badge>
            ) : (
              !workouts.isError && <Skeleton className="h-6 w-24 rounded-full" />
            )}
          </div>
          <p className="text-sm text-muted-foreground">{WORKOUTS_TEXT.listSubtitle}</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={QUICK_START_PATH}>
              <Play aria-hidden="true" />
              {WORKOUTS_TEXT.quickStart}
            </Link>
          </Button>
          <Button ref={createButtonRef} onClick={create} className="w-full sm:w-auto">
            <Plus aria-hidden="true" />
            {WORKOUTS_TEXT.createWorkout}
          </Button>
        </div>
      </header>

      {content}

      <ConfirmDialog
        open={confirmOpen}
        title={WORKOUTS_TEXT.deleteTitle}
        question={deleteWorkoutQuestion(target?.name ?? '')}
        confirmLabel={WORKOUTS_TEXT.delete}
        pendingLabel={WORKOUTS_TEXT.deleting}
        cancelLabel={WORKOUTS_TEXT.cancel}
        pending={deleteWorkout.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        // The deleted card took its Delete button with it: give focus to Create Workout instead of the page body.
        fallbackFocusRef={createButtonRef}
      />
    </div>
  );
}
