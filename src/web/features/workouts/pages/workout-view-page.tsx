import { format } from 'date-fns';
import { useActiveGym } from '@/web/api/get-gyms';
import { missingEquipment } from '@/web/lib/gym-equipment';
import { CalendarDays, ListChecks, ListPlus, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Exercise } from '@/shared/schemas/exercise';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { ExerciseDetailsDialog } from '@/web/components/exercise/exercise-details-dialog';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useWorkout } from '@/web/api/get-workout';
import { OutsideGymNotice } from '../components/outside-gym-notice';
import { WorkoutEntryCard } from '../components/workout-entry-card';
import { BackToWorkoutsLink, WorkoutPageSkeleton } from '../components/workout-page-parts';
import { useLoadFailedRedirect } from '../hooks/use-load-failed-redirect';
import { workoutPaths } from '@/web/lib/workout-paths';
import { exerciseCountText, FIT_TEXT, WORKOUTS_TEXT } from '../workouts-messages';

/**
 * /dashboard/workouts/{workoutId}: the read-only workout (docs/product.md#workout-view, replacing the spec's placeholder): name,
 * description, the entries in order with sets, reps, weight and notes, each exercise's details, Edit and Start Workout;
 * a workout left without entries says so, with a link to edit it. With an active gym, each entry says what the gym lacks
 * for it, and a line over the entries counts them, with 'Adapt to my gym' (the builder, opening its Adapt dialog).
 * A failed load (404 included) shows 'Error: Failed to load workout' and returns to the list (docs/product.md#messages).
 */
export function WorkoutViewPage() {
  const { workoutId = '' } = useParams();
  const workout = useWorkout(workoutId);
  const [selected, setSelected] = useState<Exercise | null>(null);
  // docs/product.md#my-gyms: each entry says what the active gym lacks for it.
  const activeGym = useActiveGym();
  useDocumentTitle(workout.data?.name ?? WORKOUTS_TEXT.loadingWorkout);
  useLoadFailedRedirect(workout.error);

  const { data } = workout;
  const paths = workoutPaths(workoutId);
  const entries = data ? [...data.entries].sort((a, b) => a.orderIndex - b.orderIndex) : [];
  const missing = entries.map((entry) => (activeGym && entry.exercise ? missingEquipment(entry.exercise, activeGym.equipment) : undefined));
  const outsideCount = missing.filter((items) => items && items.length > 0).length;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <BackToWorkoutsLink />

      {data ? (
        <>
          <header className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-6">
            <div className="min-w-0 space-y-2">
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.name}</h1>
              {data.description ? (
                <p className="max-w-prose text-sm whitespace-pre-line text-slate-700">{data.description}</p>
              ) : (
                <p className="text-sm text-muted-foreground italic">{WORKOUTS_TEXT.noDescription}</p>
              )}
              <p className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <ListChecks aria-hidden="true" className="size-4" />
                  {exerciseCountText(entries.length)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  Created <time dateTime={data.createdAt}>{format(new Date(data.createdAt), 'MMM d, yyyy')}</time>
                </span>
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
              <Button asChild variant="outline">
                <Link to={paths.edit}>
                  <Pencil aria-hidden="true" />
                  {WORKOUTS_TEXT.edit}
                </Link>
              </Button>
              <Button asChild>
                <Link to={paths.start}>
                  <Play aria-hidden="true" />
                  {WORKOUTS_TEXT.startWorkout}
                </Link>
              </Button>
            </div>
          </header>

          <section aria-labelledby="workout-entries-heading" className="space-y-3">
            <h2 id="workout-entries-heading" className="sr-only">
              {WORKOUTS_TEXT.exercisesHeading}
            </h2>
            {activeGym && outsideCount > 0 && (
              <OutsideGymNotice
                text={FIT_TEXT.outsideGym(outsideCount, activeGym.name)}
                action={
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.adapt}>{FIT_TEXT.adapt}</Link>
                  </Button>
                }
              />
            )}
            {entries.length > 0 ? (
              <ol className="space-y-3">
                {entries.map((entry, index) => (
                  <WorkoutEntryCard
                    key={entry.id}
                    entry={entry}
                    position={index + 1}
                    missingEquipment={missing[index]}
                    onViewDetails={setSelected}
                  />
                ))}
              </ol>
            ) : (
              <NoEntries editPath={paths.edit} />
            )}
          </section>
        </>
      ) : (
        <ViewSkeleton />
      )}

      <ExerciseDetailsDialog history exercise={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

/**
 * A workout left without entries (deleting an exercise from the library deletes its entries too): says so and links
 * to the builder, instead of '0 exercises' over nothing.
 */
function NoEntries({ editPath }: { editPath: string }) {
  return (
    <EmptyState
      icon={ListPlus}
      title={WORKOUTS_TEXT.viewEmptyTitle}
      description={WORKOUTS_TEXT.viewEmptyDescription}
      titleAs="p"
      size="compact"
      action={
        <Button asChild variant="outline">
          <Link to={editPath}>
            <Pencil aria-hidden="true" />
            {WORKOUTS_TEXT.editTitle}
          </Link>
        </Button>
      }
    />
  );
}

function ViewSkeleton() {
  return (
    <WorkoutPageSkeleton
      headerClassName="space-y-3"
      headerLines={['h-8 w-1/2', 'h-4 w-3/4', 'h-4 w-40']}
      entryClassName="h-36 w-full rounded-xl"
    />
  );
}
