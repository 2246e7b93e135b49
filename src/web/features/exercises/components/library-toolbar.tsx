import { useCallback, useEffect } from 'react';
import { DIFFICULTY_LEVELS, formatDifficulty, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { MUSCLE_GROUP_NAMES, type MuscleGroupName } from '@/shared/catalogue/muscles';
import { TRAINING_GOALS, type TrainingGoal } from '@/shared/catalogue/training';
import { nextSort } from '@/shared/sort';
import { useEquipmentTypes } from '../api/get-equipment-types';
import { LIBRARY_TEXT, TRAINING_GOAL_LABELS } from '@/web/components/exercise/exercise-messages';
import { useDebouncedSearch } from '@/web/hooks/use-debounced-search';
import type { LibraryChange, UpdateOptions } from '../hooks/use-library-params';
import { effectiveSort, toggleValue, type LibraryParams } from '@/web/lib/library-params';
import { ActiveFilters } from './active-filters';
import { BodyMapFilter } from './body-map-filter';
import { FilterPopover, type FilterOption } from './filter-popover';
import { groupEquipmentNames } from '@/web/components/exercise/equipment-groups';
import { SearchCombobox, type AutocompleteItem } from './search-combobox';
import { SortButtons } from './sort-buttons';
import { reportError } from '@/web/lib/report-error';

const DIFFICULTY_OPTIONS: ReadonlyArray<FilterOption<DifficultyLevel>> = DIFFICULTY_LEVELS.map((level) => ({
  value: level,
  label: formatDifficulty(level),
}));
// docs/product.md#limits: the seven muscle groups, sorted alphabetically (MUSCLE_GROUP_NAMES is already in that order).
const MUSCLE_OPTIONS: ReadonlyArray<FilterOption<MuscleGroupName>> = MUSCLE_GROUP_NAMES.map((name) => ({ value: name, label: name }));

// docs/product.md#training-vocabulary: the training goals in vocabulary order, capitalised.
const GOAL_OPTIONS: ReadonlyArray<FilterOption<TrainingGoal>> = TRAINING_GOALS.map((goal) => ({
  value: goal,
  label: TRAINING_GOAL_LABELS[goal],
}));

/** Goal filters in vocabulary order, as the URL keeps them. */
const inGoalOrder = (goals: TrainingGoal[]) => TRAINING_GOALS.filter((goal) => goals.includes(goal));

/** Difficulty filters in the order the URL and the menu use (Beginner, Intermediate, Advanced). */
const inCatalogueOrder = (levels: DifficultyLevel[]) => DIFFICULTY_LEVELS.filter((level) => levels.includes(level));

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
  const equipment = useEquipmentTypes();
  // Refining a search replaces the history entry (Back skips keystrokes); starting or clearing one adds an entry, so
  // Back returns to the unsearched view.
  const commitSearch = useCallback((q: string) => onChange({ q }, { replace: q !== '' && params.q !== '' }), [onChange, params.q]);
  const [search, setSearch] = useDebouncedSearch(params.q, commitSearch);
  // Enter searches at once instead of waiting for the debounce; nothing to do when the results already follow the text.
  const searchNow = () => {
    if (search.trim() !== params.q) commitSearch(search.trim());
  };

  // The database's distinct equipment types (docs/product.md#equipment-and-muscles), plus any selected in the URL that the list lacks, so a
  // shared link's filter can always be unticked; shown under the taxonomy's groups (docs/product.md#equipment-taxonomy). A failed load is logged only (docs/product.md#messages "equipment types").
  const equipmentNames = [...new Set([...(equipment.data ?? []), ...params.equipment])];
  useEffect(() => {
    if (equipment.error) reportError('Failed to load equipment types', equipment.error);
  }, [equipment.error]);

  return (
    <div className="space-y-3">
      <SearchCombobox value={search} onChange={setSearch} onSearch={searchNow} onPick={onOpenExercise} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <FilterPopover
            label={LIBRARY_TEXT.equipment}
            options={groupEquipmentNames(equipmentNames).map((group) => ({
              label: group.label,
              options: group.names.map((name) => ({ value: name, label: name })),
            }))}
            selected={params.equipment}
            onToggle={(value) => onChange((p) => ({ equipment: toggleValue(p.equipment, value) }))}
            onClear={() => onChange({ equipment: [] })}
            emptyText={LIBRARY_TEXT.noEquipment}
          />
          <FilterPopover
            label={LIBRARY_TEXT.difficulty}
            options={DIFFICULTY_OPTIONS}
            selected={params.difficulty}
            onToggle={(value) => onChange((p) => ({ difficulty: inCatalogueOrder(toggleValue(p.difficulty, value)) }))}
            onClear={() => onChange({ difficulty: [] })}
          />
          <FilterPopover
            label={LIBRARY_TEXT.muscleGroup}
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
