import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { getAlternativesQueryOptions } from '@/web/api/get-alternatives';
import { ListSkeleton, RetryAlert } from '@/web/components/query-states';
import { LIBRARY_TEXT, ALTERNATIVES_TEXT } from './exercise-messages';
import { EquipmentLabel } from './equipment-label';

/** The gym the alternatives are asked for (the library's gym while it shows only that gym's exercises). */
export type AlternativesGym = { id: string; name: string };

interface ExerciseAlternativesProps {
  exerciseId: string;
  gym: AlternativesGym | null;
  /** Opens an alternative's details in the same dialog. */
  onOpen: (exercise: ExerciseSummary) => void;
  /** Actions for each alternative, e.g. Compare. */
  renderActions?: (exercise: ExerciseSummary) => ReactNode;
}

/**
 * The details dialog's Alternatives section (docs/product.md#alternatives): up to 6 exercises that train the same
 * thing, in the gym when one is given, each with its name (opening its details), primary equipment, reason and
 * actions; placeholders while loading, a retry when it fails, what to say when there are none, and, for a member
 * who sees samples only, that a subscription brings more. Loaded with the first dialog, not with the library page.
 */
export function ExerciseAlternatives({ exerciseId, gym, onOpen, renderActions }: ExerciseAlternativesProps) {
  const query = useQuery(getAlternativesQueryOptions(exerciseId, gym?.id ?? null));
  let body: ReactNode;
  if (query.isPending) {
    body = <ListSkeleton label={ALTERNATIVES_TEXT.loading} rowHeight="h-10" />;
  } else if (query.isError) {
    body = (
      <RetryAlert
        message={ALTERNATIVES_TEXT.loadFailed}
        retryLabel={LIBRARY_TEXT.retry}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { items, moreWithSubscription } = query.data;
    body = (
      <>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{gym ? ALTERNATIVES_TEXT.noneAt(gym.name) : ALTERNATIVES_TEXT.none}</p>
        ) : (
          <ul aria-label={ALTERNATIVES_TEXT.heading} className="divide-y rounded-lg border">
            {items.map(({ exercise, reason }) => (
              <li key={exercise.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <div className="min-w-32 flex-1">
                  <button
                    type="button"
                    className="text-left text-sm font-medium text-primary underline-offset-2 hover:underline"
                    aria-label={ALTERNATIVES_TEXT.open(exercise.exerciseName)}
                    onClick={() => onOpen(exercise)}
                  >
                    {exercise.exerciseName}
                  </button>
                  <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <EquipmentLabel equipment={exercise.equipmentType} />
                    <span>{reason}</span>
                  </p>
                </div>
                {renderActions?.(exercise)}
              </li>
            ))}
          </ul>
        )}
        {moreWithSubscription && (
          <p className="text-sm">
            <Link to="/dashboard/subscription" className="text-primary underline underline-offset-2">
              {ALTERNATIVES_TEXT.more}
            </Link>
          </p>
        )}
      </>
    );
  }
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{ALTERNATIVES_TEXT.heading}</h3>
      {body}
    </section>
  );
}
