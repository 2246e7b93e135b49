import { useQueries } from '@tanstack/react-query';
import { ArrowRight, CircleMinus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Alternative } from '@/shared/schemas/alternatives';
import type { Gym } from '@/shared/schemas/gyms';
import { getAlternativesQueryOptions } from '@/web/api/get-alternatives';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { planAdaptation, type AdaptPlan, type AdaptSwap, type OutsideEntry } from '../adapt-plan';
import { FIT_TEXT, WORKOUTS_TEXT } from '../workouts-messages';

interface AdaptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gym: Gym;
  /** The entries the gym cannot do, in workout order. */
  outside: readonly OutsideEntry[];
  /** Every entry's exercise id (an alternative already in the workout is never picked). */
  inWorkout: readonly string[];
  /** The member confirmed: apply every swap at once. */
  onConfirm: (swaps: readonly AdaptSwap[]) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Adapt to {gym}' (docs/product.md#workout-builder): asks the gym's alternatives of every entry the gym cannot do (one
 * GET /api/exercises/{id}/alternatives?gym= each, docs/product.md#alternatives), plans the swaps (`planAdaptation`) and
 * lists them as before → after, then the entries left as they are for want of an alternative. Nothing changes until
 * the member confirms; Cancel, Escape and Close change nothing. Loading and a failed read ('Try again') say so.
 */
export function AdaptDialog({ open, onOpenChange, gym, outside, inWorkout, onConfirm, onCloseAutoFocus }: AdaptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[min(44rem,calc(100dvh-2rem))] flex-col gap-4 sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{FIT_TEXT.adaptTitle(gym.name)}</DialogTitle>
          <DialogDescription>{FIT_TEXT.adaptDescription(gym.name)}</DialogDescription>
        </DialogHeader>
        {open && <AdaptBody gym={gym} outside={outside} inWorkout={inWorkout} onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

interface AdaptBodyProps extends Pick<AdaptDialogProps, 'gym' | 'outside' | 'inWorkout' | 'onConfirm'> {
  onCancel: () => void;
}

function AdaptBody({ gym, outside, inWorkout, onConfirm, onCancel }: AdaptBodyProps) {
  const queries = useQueries({ queries: outside.map((entry) => getAlternativesQueryOptions(entry.exercise.id, gym.id)) });
  const pending = queries.some((query) => query.isPending);
  const failed = queries.filter((query) => query.isError);
  const retrying = failed.some((query) => query.isFetching);
  // A few dozen comparisons at most (50 entries, 6 alternatives each): planned on every render, no memo needed.
  const answers = queries.map((query) => query.data);
  const plan: AdaptPlan | null = answers.every((answer) => answer !== undefined)
    ? planAdaptation(
        outside,
        new Map<string, readonly Alternative[]>(outside.map((entry, index) => [entry.exercise.id, answers[index]!.items])),
        inWorkout,
      )
    : null;

  let body: ReactNode;
  if (failed.length > 0 && !pending) {
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
      >
        <span>{FIT_TEXT.swapLoadFailed}</span>
        <Button variant="outline" size="sm" onClick={() => failed.forEach((query) => void query.refetch())} disabled={retrying}>
          {retrying ? WORKOUTS_TEXT.pickerRetrying : FIT_TEXT.retry}
        </Button>
      </div>
    );
  } else if (!plan) {
    body = (
      <div role="status" aria-label={FIT_TEXT.adaptLoading} className="space-y-2">
        {outside.map((entry) => (
          <Skeleton key={entry.key} className="h-14 w-full" />
        ))}
      </div>
    );
  } else {
    body = <PlanView plan={plan} gym={gym} />;
  }

  const swaps = plan?.swaps ?? [];
  return (
    <>
      <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 py-1">{body}</div>
      <DialogFooter>
        {plan && swaps.length === 0 ? (
          <Button onClick={onCancel}>{FIT_TEXT.adaptClose}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onCancel}>
              {WORKOUTS_TEXT.cancel}
            </Button>
            <Button onClick={() => onConfirm(swaps)} disabled={swaps.length === 0}>
              {FIT_TEXT.adaptConfirm(swaps.length)}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

function PlanView({ plan, gym }: { plan: AdaptPlan; gym: Gym }) {
  const swapsId = useId();
  const unchangedId = useId();
  return (
    <div className="space-y-4">
      {plan.swaps.length === 0 && <p className="text-sm text-muted-foreground">{FIT_TEXT.adaptNothing(gym.name)}</p>}
      {plan.swaps.length > 0 && (
        <section className="space-y-2">
          <h3 id={swapsId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {FIT_TEXT.adaptSwaps}
          </h3>
          <ul aria-labelledby={swapsId} className="divide-y rounded-lg border">
            {plan.swaps.map((swap) => (
              <li key={swap.key} className="grid gap-1 px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-start sm:gap-3">
                <span className="text-sm break-words text-slate-700">
                  <span className="sr-only">{FIT_TEXT.adaptBefore}: </span>
                  {swap.before.exerciseName}
                </span>
                <ArrowRight aria-hidden="true" className="hidden size-4 text-muted-foreground sm:mt-0.5 sm:block" />
                <span className="space-y-0.5">
                  <span className="flex items-start gap-1.5 text-sm font-medium break-words">
                    <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground sm:hidden" />
                    <span>
                      <span className="sr-only">{FIT_TEXT.adaptAfter}: </span>
                      {swap.after.exerciseName}
                    </span>
                  </span>
                  <span className="block pl-5.5 text-xs text-muted-foreground sm:pl-0">{swap.reason}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan.unchanged.length > 0 && (
        <section className="space-y-2">
          <h3 id={unchangedId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {FIT_TEXT.adaptUnchanged}
          </h3>
          <ul aria-labelledby={unchangedId} className="divide-y rounded-lg border">
            {plan.unchanged.map((entry) => (
              <li key={entry.key} className="flex items-start gap-2 px-3 py-2.5 text-sm">
                <CircleMinus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0">
                  <span className="block font-medium break-words">{entry.exercise.exerciseName}</span>
                  <span className="block text-xs text-muted-foreground">{FIT_TEXT.adaptNoAlternative(gym.name)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
