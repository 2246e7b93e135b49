import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Check, CircleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Alternative } from '@/shared/schemas/alternatives';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import type { Gym } from '@/shared/schemas/gyms';
import { getAlternativesQueryOptions } from '@/web/api/get-alternatives';
import { useActiveGym } from '@/web/api/get-gyms';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { EquipmentLabel } from '@/web/components/exercise/equipment-label';
import { LIBRARY_TEXT } from '@/web/components/exercise/exercise-messages';
import { ListSkeleton, RetryAlert } from '@/web/components/query-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { missingEquipment } from '@/web/lib/gym-equipment';
import { FIT_TEXT, WORKOUTS_TEXT } from '../workouts-messages';

interface SwapExerciseDialogProps {
  open: boolean;
  /** The entry's exercise (kept while the dialog fades out, so the title does not change). */
  exercise: ExerciseSummary | null;
  onOpenChange: (open: boolean) => void;
  /** True when the exercise is already an entry: it is listed, but cannot be chosen (no exercise twice). */
  isInWorkout: (exerciseId: string) => boolean;
  /** The member chose `replacement`; the builder swaps it in and closes the dialog. */
  onChoose: (replacement: ExerciseSummary) => void;
  /** Where focus goes on closing (the entry that held the Swap button is a new one after a swap). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Swap {name}' (docs/product.md#workout-builder): the alternatives of one entry's exercise (GET
 * /api/exercises/{id}/alternatives, docs/product.md#alternatives), best first, each with why it stands in. While a gym
 * is active they are what that gym can do, under an 'Only my equipment at {gym}' switch that is on by default, as in
 * the Add Exercise picker; switched off, an alternative the gym cannot do says what it lacks. An alternative already in
 * the workout is shown as such and cannot be chosen. Loading, failure (with 'Try again') and nothing found each say so.
 */
export function SwapExerciseDialog({ open, exercise, onOpenChange, isInWorkout, onChoose, onCloseAutoFocus }: SwapExerciseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[min(40rem,calc(100dvh-2rem))] flex-col gap-4 sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{exercise ? FIT_TEXT.swapTitle(exercise.exerciseName) : FIT_TEXT.swap}</DialogTitle>
          <DialogDescription>{FIT_TEXT.swapDescription}</DialogDescription>
        </DialogHeader>
        {open && exercise && <SwapBody exercise={exercise} isInWorkout={isInWorkout} onChoose={onChoose} />}
      </DialogContent>
    </Dialog>
  );
}

function SwapBody({
  exercise,
  isInWorkout,
  onChoose,
}: Pick<SwapExerciseDialogProps, 'isInWorkout' | 'onChoose'> & { exercise: ExerciseSummary }) {
  // docs/product.md#my-gyms: like the Add Exercise picker, the list follows the active gym until switched off.
  const activeGym = useActiveGym() ?? null;
  const [gymOnly, setGymOnly] = useState(true);
  const switchId = useId();
  const gym = gymOnly ? activeGym : null;
  const query = useQuery(getAlternativesQueryOptions(exercise.id, gym?.id ?? null));

  let body: ReactNode;
  if (query.isPending) {
    body = <ListSkeleton label={FIT_TEXT.swapLoading} rowHeight="h-16" />;
  } else if (query.isError) {
    body = (
      <RetryAlert
        message={FIT_TEXT.swapLoadFailed}
        retryLabel={FIT_TEXT.retry}
        retryingLabel={WORKOUTS_TEXT.pickerRetrying}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { items, moreWithSubscription } = query.data;
    body = (
      <>
        {items.length === 0 ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            {gym ? FIT_TEXT.swapNoneAt(gym.name) : FIT_TEXT.swapNone}
          </p>
        ) : (
          <ul aria-label={FIT_TEXT.alternatives} className="space-y-2">
            {items.map((alternative) => (
              <AlternativeRow
                key={alternative.exercise.id}
                alternative={alternative}
                inWorkout={isInWorkout(alternative.exercise.id)}
                // Switched off, say what the active gym lacks, as a library card does.
                missing={!gym && activeGym ? missingEquipment(alternative.exercise, activeGym.equipment) : undefined}
                onChoose={onChoose}
              />
            ))}
          </ul>
        )}
        {moreWithSubscription && (
          <p className="text-sm">
            <Link to="/dashboard/subscription" className="text-primary underline underline-offset-2">
              {FIT_TEXT.moreWithSubscription}
            </Link>
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {activeGym && <GymSwitch id={switchId} gym={activeGym} checked={gymOnly} onCheckedChange={setGymOnly} />}
      <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 py-1">{body}</div>
    </>
  );
}

function GymSwitch({
  id,
  gym,
  checked,
  onCheckedChange,
}: {
  id: string;
  gym: Gym;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id}>{WORKOUTS_TEXT.gymOnly(gym.name)}</Label>
    </div>
  );
}

interface AlternativeRowProps {
  alternative: Alternative;
  inWorkout: boolean;
  missing: readonly string[] | undefined;
  onChoose: (exercise: ExerciseSummary) => void;
}

function AlternativeRow({ alternative: { exercise, reason }, inWorkout, missing, onChoose }: AlternativeRowProps) {
  const noteId = useId();
  const inWorkoutId = useId();
  return (
    <li>
      <button
        type="button"
        disabled={inWorkout}
        onClick={() => onChoose(exercise)}
        aria-label={FIT_TEXT.swapChoose(exercise.exerciseName)}
        aria-describedby={inWorkout ? `${inWorkoutId} ${noteId}` : noteId}
        className="group flex w-full items-center gap-3 rounded-lg border bg-background p-3 text-left transition-colors hover:border-emerald-300 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:hover:border-border"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block font-medium break-words">{exercise.exerciseName}</span>
          <span id={noteId} className="block space-y-1">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <DifficultyBadge level={exercise.difficultyLevel} />
              <EquipmentLabel equipment={exercise.equipmentType} className="gap-1 [&_svg]:size-3.5" />
              <span>{reason}</span>
            </span>
            {/* The library card's 'Needs: …' note, as phrasing content (a button holds no paragraph). */}
            {missing && missing.length > 0 && (
              <span className="flex items-start gap-1.5 rounded-md bg-warning px-2 py-1 text-xs text-warning-foreground">
                <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                {LIBRARY_TEXT.needs(missing)}
              </span>
            )}
          </span>
        </span>
        {inWorkout ? (
          <span
            id={inWorkoutId}
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground"
          >
            <Check aria-hidden="true" className="size-3.5" />
            {FIT_TEXT.inWorkout}
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full border text-primary group-hover:border-primary group-hover:bg-primary group-hover:text-white"
          >
            <ArrowLeftRight className="size-4" />
          </span>
        )}
      </button>
    </li>
  );
}
