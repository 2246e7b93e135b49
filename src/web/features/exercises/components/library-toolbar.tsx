import { useCallback } from 'react';
import { TRAINING_GOALS, type TrainingGoal } from '@/shared/catalogue/training';
import { nextSort } from '@/shared/sort';
import { EquipmentFilter } from '@/web/components/exercise/equipment-filter';
import { LIBRARY_TEXT, TRAINING_GOAL_LABELS } from '@/web/components/exercise/exercise-messages';
import { DIFFICULTY_OPTIONS, inDifficultyOrder, MUSCLE_OPTIONS } from '@/web/components/exercise/filter-options';
import { FilterPopover, type FilterOption } from '@/web/components/exercise/filter-popover';
import { useDebouncedSearch } from '@/web/hooks/use-debounced-search';
import type { LibraryChange, UpdateOptions } from '../hooks/use-library-params';
import { effectiveSort, toggleValue, type LibraryParams } from '@/web/lib/library-params';
import { ActiveFilters } from './active-filters';
import { BodyMapFilter } from './body-map-filter';
import { SearchCombobox, type AutocompleteItem } from './search-combobox';
import { SortButtons } from './sort-buttons';

// docs/product.md#training-vocabulary: the training goals in vocabulary order, capitalised.
const GOAL_OPTIONS: ReadonlyArray<FilterOption<TrainingGoal>> = TRAINING_GOALS.map((goal) => ({
  value: goal,
  label: TRAINING_GOAL_LABELS[goal],
}));

/** Goal filters in vocabulary order, as the URL keeps them. */
const inGoalOrder = (goals: TrainingGoal[]) => TRAINING_GOALS.filter((goal) => goals.includes(goal));

interface LibraryToolbarProps {
  params: LibraryParams;
  onChange: (change: LibraryChange, options?: UpdateOptions) => void;
  /** An autocomplete entry under the search box was chosen: open that exercise's details (docs/product.md#search). */
  onOpenExercise: (item: AutocompleteItem) => void;
}

/**
 * Search (with as-you-type autocomplete, docs/product.md#search), the four multi-select filters (equipment, difficulty, muscle group — also chosen on the body map — and training goal) and the sort buttons (docs/product.md#screens, docs/product.md#limits). Every change goes through `onChange`,
 * which resets the page to 1 (docs/product.md#behaviour). Wraps onto several lines on phones.
 */
export function LibraryToolbar({ params, onChange, onOpenExercise }: LibraryToolbarProps) {
  // Refining a search replaces the history entry (Back skips keystrokes); starting or clearing one adds an entry, so
  // Back returns to the unsearched view.
  const commitSearch = useCallback((q: string) => onChange({ q }, { replace: q !== '' && params.q !== '' }), [onChange, params.q]);
  const [search, setSearch] = useDebouncedSearch(params.q, commitSearch);
  // Enter searches at once instead of waiting for the debounce; nothing to do when the results already follow the text.
  const searchNow = () => {
    if (search.trim() !== params.q) commitSearch(search.trim());
  };

  return (
    <div className="space-y-3">
      <SearchCombobox value={search} onChange={setSearch} onSearch={searchNow} onPick={onOpenExercise} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <EquipmentFilter
            selected={params.equipment}
            onToggle={(value) => onChange((p) => ({ equipment: toggleValue(p.equipment, value) }))}
            onClear={() => onChange({ equipment: [] })}
          />
          <FilterPopover
            label={LIBRARY_TEXT.difficulty}
            options={DIFFICULTY_OPTIONS}
            selected={params.difficulty}
            onToggle={(value) => onChange((p) => ({ difficulty: inDifficultyOrder(toggleValue(p.difficulty, value)) }))}
            onClear={() => onChange({ difficulty: [] })}
          />
          <FilterPopover
            label={LIBRARY_TEXT.muscle}
            options={MUSCLE_OPTIONS}
            selected={params.muscle}
            onToggle={(value) => onChange((p) => ({ muscle: toggleValue(p.muscle, value) }))}
            onClear={() => onChange({ muscle: [] })}
          />
          <BodyMapFilter selected={params.muscle} onToggle={(group) => onChange((p) => ({ muscle: toggleValue(p.muscle, group) }))} />
          <FilterPopover
            label={LIBRARY_TEXT.goal}
            options={GOAL_OPTIONS}
            selected={params.goal}
            onToggle={(value) => onChange((p) => ({ goal: inGoalOrder(toggleValue(p.goal, value)) }))}
            onClear={() => onChange({ goal: [] })}
          />
        </div>
        <div className="flex items-center gap-2">
          {params.q && !params.sort && <span className="hidden text-sm text-muted-foreground md:inline">{LIBRARY_TEXT.relevanceHint}</span>}
          <SortButtons sort={effectiveSort(params)} onSort={(key) => onChange((p) => ({ sort: nextSort(effectiveSort(p), key) }))} />
        </div>
      </div>
      <ActiveFilters params={params} onChange={onChange} />
    </div>
  );
}
