import { Check, Dumbbell, Plus } from 'lucide-react';
import { muscleTermsForDisplay } from '@/shared/catalogue/muscles';
import { CARD_MUSCLES_SHOWN } from '@/shared/limits';
import { totalPages } from '@/shared/pagination';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useExercises } from '@/web/api/get-exercises';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { useErrorToast } from '@/web/hooks/use-error-toast';
import { EMPTY_LIBRARY_PARAMS } from '@/web/lib/library-params';
import { COMPARE_TEXT, resultsRangeLabel } from '../compare-messages';

interface ExerciseSearchResultsProps {
  q: string;
  page: number;
  /** Only what this gym makes possible (docs/product.md#my-gyms); null: everything. */
  gymId?: string | null;
  onPage: (page: number) => void;
  selectedIds: readonly string[];
  onAdd: (exercise: ExerciseSummary) => void;
}

/**
 * One page of the catalogue search (the library's query, relevance order while searching), each exercise with an
 * Add button ('Added' once compared; pressing it again explains 'Already Added'), and Previous/Next when there are
 * more pages.
 */
export function ExerciseSearchResults({ q, page, gymId = null, onPage, selectedIds, onAdd }: ExerciseSearchResultsProps) {
  const query = useExercises({ ...EMPTY_LIBRARY_PARAMS, q, page, gym: gymId });
  const { data } = query;
  useErrorToast(query.error, query.errorUpdatedAt, COMPARE_TEXT.loadFailed);

  if (!data) {
    if (query.isError) {
      return (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{COMPARE_TEXT.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {COMPARE_TEXT.retry}
          </Button>
        </div>
      );
    }
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{COMPARE_TEXT.searching}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full rounded-lg" />
        ))}
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {COMPARE_TEXT.noResults}
      </p>
    );
  }

  const pages = totalPages(data.total, data.pageSize);
  const from = (data.page - 1) * data.pageSize + 1;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <ul
        aria-label={COMPARE_TEXT.resultsLabel}
        aria-busy={query.isPlaceholderData}
        className="-mx-2 min-h-0 flex-1 space-y-1 overflow-y-auto px-2"
      >
        {data.items.map((exercise) => (
          <ResultRow key={exercise.id} exercise={exercise} added={selectedIds.includes(exercise.id)} onAdd={onAdd} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          {resultsRangeLabel(from, from + data.items.length - 1, data.total)}
          {query.isPlaceholderData && <Spinner label={COMPARE_TEXT.searching} className="[&_svg]:size-4" />}
        </p>
        {pages > 1 && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
              {COMPARE_TEXT.previous}
            </Button>
            <Button variant="outline" size="sm" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
              {COMPARE_TEXT.next}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function ResultRow({ exercise, added, onAdd }: { exercise: ExerciseSummary; added: boolean; onAdd: (exercise: ExerciseSummary) => void }) {
  const muscles = muscleTermsForDisplay(exercise.targetMuscleGroups, CARD_MUSCLES_SHOWN);
  return (
    <li className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate font-medium">{exercise.exerciseName}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <DifficultyBadge level={exercise.difficultyLevel} />
          <span className="inline-flex items-center gap-1">
            <Dumbbell aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{COMPARE_TEXT.equipment}: </span>
            {exercise.equipmentType}
          </span>
          {muscles.shown.length > 0 && (
            <span className="truncate">
              {muscles.shown.join(', ')}
              {muscles.more > 0 && ` +${muscles.more} more`}
            </span>
          )}
        </div>
      </div>
      {/* The label starts with the visible word (WCAG 2.5.3 label in name) and names the exercise. */}
      <Button
        variant={added ? 'secondary' : 'outline'}
        size="sm"
        aria-label={`${added ? COMPARE_TEXT.added : COMPARE_TEXT.add} ${exercise.exerciseName}`}
        onClick={() => onAdd(exercise)}
      >
        {added ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {added ? COMPARE_TEXT.added : COMPARE_TEXT.add}
      </Button>
    </li>
  );
}
