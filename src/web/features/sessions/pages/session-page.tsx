import { format } from 'date-fns';
import { CheckCircle2, Dumbbell, Plus, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { FinishedSession, SessionExercise, SessionSet } from '@/shared/schemas/sessions';
import { recordsBeaten, withSet } from '@/shared/training/records';
import { REST_SECONDS_DEFAULT } from '@/shared/training/sets';
import { useTrainingPreferences } from '@/web/api/sessions';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { RetryAlert } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useNow } from '@/web/hooks/use-now';
import { ApiError } from '@/web/lib/api-client';
import { AddSessionExerciseDialog } from '../components/add-session-exercise-dialog';
import { FinishSummaryDialog } from '../components/finish-summary-dialog';
import { RestTimer } from '../components/rest-timer';
import { SessionExerciseCard } from '../components/session-exercise-card';
import { SwapSessionExerciseDialog } from '../components/swap-session-exercise-dialog';
import { SyncStatus } from '../components/sync-status';
import { clockText, HISTORY_TEXT, recordToast, SESSION_TEXT } from '../session-messages';
import { useSessionLog } from '../use-session-log';

/** After a set is completed, the weight box of the next set not yet completed (in page order) takes the focus. */
function focusNextSet(from: Element | null) {
  const rows = [...document.querySelectorAll<HTMLElement>('li[data-completed]')];
  const current = from?.closest('li[data-completed]');
  const start = current ? rows.indexOf(current as HTMLElement) + 1 : 0;
  const next = rows.slice(start).find((row) => row.dataset.completed === 'false');
  next?.querySelector<HTMLInputElement>('[data-set-weight]')?.focus();
}

/** The records a completed set beats: against the records before the session and the exercise's other completed sets. */
function beatenBy(entry: SessionExercise, set: SessionSet) {
  const before = entry.sets.filter((other) => other.completed && other.id !== set.id).reduce(withSet, entry.records);
  return recordsBeaten(before, set);
}

/**
 * /dashboard/sessions/{sessionId}: the live session (docs/product.md#the-live-session). The exercises in order with their
 * sets, last time's numbers beside each, the elapsed time, a rest timer after each completed set, a toast for each
 * personal record beaten, Add exercise, Finish Workout (a summary, then History) and Discard Workout (after
 * confirmation). A finished session (opened from History) reads the same: its sets can be corrected, and it can be
 * deleted after confirmation.
 */
export function SessionPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const log = useSessionLog(sessionId);
  const preferences = useTrainingPreferences();
  const unit = preferences.data?.weightUnit ?? 'kg';
  const session = log.query.data;
  const open = session?.finishedAt === null;
  const now = useNow(open);
  const [restEndsAt, setRestEndsAt] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [swapping, setSwapping] = useState<SessionExercise | null>(null);
  const [swapSearching, setSwapSearching] = useState<SessionExercise | null>(null);
  const [confirm, setConfirm] = useState<'discard' | 'finish' | null>(null);
  const [pending, setPending] = useState(false);
  const [finished, setFinished] = useState<FinishedSession | null>(null);
  useDocumentTitle(session?.name ?? SESSION_TEXT.loading);

  const onSetCompleted = useCallback((entry: SessionExercise, set: SessionSet, next: SessionExercise | undefined) => {
    const rest = entry.restSeconds ?? REST_SECONDS_DEFAULT;
    // Within a superset the next exercise follows at once: the rest comes after the last one.
    const supersetGoesOn = entry.supersetGroup !== null && next?.supersetGroup === entry.supersetGroup;
    if (rest > 0 && !supersetGoesOn) setRestEndsAt(Date.now() + rest * 1000);
    const beaten = beatenBy(entry, set);
    if (beaten.length > 0) {
      const { title, description } = recordToast(beaten, entry.exerciseName);
      toast.success(title, { description });
    }
    const from = document.activeElement;
    setTimeout(() => focusNextSet(from), 0);
  }, []);

  /** 'Superset A', 'Superset B'… by each group's first place in the session. */
  const supersetLabels = new Map<string, string>();
  const letters = new Map<number, string>();
  for (const entry of session?.exercises ?? []) {
    if (entry.supersetGroup === null) continue;
    if (!letters.has(entry.supersetGroup)) letters.set(entry.supersetGroup, String.fromCharCode(65 + (letters.size % 26)));
    supersetLabels.set(entry.id, `${SESSION_TEXT.superset} ${letters.get(entry.supersetGroup)}`);
  }

  /** The card's move, superset and swap options for the exercise at `index` (docs/product.md#the-live-session). */
  const arrangeOptions = (entries: SessionExercise[], index: number) => {
    const entry = entries[index]!;
    const next = entries[index + 1];
    const inGroup = entry.supersetGroup !== null;
    const swappable = !entry.locked && entry.exerciseId !== null && !entry.sets.some((set) => set.completed);
    return {
      up: index > 0 ? () => log.moveExercise(entry.id, index - 1) : undefined,
      down: next ? () => log.moveExercise(entry.id, index + 1) : undefined,
      supersetNext:
        next && (!inGroup || entry.supersetGroup !== next.supersetGroup)
          ? () => {
              const group = entry.supersetGroup ?? next.supersetGroup ?? Math.max(0, ...entries.map((item) => item.supersetGroup ?? 0)) + 1;
              if (entry.supersetGroup !== group) log.patchExercise(entry.id, { supersetGroup: group });
              if (next.supersetGroup !== group) log.patchExercise(next.id, { supersetGroup: group });
            }
          : undefined,
      leaveSuperset: inGroup
        ? () => {
            log.patchExercise(entry.id, { supersetGroup: null });
            // A superset of one is none: the one left goes too.
            const left = entries.filter((item) => item.id !== entry.id && item.supersetGroup === entry.supersetGroup);
            if (left.length === 1) log.patchExercise(left[0]!.id, { supersetGroup: null });
          }
        : undefined,
      swap: swappable ? () => setSwapping(entry) : undefined,
    };
  };

  const undone = session?.exercises.reduce((sum, entry) => sum + entry.sets.filter((set) => !set.completed).length, 0) ?? 0;

  const finish = async () => {
    setPending(true);
    try {
      const answer = await log.finish();
      setConfirm(null);
      setRestEndsAt(null);
      setFinished(answer);
    } catch (error) {
      setConfirm(null);
      toast.error(SESSION_TEXT.finish, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };

  const discard = async () => {
    setPending(true);
    try {
      await log.discard();
      setConfirm(null);
      await navigate(open ? '/dashboard/workouts' : '/dashboard/history', { replace: true });
    } catch (error) {
      setConfirm(null);
      toast.error(SESSION_TEXT.discard, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };

  if (log.query.isError && !session) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <RetryAlert
          message={SESSION_TEXT.loadFailed}
          retryLabel="Try again"
          retrying={log.query.isFetching}
          onRetry={() => void log.query.refetch()}
        />
      </div>
    );
  }
  if (!session) {
    return (
      <div role="status" aria-label={SESSION_TEXT.loading} className="mx-auto w-full max-w-3xl space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }

  const elapsedSeconds = ((open ? now : Date.parse(session.finishedAt!)) - Date.parse(session.startedAt)) / 1000;
  return (
    <div className={`mx-auto w-full max-w-3xl space-y-4 ${restEndsAt !== null ? 'pb-20' : ''}`}>
      <header className="sticky top-0 z-30 -mx-4 flex items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{session.name}</h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {open ? (
              <>
                {SESSION_TEXT.elapsed}{' '}
                <span aria-label={`${SESSION_TEXT.elapsed} ${clockText(elapsedSeconds)}`}>{clockText(elapsedSeconds)}</span>
              </>
            ) : (
              <>Finished {format(new Date(session.finishedAt!), 'MMM d, yyyy, HH:mm')}</>
            )}
          </p>
          <SyncStatus />
        </div>
        {!open && (
          <Button variant="outline" className="h-11 shrink-0 text-destructive" onClick={() => setConfirm('discard')}>
            <Trash2 aria-hidden="true" />
            {HISTORY_TEXT.delete}
          </Button>
        )}
        {open && (
          <Button className="h-11 shrink-0" onClick={() => (undone > 0 ? setConfirm('finish') : void finish())} disabled={pending}>
            <CheckCircle2 aria-hidden="true" />
            {pending && confirm === null ? SESSION_TEXT.finishing : SESSION_TEXT.finish}
          </Button>
        )}
      </header>

      {session.exercises.length === 0 ? (
        <EmptyState
          icon={Dumbbell}
          title={SESSION_TEXT.emptyTitle}
          description={SESSION_TEXT.emptySession}
          action={
            <Button className="h-11" onClick={() => setPicking(true)}>
              <Plus aria-hidden="true" />
              {SESSION_TEXT.addExercise}
            </Button>
          }
        />
      ) : (
        session.exercises.map((entry, index) => (
          <SessionExerciseCard
            key={entry.id}
            entry={entry}
            finished={!open}
            unit={unit}
            superset={supersetLabels.get(entry.id) ?? null}
            arrange={arrangeOptions(session.exercises, index)}
            onSaveSet={(set) => void log.saveSet(entry.id, set)}
            onAddSet={() => log.addSet(entry.id, unit)}
            onRemoveSet={(setId) => log.removeSet(entry.id, setId)}
            onSetCompleted={(set) => onSetCompleted(entry, set, session.exercises[index + 1])}
            onPatch={(change) => log.patchExercise(entry.id, change)}
            onRemove={() => log.removeExercise(entry.id)}
          />
        ))
      )}

      {open && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="h-11 flex-1" onClick={() => setPicking(true)}>
            <Plus aria-hidden="true" />
            {SESSION_TEXT.addExercise}
          </Button>
          <Button variant="outline" className="h-11 flex-1 text-destructive" onClick={() => setConfirm('discard')}>
            <Trash2 aria-hidden="true" />
            {SESSION_TEXT.discard}
          </Button>
        </div>
      )}

      <AddSessionExerciseDialog open={picking} onOpenChange={setPicking} onPick={(exercise) => log.addExercise(exercise.id)} />
      {swapping && swapping.exerciseId && (
        <SwapSessionExerciseDialog
          exercise={{ id: swapping.exerciseId, exerciseName: swapping.exerciseName }}
          onOpenChange={(keep) => !keep && setSwapping(null)}
          onPick={(exercise) => log.swapExercise(swapping.id, exercise.id)}
          onSearch={() => {
            setSwapSearching(swapping);
            setSwapping(null);
          }}
        />
      )}
      <AddSessionExerciseDialog
        open={swapSearching !== null}
        onOpenChange={(keep) => !keep && setSwapSearching(null)}
        title={SESSION_TEXT.swapPickerTitle(swapSearching?.exerciseName ?? '')}
        onPick={(exercise) => (swapSearching ? log.swapExercise(swapSearching.id, exercise.id) : Promise.resolve(false))}
      />
      <RestTimer endsAt={restEndsAt} onChange={setRestEndsAt} />
      <ConfirmDialog
        open={confirm === 'discard'}
        title={open ? SESSION_TEXT.discardTitle : HISTORY_TEXT.deleteTitle}
        question={open ? SESSION_TEXT.discardQuestion : HISTORY_TEXT.deleteQuestion(session.name)}
        confirmLabel={open ? SESSION_TEXT.discard : HISTORY_TEXT.delete}
        pendingLabel={open ? SESSION_TEXT.discarding : HISTORY_TEXT.deletingLabel}
        cancelLabel={SESSION_TEXT.cancel}
        pending={pending}
        onConfirm={() => void discard()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'finish'}
        title={SESSION_TEXT.finishTitle}
        question={SESSION_TEXT.finishQuestion(undone)}
        confirmLabel={SESSION_TEXT.finish}
        pendingLabel={SESSION_TEXT.finishing}
        cancelLabel={SESSION_TEXT.cancel}
        pending={pending}
        onConfirm={() => void finish()}
        onCancel={() => setConfirm(null)}
      />
      <FinishSummaryDialog finished={finished} unit={unit} onDone={() => void navigate('/dashboard/history')} />
    </div>
  );
}
