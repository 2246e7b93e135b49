import { useEffect } from 'react';
import { useEquipmentTypes } from '@/web/api/get-equipment-types';
import { reportError } from '@/web/lib/report-error';
import { groupEquipmentNames } from './equipment-groups';
import { LIBRARY_TEXT } from './exercise-messages';
import { FilterPopover } from './filter-popover';

interface EquipmentFilterProps {
  selected: readonly string[];
  onToggle: (name: string) => void;
  onClear: () => void;
  /** Added to the button's classes (FilterPopover). */
  triggerClassName?: string;
}

/**
 * The 'Equipment' multi-select filter of the library and of the workout builder's Add Exercise picker
 * (docs/product.md#library, docs/product.md#workout-builder): the equipment the viewer's exercises use (GET
 * /api/exercises/equipment), plus any already selected that the list lacks (a shared link's filter can always be
 * unticked), under the taxonomy's groups (docs/product.md#equipment-taxonomy). A failed load is logged only
 * (docs/product.md#messages "equipment types"); the filter then offers what is selected.
 */
export function EquipmentFilter({ selected, onToggle, onClear, triggerClassName }: EquipmentFilterProps) {
  const equipment = useEquipmentTypes();
  useEffect(() => {
    if (equipment.error) reportError('Failed to load equipment types', equipment.error);
  }, [equipment.error]);
  const names = [...new Set([...(equipment.data ?? []), ...selected])];
  return (
    <FilterPopover
      label={LIBRARY_TEXT.equipment}
      options={groupEquipmentNames(names).map((group) => ({
        label: group.label,
        options: group.names.map((name) => ({ value: name, label: name })),
      }))}
      selected={selected}
      onToggle={onToggle}
      onClear={onClear}
      emptyText={LIBRARY_TEXT.noEquipment}
      triggerClassName={triggerClassName}
    />
  );
}
