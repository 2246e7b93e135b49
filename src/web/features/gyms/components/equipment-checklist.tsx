import { useId } from 'react';
import { EQUIPMENT_GROUPS, EQUIPMENT_TAXONOMY } from '@/shared/catalogue/equipment-taxonomy';
import { Checkbox } from '@/web/components/ui/checkbox';
import { GYMS_TEXT } from '../gyms-messages';

/** The groups a gym's checklist shows: every group of the taxonomy but "No equipment" (body weight is always there). */
const GROUPS = EQUIPMENT_GROUPS.filter((group) => group.id !== 'none').map((group) => ({
  ...group,
  items: EQUIPMENT_TAXONOMY.filter((item) => item.group === group.id),
}));

interface EquipmentChecklistProps {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/**
 * The grouped equipment checklist of a gym (docs/product.md#my-gyms): each group of the taxonomy as a fieldset whose
 * first box selects or clears the whole group (mixed when some are ticked), then one box per item with its description
 * as a tooltip. Every box is a native-like checkbox reachable with Tab and toggled with Space.
 */
export function EquipmentChecklist({ selected, onChange }: EquipmentChecklistProps) {
  const id = useId();
  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange(next);
  };
  return (
    <div className="space-y-4">
      {GROUPS.map((group) => {
        const names = group.items.map((item) => item.name);
        const ticked = names.filter((name) => selected.has(name)).length;
        const groupState = ticked === 0 ? false : ticked === names.length ? true : 'indeterminate';
        const groupId = `${id}-${group.id}`;
        return (
          <fieldset key={group.id} className="rounded-lg border p-3">
            <legend className="sr-only">{group.label}</legend>
            <div className="flex items-center gap-2 border-b pb-2">
              <Checkbox id={groupId} checked={groupState} onCheckedChange={(value) => toggle(names, value === true)} />
              <label htmlFor={groupId} className="text-sm font-semibold">
                {GYMS_TEXT.selectGroup(group.label)}
              </label>
              <span className="ml-auto text-xs text-muted-foreground">
                {ticked}/{names.length}
              </span>
            </div>
            <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-2">
              {group.items.map((item) => {
                const itemId = `${id}-${item.name.replace(/\W+/g, '-')}`;
                return (
                  <li key={item.name} className="flex min-h-8 items-center gap-2">
                    <Checkbox
                      id={itemId}
                      checked={selected.has(item.name)}
                      onCheckedChange={(value) => toggle([item.name], value === true)}
                    />
                    <label htmlFor={itemId} className="text-sm" title={item.description}>
                      {item.name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
