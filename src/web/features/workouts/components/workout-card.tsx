import { format } from 'date-fns';
import { CalendarDays, ListChecks, Pencil, Play, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { WorkoutSummary } from '@/shared/schemas/workouts';
import { Button } from '@/web/components/ui/button';
import { WorkoutGymNote } from '@/web/components/workout/workout-gym-note';
import { exerciseCountText, WORKOUTS_TEXT } from '../workouts-messages';
import { workoutPaths } from '@/web/lib/workout-paths';
import { EquipmentBadges } from './equipment-badges';

interface WorkoutCardProps {
  workout: WorkoutSummary;
  onDelete: (workout: WorkoutSummary) => void;
  /** The member's active gym, for the note on what it lacks (docs/product.md#workouts); none says nothing. */
  gym?: { name: string; equipment: readonly string[] } | null;
}

/**
 * One workout in the list (docs/product.md#workouts): name, description, exercise count, created date, up to two equipment
 * badges plus '+n more', how many entries need equipment the active gym lacks, edit and delete icons, Start Workout. The name is a link stretched over the card, so a click
 * anywhere opens the view route while the buttons stay separate controls (no nested interactive elements). The edit
 * and delete icons appear on hover, on keyboard focus inside the card, and always on touch screens (no hover there).
 */
export function WorkoutCard({ workout, onDelete, gym }: WorkoutCardProps) {
  const headingId = useId();
  const paths = workoutPaths(workout.id);
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-[box-shadow,border-color] hover:border-emerald-300 hover:shadow-md has-[[data-card-link]:focus-visible]:ring-2 has-[[data-card-link]:focus-visible]:ring-ring has-[[data-card-link]:focus-visible]:ring-offset-2"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 pt-1 text-base leading-snug font-semibold break-words">
          <Link
            to={paths.view}
            data-card-link
            className="outline-none after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:outline-none"
          >
            {workout.name}
          </Link>
        </h2>
        <div className="relative z-10 -mt-1 -mr-2 flex shrink-0 gap-0.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <Button asChild variant="ghost" size="icon-sm" className="text-slate-600 hover:text-foreground">
            <Link to={paths.edit} aria-label={`Edit ${workout.name}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${workout.name}`}
            className="text-slate-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(workout)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>

      <p className={workout.description ? 'line-clamp-2 text-sm text-slate-700' : 'text-sm text-muted-foreground italic'}>
        {workout.description || WORKOUTS_TEXT.noDescription}
      </p>

      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="inline-flex items-center gap-1.5">
          <dt className="sr-only">Exercises</dt>
          <ListChecks aria-hidden="true" className="size-4" />
          <dd>{exerciseCountText(workout.exerciseCount)}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <dt className="sr-only">Created</dt>
          <CalendarDays aria-hidden="true" className="size-4" />
          <dd>
            <time dateTime={workout.createdAt}>{format(new Date(workout.createdAt), 'MMM d, yyyy')}</time>
          </dd>
        </div>
      </dl>

      <EquipmentBadges equipmentTypes={workout.equipmentTypes} />
      <WorkoutGymNote entries={workout.entries} gym={gym} />

      <Button
        asChild
        variant="outline"
        className="relative z-10 mt-auto w-full border-emerald-200 bg-accent text-accent-foreground hover:bg-emerald-100"
      >
        <Link to={paths.start} aria-label={`${WORKOUTS_TEXT.startWorkout}: ${workout.name}`}>
          <Play aria-hidden="true" />
          {WORKOUTS_TEXT.startWorkout}
        </Link>
      </Button>
    </article>
  );
}
