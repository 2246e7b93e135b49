import { EquipmentFilter } from '@/web/components/exercise/equipment-filter';
import { LIBRARY_TEXT } from '@/web/components/exercise/exercise-messages';
import { DIFFICULTY_OPTIONS, inDifficultyOrder, MUSCLE_OPTIONS } from '@/web/components/exercise/filter-options';
import { FilterPopover } from '@/web/components/exercise/filter-popover';
import { Button } from '@/web/components/ui/button';
import { toggleValue } from '@/web/lib/library-params';
import { hasPickerFilters, NO_PICKER_FILTERS, type PickerFilters } from '../exercise-search';
import { WORKOUTS_TEXT } from '../workouts-messages';

// Narrower than the library's on a phone, so the three buttons share one row of the dialog at 390 px.
const COMPACT = 'h-9 px-2 sm:h-10 sm:px-4';

/**
 * The Add Exercise picker's filters (docs/product.md#workout-builder): the library's Equipment, Difficulty and Muscle
 * Group menus (the kit's FilterPopover, each showing how many are ticked), and 'Clear filters' while any is set. One
 * wrapping row: on a phone the buttons drop their chevrons and fit the dialog's width.
 */
export function PickerFilterBar({ filters, onChange }: { filters: PickerFilters; onChange: (filters: PickerFilters) => void }) {
  return (
    <div role="group" aria-label={WORKOUTS_TEXT.pickerFilters} className="flex flex-wrap items-center gap-1 sm:gap-2">
      <EquipmentFilter
        selected={filters.equipment}
        onToggle={(item) => onChange({ ...filters, equipment: toggleValue(filters.equipment, item) })}
        onClear={() => onChange({ ...filters, equipment: [] })}
        triggerClassName={COMPACT}
      />
      <FilterPopover
        label={LIBRARY_TEXT.difficulty}
        options={DIFFICULTY_OPTIONS}
        selected={filters.difficulty}
        onToggle={(level) => onChange({ ...filters, difficulty: inDifficultyOrder(toggleValue(filters.difficulty, level)) })}
        onClear={() => onChange({ ...filters, difficulty: [] })}
        triggerClassName={COMPACT}
      />
      <FilterPopover
        label={LIBRARY_TEXT.muscle}
        options={MUSCLE_OPTIONS}
        selected={filters.muscle}
        onToggle={(group) => onChange({ ...filters, muscle: toggleValue(filters.muscle, group) })}
        onClear={() => onChange({ ...filters, muscle: [] })}
        triggerClassName={COMPACT}
      />
      {hasPickerFilters(filters) && (
        <Button variant="link" size="sm" className="h-8 px-1" onClick={() => onChange(NO_PICKER_FILTERS)}>
          {WORKOUTS_TEXT.pickerClearFilters}
        </Button>
      )}
    </div>
  );
}
