import { useId } from 'react';
import { Label } from '@/web/components/ui/label';
import { DifficultySelect } from '@/web/components/exercise/difficulty-select';
import { SearchBox } from '@/web/components/exercise/search-box';
import type { SuggestionFilters } from '../filter-suggestions';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

interface SuggestionsToolbarProps {
  filters: SuggestionFilters;
  onSearch: (q: string) => void;
  onDifficulty: (difficulty: SuggestionFilters['difficulty']) => void;
}

/** My Suggestions' search box and difficulty filter (docs/product.md#screens: All Levels, Beginner, Intermediate, Advanced). */
export function SuggestionsToolbar({ filters, onSearch, onDifficulty }: SuggestionsToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex-1">
        <SearchBox
          value={filters.q}
          onChange={onSearch}
          label={SUGGESTIONS_TEXT.searchLabel}
          placeholder={SUGGESTIONS_TEXT.searchPlaceholder}
        />
      </div>
      <div className="flex items-center gap-2 sm:w-56">
        <Label htmlFor={id} className="sr-only">
          {SUGGESTIONS_TEXT.difficultyFilter}
        </Label>
        <DifficultySelect
          id={id}
          className="h-10"
          allLabel={SUGGESTIONS_TEXT.allLevels}
          value={filters.difficulty}
          onChange={onDifficulty}
        />
      </div>
    </div>
  );
}
