import { Check, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import type { WorkoutSummary } from '@/shared/schemas/workouts';
import { AlreadyInWorkoutError, useAddToWorkout } from '@/web/api/add-to-workout';
import { useActiveGym } from '@/web/api/get-gyms';
import { useWorkouts } from '@/web/api/get-workouts';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { isApiError } from '@/web/lib/api-client';
import { entriesNeedingEquipment } from '@/web/lib/gym-equipment';
import { reportError } from '@/web/lib/report-error';
import { createWorkoutWithPath, workoutPaths, type CreateWorkoutState } from '@/web/lib/workout-paths';
import { ADD_TO_WORKOUT_TEXT, ADD_TO_WORKOUT_TOASTS, exerciseCountText } from './workout-messages';
import { WorkoutGymNote } from './workout-gym-note';

export interface AddToWorkoutPanelProps {
  exercise: ExerciseSummary;
  /** Closes the menu: when the builder or the saved workout opens. */
  onDone: () => void;
}

/** The sentence a refusal of the server carries: a field issue's message (too many exercises), else its message. */
const refusalOf = (error: unknown): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? (error.issues?.[0]?.message ?? error.message) : null;

/**
 * The Add to workout menu's content (docs/product.md#add-to-workout): the member's workouts, newest first, each with its
 * exercise count, 'Already added' when the exercise is in it, and what the active gym lacks for it; then 'New workout'.
 * Choosing a workout appends the exercise and saves the workout (the 'Already Added' toast instead when it is in it
 * already, as in the builder), then says so with 'Open workout', in a toast and at the top of the menu, which stays open
 * for another choice; 'New workout' opens the builder with the exercise as its first entry, or says the limit of 10 is
 * reached. Loaded with the first menu opened, not with the library.
 */
export function AddToWorkoutPanel({ exercise, onDone }: AddToWorkoutPanelProps) {
  const workouts = useWorkouts();
  const activeGym = useActiveGym();
  const add = useAddToWorkout();
  const navigate = useNavigate();
  const [savingTo, setSavingTo] = useState<string | null>(null);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const openRef = useRef<HTMLAnchorElement>(null);
  const listId = useId();
  const limitId = useId();
  const addedId = useId();

  // The chosen workout's button was disabled while saving, which took focus from it: hand it to 'Open workout', the
  // one way a keyboard reaches the workout from inside the details dialog (its focus trap keeps the toast out of reach).
  useEffect(() => {
    if (added) openRef.current?.focus();
  }, [added]);

  const choose = (workout: WorkoutSummary) => {
    if (workout.entries.some((entry) => entry.exerciseId === exercise.id)) {
      toast.error(ADD_TO_WORKOUT_TOASTS.duplicate.title, { description: ADD_TO_WORKOUT_TOASTS.duplicate.description });
      return;
    }
    setSavingTo(workout.id);
    // mutateAsync, not mutate's callbacks: the toast must come even if the menu (or the dialog) closed meanwhile.
    add
      .mutateAsync({ workoutId: workout.id, exerciseId: exercise.id })
      .then((saved) => {
        setAdded({ id: saved.id, name: saved.name });
        const done = ADD_TO_WORKOUT_TOASTS.added(exercise.exerciseName, saved.name);
        toast.success(done.title, {
          description: done.description,
          action: { label: ADD_TO_WORKOUT_TEXT.openWorkout, onClick: () => void navigate(workoutPaths(saved.id).view) },
        });
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadyInWorkoutError) {
          toast.error(ADD_TO_WORKOUT_TOASTS.duplicate.title, { description: ADD_TO_WORKOUT_TOASTS.duplicate.description });
          return;
        }
        reportError(ADD_TO_WORKOUT_TOASTS.failed.description, error);
        const refusal = refusalOf(error);
        if (refusal) toast.error(ADD_TO_WORKOUT_TOASTS.refusedTitle, { description: refusal });
        else toast.error(ADD_TO_WORKOUT_TOASTS.failed.title, { description: ADD_TO_WORKOUT_TOASTS.failed.description });
      })
      .finally(() => setSavingTo(null));
  };

  const startNew = () => {
    onDone();
    const state: CreateWorkoutState = { firstExercise: exercise };
    void navigate(createWorkoutWithPath(exercise.id), { state });
  };

  const list = workouts.data;
  const atLimit = list !== undefined && list.items.length >= list.limit;
  let body;
  if (workouts.isPending) {
    body = <Spinner label={ADD_TO_WORKOUT_TEXT.loading} showLabel className="px-2 py-3" />;
  } else if (workouts.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-2 px-2 py-2 text-sm text-red-800">
        <span>{ADD_TO_WORKOUT_TEXT.loadFailed}</span>
        <Button variant="outline" size="sm" onClick={() => void workouts.refetch()} disabled={workouts.isFetching}>
          {ADD_TO_WORKOUT_TEXT.retry}
        </Button>
      </div>
    );
  } else if (workouts.data.items.length === 0) {
    body = <p className="px-2 py-2 text-sm text-muted-foreground">{ADD_TO_WORKOUT_TEXT.empty}</p>;
  } else {
    body = (
      <ul id={listId} aria-label={ADD_TO_WORKOUT_TEXT.workouts} className="max-h-72 space-y-0.5 overflow-y-auto">
        {workouts.data.items.map((workout) => (
          <WorkoutChoice
            key={workout.id}
            workout={workout}
            added={workout.entries.some((entry) => entry.exerciseId === exercise.id)}
            gym={activeGym}
            saving={savingTo === workout.id}
            disabled={savingTo !== null}
            onChoose={() => choose(workout)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-1">
      <p className="px-2 pt-1 text-xs font-semibold text-muted-foreground">{ADD_TO_WORKOUT_TEXT.heading}</p>
      {added && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-sm bg-accent px-2 py-2 text-sm text-accent-foreground">
          <Check aria-hidden="true" className="size-4 shrink-0" />
          <span id={addedId}>{ADD_TO_WORKOUT_TEXT.addedTo(added.name)}</span>
          <Link
            ref={openRef}
            to={workoutPaths(added.id).view}
            onClick={onDone}
            aria-describedby={addedId}
            className="font-medium underline underline-offset-2"
          >
            {ADD_TO_WORKOUT_TEXT.openWorkout}
          </Link>
        </p>
      )}
      {body}
      <div className="my-1 h-px bg-border" />
      <button
        type="button"
        onClick={startNew}
        disabled={atLimit || savingTo !== null}
        aria-describedby={atLimit ? limitId : undefined}
        className="flex w-full items-center gap-2 rounded-sm px-2 py-2 text-left text-sm font-medium text-primary hover:bg-accent focus-visible:bg-accent focus-visible:outline-none disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:bg-transparent"
      >
        <Plus aria-hidden="true" className="size-4" />
        {ADD_TO_WORKOUT_TEXT.newWorkout}
      </button>
      {atLimit && (
        <p id={limitId} role="status" className="px-2 pb-1 text-xs text-red-800">
          {ADD_TO_WORKOUT_TEXT.limit}
        </p>
      )}
    </div>
  );
}

interface WorkoutChoiceProps {
  workout: WorkoutSummary;
  added: boolean;
  gym: { name: string; equipment: readonly string[] } | null | undefined;
  saving: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One workout of the menu: a button named by the workout, described by its count, 'Already added' and the gym note. */
function WorkoutChoice({ workout, added, gym, saving, disabled, onChoose }: WorkoutChoiceProps) {
  const id = useId();
  const needsEquipment = gym ? entriesNeedingEquipment(workout.entries, gym.equipment) > 0 : false;
  const described = needsEquipment ? `${id}-count ${id}-note` : `${id}-count`;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        disabled={disabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={described}
        aria-busy={saving}
        className="flex w-full flex-col items-stretch gap-1 rounded-sm px-2 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none disabled:cursor-wait"
      >
        <span className="flex items-center gap-2">
          <span id={`${id}-name`} className="min-w-0 flex-1 truncate text-sm font-medium">
            {workout.name}
          </span>
          {saving && <Spinner label={ADD_TO_WORKOUT_TEXT.adding} className="[&_svg]:size-4" />}
        </span>
        <span id={`${id}-count`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {exerciseCountText(workout.exerciseCount)}
          {added && (
            <span className="inline-flex items-center gap-1 font-medium text-primary">
              <span aria-hidden="true">·</span>
              <Check aria-hidden="true" className="size-3.5" />
              {ADD_TO_WORKOUT_TEXT.alreadyAdded}
            </span>
          )}
        </span>
        <WorkoutGymNote id={`${id}-note`} as="span" entries={workout.entries} gym={gym} className="text-xs [&_svg]:size-3.5" />
      </button>
    </li>
  );
}
