import { useId } from 'react';
import { DIFFICULTY_LEVELS, formatDifficulty, isDifficultyLevel } from '@/shared/catalog/difficulty';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { SearchBox } from '@/web/features/exercises/components/search-box';
import type { SuggestionFilters } from '../filter-suggestions';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

// spec §5: select items must not have an empty value, so 'all levels' is a value of its own.
const ALL_LEVELS = 'all';

interface SuggestionsToolbarProps {
  filters: SuggestionFilters;
  onSearch: (q: string) => void;
  onDifficulty: (difficulty: SuggestionFilters['difficulty']) => void;
}

/** My Suggestions' search box and difficulty filter (spec §2: All Levels, Beginner, Intermediate, Advanced). */
export function SuggestionsToolbar({ filters, onSearch, onDifficulty }: SuggestionsToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex-1">
        <SearchBox value={filters.q} onChange={onSearch} label={SUGGESTIONS_TEXT.searchLabel} placeholder={SUGGESTIONS_TEXT.searchPlaceholder} />
      </div>
      <div className="flex items-center gap-2 sm:w-56">
        <Label htmlFor={id} className="sr-only">
          {SUGGESTIONS_TEXT.difficultyFilter}
        </Label>
        <Select
          value={filters.difficulty ?? ALL_LEVELS}
          onValueChange={(value) => onDifficulty(isDifficultyLevel(value) ? value : null)}
        >
          <SelectTrigger id={id} className="h-10">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_LEVELS}>{SUGGESTIONS_TEXT.allLevels}</SelectItem>
            {DIFFICULTY_LEVELS.map((level) => (
              <SelectItem key={level} value={level}>
                {formatDifficulty(level)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
