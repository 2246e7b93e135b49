import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { getExercisesByIdsQueryOptions } from '@/web/api/get-exercises-by-ids';
import { newEntry } from '@/web/lib/workout-entry';
import { FIRST_EXERCISE_PARAM, type CreateWorkoutState } from '@/web/lib/workout-paths';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useWorkout } from '@/web/api/get-workout';
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

/**
 * /dashboard/workouts/create: the Workout builder in create mode (docs/product.md#screens). With `?exercise={id}` (the
 * library's Add to workout → New workout, docs/product.md#add-to-workout) that exercise is the first entry, with the
 * new-entry defaults; an id the member may not see (or none at all) starts the builder empty.
 */
export function CreateWorkoutPage() {
  useDocumentTitle(WORKOUTS_TEXT.createTitle);
  const first = useFirstExercise();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <BuilderHeader title={WORKOUTS_TEXT.createTitle} subtitle={WORKOUTS_TEXT.createSubtitle} />
      {first.pending ? (
        <BuilderSkeleton />
      ) : first.exercise ? (
        <WorkoutBuilderForm
          key={first.exercise.id}
          defaultValues={{ ...EMPTY_WORKOUT_FORM, entries: [newEntry(first.exercise.id)] }}
          initialExercises={{ [first.exercise.id]: first.exercise }}
        />
      ) : (
        <WorkoutBuilderForm defaultValues={EMPTY_WORKOUT_FORM} initialExercises={{}} />
      )}
    </div>
  );
}

/**
 * The exercise the address names as a new workout's first (`?exercise={id}`): the one the link carried in the router's
 * state when it is that id (the library had it on screen), else read with GET /api/exercises/by-ids, which answers only
 * what the member may see. `pending` while it is read; `exercise` null when there is none (a failed read included: the
 * builder then starts empty, as without the parameter).
 */
function useFirstExercise(): { pending: boolean; exercise: ExerciseSummary | null } {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get(FIRST_EXERCISE_PARAM);
  const carried = (location.state as CreateWorkoutState | null)?.firstExercise;
  const known = id !== null && carried?.id === id ? carried : null;
  const read = useQuery({ ...getExercisesByIdsQueryOptions(id ? [id] : []), enabled: id !== null && known === null });
  if (id === null) return { pending: false, exercise: null };
  if (known) return { pending: false, exercise: known };
  if (read.isPending) return { pending: true, exercise: null };
  return { pending: false, exercise: read.data?.[0] ?? null };
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
