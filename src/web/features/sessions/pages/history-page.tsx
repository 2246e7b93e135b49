import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, format, isSameDay, startOfDay, startOfWeek } from 'date-fns';
import { CalendarDays, Clock, Dumbbell, ArrowUp, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SessionCalendar, SessionList, SessionSummary } from '@/shared/schemas/sessions';
import { formatWeight, fromKilograms, type WeightUnit } from '@/shared/training/units';
import { sessionPath, sessionsKeys } from '@/web/api/open-session';
import { useTrainingPreferences } from '@/web/api/sessions';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { ListSkeleton, RetryAlert } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { durationText, HISTORY_TEXT, IMPORT_TEXT } from '../session-messages';
import { sendSessionWrite, sessionWrite } from '../session-writes';

/** Weeks the strip of training days shows, ending with this one. */
const STRIP_WEEKS = 5;

/** '3 exercises: Bench Press, Squat, Row' — at most three names, then '+N more'. */
function exercisesText(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} +${names.length - 3} more` : shown;
}

/**
 * /dashboard/history (docs/product.md#history): a strip of the last five weeks with the days the member trained, then
 * their finished sessions newest first — date, duration, volume in their unit, sets and exercises — each opening the
 * session, with Delete after confirmation; 'Show more' pages on.
 */
export function HistoryPage() {
  useDocumentTitle(HISTORY_TEXT.title);
  const queryClient = useQueryClient();
  const unit: WeightUnit = useTrainingPreferences().data?.weightUnit ?? 'kg';
  const [deleting, setDeleting] = useState<SessionSummary | null>(null);
  const [pending, setPending] = useState(false);
  // The strip's first day, fixed for the page's life: the calendar query's key must not change every render.
  const [stripStart] = useState(() => startOfWeek(addDays(new Date(), -7 * (STRIP_WEEKS - 1)), { weekStartsOn: 1 }));

  const sessions = useInfiniteQuery({
    queryKey: [...sessionsKeys.all, 'list'] as const,
    queryFn: ({ pageParam, signal }) => apiFetch<SessionList>('/api/sessions', { query: { before: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
  const calendar = useQuery({
    queryKey: [...sessionsKeys.all, 'calendar', stripStart.toISOString()] as const,
    queryFn: ({ signal }) => apiFetch<SessionCalendar>('/api/sessions/calendar', { query: { since: stripStart.toISOString() }, signal }),
  });
  const items = sessions.data?.pages.flatMap((page) => page.items) ?? [];

  const remove = async (session: SessionSummary) => {
    setPending(true);
    try {
      await sendSessionWrite<void>(sessionWrite('DELETE', `/api/sessions/${encodeURIComponent(session.id)}`));
      setDeleting(null);
      toast.success(HISTORY_TEXT.deleted);
      await queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
    } catch (error) {
      setDeleting(null);
      toast.error(HISTORY_TEXT.deleteFailed, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HISTORY_TEXT.title}</h1>
          <p className="text-sm text-muted-foreground">{HISTORY_TEXT.subtitle}</p>
        </div>
        <Button asChild variant="outline" className="h-11">
          <Link to="/dashboard/history/import">
            <ArrowUp aria-hidden="true" />
            {IMPORT_TEXT.open}
          </Link>
        </Button>
      </header>

      <TrainingDays start={stripStart} startedAt={calendar.data?.startedAt} />

      {sessions.isPending ? (
        <ListSkeleton label={HISTORY_TEXT.loading} rowHeight="h-28" />
      ) : sessions.isError && items.length === 0 ? (
        <RetryAlert
          message={HISTORY_TEXT.loadFailed}
          retryLabel="Try again"
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={HISTORY_TEXT.emptyTitle}
          description={HISTORY_TEXT.emptyDescription}
          action={
            <Button asChild className="h-11">
              <Link to="/dashboard/workouts">{HISTORY_TEXT.toWorkouts}</Link>
            </Button>
          }
        />
      ) : (
        <ol className="space-y-3" aria-label={HISTORY_TEXT.listLabel}>
          {items.map((session) => (
            <li key={session.id}>
              <article aria-labelledby={`session-${session.id}`} className="relative rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 id={`session-${session.id}`} className="font-semibold">
                      <Link to={sessionPath(session.id)} className="after:absolute after:inset-0 hover:underline">
                        {session.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={session.startedAt}>{format(new Date(session.startedAt), 'EEE, MMM d, yyyy · HH:mm')}</time>
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="relative z-10 size-11 shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={HISTORY_TEXT.deleteLabel(session.name)}
                    onClick={() => setDeleting(session)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                    {durationText(session.durationSeconds)}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Dumbbell aria-hidden="true" className="size-4 text-muted-foreground" />
                    {formatWeight(Math.round(fromKilograms(session.volumeKg, unit)), unit)} · {HISTORY_TEXT.sets(session.completedSets)}
                  </span>
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{exercisesText(session.exercises)}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {sessions.hasNextPage && (
        <Button
          variant="outline"
          className="h-11 w-full"
          disabled={sessions.isFetchingNextPage}
          onClick={() => void sessions.fetchNextPage()}
        >
          {sessions.isFetchingNextPage ? HISTORY_TEXT.loadingMore : HISTORY_TEXT.showMore}
        </Button>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={HISTORY_TEXT.deleteTitle}
        question={HISTORY_TEXT.deleteQuestion(deleting?.name ?? '')}
        confirmLabel={HISTORY_TEXT.delete}
        pendingLabel={HISTORY_TEXT.deletingLabel}
        cancelLabel="Cancel"
        pending={pending}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/**
 * The strip of training days: {@link STRIP_WEEKS} weeks, Monday first, each day a square filled when the member finished
 * a session that day (their local day), today outlined. A list for screen readers, each day saying how many.
 */
function TrainingDays({ start, startedAt }: { start: Date; startedAt: string[] | undefined }) {
  const days = useMemo(() => Array.from({ length: STRIP_WEEKS * 7 }, (_, i) => addDays(start, i)), [start]);
  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const iso of startedAt ?? []) {
      const day = startOfDay(new Date(iso)).getTime();
      map.set(day, (map.get(day) ?? 0) + 1);
    }
    return map;
  }, [startedAt]);
  const today = new Date();
  const trained = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="training-days-heading" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="training-days-heading" className="mb-3 text-sm font-semibold">
        {HISTORY_TEXT.stripTitle(trained)}
      </h2>
      <ol className="grid grid-cols-7 gap-1.5" aria-busy={startedAt === undefined}>
        {days.map((day) => {
          const count = counts.get(day.getTime()) ?? 0;
          const future = day > today && !isSameDay(day, today);
          return (
            <li
              key={day.getTime()}
              aria-label={`${format(day, 'EEE, MMM d')}: ${HISTORY_TEXT.workouts(count)}`}
              className={[
                'flex aspect-square max-h-11 items-center justify-center rounded-md text-xs tabular-nums',
                count > 0
                  ? 'bg-primary font-semibold text-primary-foreground'
                  : future
                    ? 'bg-muted/40 text-muted-foreground/60'
                    : 'bg-muted text-muted-foreground',
                isSameDay(day, today) ? 'ring-2 ring-primary ring-offset-1 ring-offset-background' : '',
              ].join(' ')}
            >
              {format(day, 'd')}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
