import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { lazy, Suspense, useMemo } from 'react';
import type { ExerciseHistory, PreviousSet } from '@/shared/schemas/sessions';
import { E1RM_MAX_REPS, RECORD_LABELS } from '@/shared/training/records';
import { formatWeight, fromKilograms, type WeightUnit } from '@/shared/training/units';
import { useTrainingPreferences } from '@/web/api/sessions';
import { ListSkeleton, RetryAlert } from '@/web/components/query-states';
import { Skeleton } from '@/web/components/ui/skeleton';
import { apiFetch } from '@/web/lib/api-client';
import { HISTORY_SECTION_TEXT } from './exercise-history-messages';
import { LIBRARY_TEXT } from './exercise-messages';

// The chart and uPlot load only when a history has something to draw.
const ExerciseProgressChart = lazy(() => import('./exercise-progress-chart').then((module) => ({ default: module.ExerciseProgressChart })));

/** '60 kg × 8', 'BW × 12'. */
function setText(set: PreviousSet): string {
  return `${set.weight === null ? 'BW' : formatWeight(set.weight, set.weightUnit)} × ${set.reps ?? '—'}`;
}

/** A kilogram figure in the member's unit. */
const inUnit = (kg: number | null, unit: WeightUnit) => (kg === null ? '—' : formatWeight(fromKilograms(kg, unit), unit));

/**
 * The details dialog's "Your history" (docs/product.md#exercise-history): the member's records of the exercise (the
 * estimated 1RM named as an Epley estimate from sets of at most 12 reps), their best set, a progress chart of e1RM and
 * volume per session (loaded on demand, with the same figures as text for screen readers), and the last sessions'
 * sets; 'You have not logged this exercise yet.' before the first. Loaded with the dialog, not with the library page.
 */
export function ExerciseHistorySection({ exerciseId }: { exerciseId: string }) {
  const unit: WeightUnit = useTrainingPreferences().data?.weightUnit ?? 'kg';
  const query = useQuery({
    queryKey: ['sessions', 'exercise-history', exerciseId] as const,
    queryFn: ({ signal }) => apiFetch<ExerciseHistory>(`/api/exercises/${encodeURIComponent(exerciseId)}/history`, { signal }),
  });
  const points = useMemo(
    () =>
      (query.data?.points ?? []).map((point) => ({
        at: Date.parse(point.startedAt),
        e1rm: point.bestE1rmKg === null ? null : fromKilograms(point.bestE1rmKg, unit),
        volume: Math.round(fromKilograms(point.volumeKg, unit)),
      })),
    [query.data, unit],
  );

  let body;
  if (query.isPending) body = <ListSkeleton label={HISTORY_SECTION_TEXT.loading} rowHeight="h-10" />;
  else if (query.isError)
    body = (
      <RetryAlert
        message={HISTORY_SECTION_TEXT.loadFailed}
        retryLabel={LIBRARY_TEXT.retry}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.points.length === 0) body = <p className="text-sm text-muted-foreground">{HISTORY_SECTION_TEXT.none}</p>;
  else {
    const { records, bestSet, recent } = query.data;
    const facts: Array<[string, string]> = [
      [RECORD_LABELS.heaviestWeight, inUnit(records.heaviestWeightKg, unit)],
      [RECORD_LABELS.bestE1rm, inUnit(records.bestE1rmKg, unit)],
      [RECORD_LABELS.mostReps, records.mostReps === null ? '—' : String(records.mostReps)],
      [RECORD_LABELS.bestSetVolume, inUnit(records.bestSetVolumeKg, unit)],
      [HISTORY_SECTION_TEXT.bestSet, bestSet ? setText(bestSet) : '—'],
    ];
    body = (
      <>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-lg bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{HISTORY_SECTION_TEXT.e1rmNote(E1RM_MAX_REPS)}</p>
        {points.length > 1 && (
          <figure className="space-y-1">
            <figcaption className="text-sm font-medium">{HISTORY_SECTION_TEXT.chartTitle}</figcaption>
            <Suspense fallback={<Skeleton className="h-[200px] w-full" />}>
              <ExerciseProgressChart points={points} unit={unit} />
            </Suspense>
            <table className="sr-only">
              <caption>{HISTORY_SECTION_TEXT.chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">e1RM ({unit})</th>
                  <th scope="col">Volume ({unit} × reps)</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.at}>
                    <td>{format(new Date(point.at), 'MMM d, yyyy')}</td>
                    <td>{point.e1rm === null ? '—' : Math.round(point.e1rm * 10) / 10}</td>
                    <td>{point.volume}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
        <ol className="divide-y rounded-lg border" aria-label={HISTORY_SECTION_TEXT.recent}>
          {recent.map((session) => (
            <li key={session.sessionId} className="px-3 py-2 text-sm">
              <p className="font-medium">
                <time dateTime={session.startedAt}>{format(new Date(session.startedAt), 'EEE, MMM d, yyyy')}</time>
                <span className="font-normal text-muted-foreground"> · {session.sessionName}</span>
              </p>
              <p className="text-muted-foreground tabular-nums">{session.sets.map(setText).join(', ')}</p>
            </li>
          ))}
        </ol>
      </>
    );
  }
  return (
    <section className="space-y-2" aria-labelledby={`history-${exerciseId}`}>
      <h3 id={`history-${exerciseId}`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {HISTORY_SECTION_TEXT.heading}
      </h3>
      {body}
    </section>
  );
}
