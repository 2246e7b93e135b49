import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useWorkout } from '../api/get-workout';
import { WorkoutBuilderForm } from '../components/workout-builder-form';
import { useLoadFailedRedirect } from '../hooks/use-load-failed-redirect';
import { EMPTY_WORKOUT_FORM, toEntryExercises, toFormValues } from '../workout-form';
import { WORKOUTS_PATH } from '../workout-paths';
import { WORKOUTS_TEXT } from '../workouts-messages';

function BuilderHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="space-y-3">
      <Link
        to={WORKOUTS_PATH}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {WORKOUTS_TEXT.backToWorkouts}
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
    </header>
  );
}

/** /dashboard/workouts/create: the Workout builder in create mode (docs/product.md#screens). */
export function CreateWorkoutPage() {
  useDocumentTitle(WORKOUTS_TEXT.createTitle);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <BuilderHeader title={WORKOUTS_TEXT.createTitle} subtitle={WORKOUTS_TEXT.createSubtitle} />
      <WorkoutBuilderForm defaultValues={EMPTY_WORKOUT_FORM} initialExercises={{}} />
    </div>
  );
}

/**
 * /dashboard/workouts/{workoutId}/edit: the builder in edit mode, filled from the saved workout (docs/product.md#screens). A failed load
 * (a 404 included) shows 'Error: Failed to load workout' and returns to the list (docs/product.md#messages).
 */
export function EditWorkoutPage() {
  useDocumentTitle(WORKOUTS_TEXT.editTitle);
  const { workoutId = '' } = useParams();
  const workout = useWorkout(workoutId);
  useLoadFailedRedirect(workout.error);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <BuilderHeader title={WORKOUTS_TEXT.editTitle} subtitle={WORKOUTS_TEXT.editSubtitle} />
      {workout.data ? (
        <WorkoutBuilderForm
          key={workout.data.id}
          workoutId={workout.data.id}
          defaultValues={toFormValues(workout.data)}
          initialExercises={toEntryExercises(workout.data)}
        />
      ) : (
        <BuilderSkeleton />
      )}
    </div>
  );
}

function BuilderSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{WORKOUTS_TEXT.loadingWorkout}</span>
      <div className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
