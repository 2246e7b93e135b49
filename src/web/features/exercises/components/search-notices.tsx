import { SearchX } from 'lucide-react';
import { formatDifficulty } from '@/shared/catalogue/difficulty';
import { LIBRARY_FILTERS, type LibraryFilter } from '@/shared/library-filters';
import type { FilterRelaxation } from '@/shared/schemas/exercises-query';
import { EmptyState } from '@/web/components/empty-state';
import { LIBRARY_TEXT, TRAINING_GOAL_LABELS } from '@/web/components/exercise/exercise-messages';
import { Button } from '@/web/components/ui/button';
import type { LibraryParams } from '@/web/lib/library-params';
import { filterInUseLabel, noMatchSentence, noWordsToSearch, relaxationHint, SEARCH_TEXT } from '../search-messages';

interface CorrectedQueryNoticeProps {
  /** The text the results are for (the answer's `correctedQuery`). */
  correctedQuery: string;
  /** The text as typed. */
  original: string;
  /** Search the text as typed instead (sets `exact` in the URL). */
  onSearchExact: () => void;
}

/**
 * Above the results when the server corrected typos (docs/product.md#search): 'Showing results for <em>romanian
 * deadlift</em>' and a link-styled button 'Search instead for romanain deadlift'.
 */
export function CorrectedQueryNotice({ correctedQuery, original, onSearchExact }: CorrectedQueryNoticeProps) {
  return (
    <div role="status" className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <p>
        {SEARCH_TEXT.showingResultsFor} <em className="font-semibold">{correctedQuery}</em>
      </p>
      <Button variant="link" className="h-auto p-0 text-sm" onClick={onSearchExact}>
        {SEARCH_TEXT.searchInsteadFor} {original}
      </Button>
    </div>
  );
}

/**
 * Above the results when the search text has no letter or digit (emoji or symbols only, docs/product.md#search): says
 * so, instead of silently showing every exercise.
 */
export function NoWordsNotice({ q }: { q: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {noWordsToSearch(q)}
    </p>
  );
}

/** The toolbar's name of each filter, as the hints say it. */
const FILTER_LABELS: Record<LibraryFilter, string> = {
  equipment: LIBRARY_TEXT.equipment,
  difficulty: LIBRARY_TEXT.difficulty,
  muscle: LIBRARY_TEXT.muscle,
  goal: LIBRARY_TEXT.goal,
};

/** The values of one filter in the view, as the toolbar shows them. */
function filterValues(params: LibraryParams, filter: LibraryFilter): string[] {
  switch (filter) {
    case 'difficulty':
      return params.difficulty.map(formatDifficulty);
    case 'goal':
      return params.goal.map((goal) => TRAINING_GOAL_LABELS[goal]);
    default:
      return params[filter];
  }
}

/**
 * The filters in use worth dropping: the answer's relaxations that would find something, biggest first (ties in the
 * answer's order). Pure.
 */
export function usefulRelaxations(relaxations: readonly FilterRelaxation[]): FilterRelaxation[] {
  return relaxations.filter((relaxation) => relaxation.total > 0).sort((a, b) => b.total - a.total);
}

interface NoResultsHintsProps {
  params: LibraryParams;
  /** From {@link usefulRelaxations}: at least one. */
  relaxations: readonly FilterRelaxation[];
  /** Drop one filter from the view. */
  onRemoveFilter: (filter: LibraryFilter) => void;
  onClearAll: () => void;
}

/**
 * The library's empty state when dropping one filter would find exercises (docs/product.md#search): the spec's title
 * 'No exercises found', the sentence `No exercises match "cable curl" with Difficulty: Advanced.`, and one button per
 * useful filter, 'Remove the Difficulty filter to see 4 exercises', biggest first; 'Clear All Filters' stays.
 */
export function NoResultsHints({ params, relaxations, onRemoveFilter, onClearAll }: NoResultsHintsProps) {
  const inUse = LIBRARY_FILTERS.filter((filter) => params[filter].length > 0).map((filter) =>
    filterInUseLabel(FILTER_LABELS[filter], filterValues(params, filter)),
  );
  return (
    <EmptyState
      icon={SearchX}
      tone="muted"
      wide
      title={LIBRARY_TEXT.emptyTitle}
      description={noMatchSentence(params.q, inUse)}
      action={
        <div className="flex flex-col items-center gap-2">
          <ul className="flex flex-col items-stretch gap-2">
            {relaxations.map((relaxation) => (
              <li key={relaxation.filter}>
                <Button className="h-auto w-full py-2 whitespace-normal" onClick={() => onRemoveFilter(relaxation.filter)}>
                  {relaxationHint(FILTER_LABELS[relaxation.filter], relaxation.total)}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={onClearAll}>
            {LIBRARY_TEXT.clearAll}
          </Button>
        </div>
      }
    />
  );
}
