import { useParams } from 'react-router';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useWorkout } from '../api/get-workout';
import { WorkoutBuilderForm } from '../components/workout-builder-form';
import { BackToWorkoutsLink, WorkoutPageSkeleton } from '../components/workout-page-parts';
import { useLoadFailedRedirect } from '../hooks/use-load-failed-redirect';
import { EMPTY_WORKOUT_FORM, toEntryExercises, toFormValues } from '../workout-form';
import { WORKOUTS_TEXT } from '../workouts-messages';

function BuilderHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="space-y-3">
      <BackToWorkoutsLink />
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
    <WorkoutPageSkeleton
      headerClassName="space-y-4"
      headerLines={['h-5 w-40', 'h-9 w-full', 'h-20 w-full']}
      entryClassName="h-32 w-full rounded-xl"
    />
  );
}
