import { EQUIPMENT_GROUPS, EQUIPMENT_TAXONOMY } from '@/shared/catalogue/equipment-taxonomy';
import { LIBRARY_TEXT } from '@/web/components/exercise/exercise-messages';

/** One heading of the equipment filter and the items under it. */
export interface EquipmentGroup {
  label: string;
  names: string[];
}

const GROUP_OF = new Map<string, string>(EQUIPMENT_TAXONOMY.map((item) => [item.name, item.group]));

/**
 * The equipment filter's options grouped as docs/product.md#equipment-taxonomy lists them: each of EQUIPMENT_GROUPS in
 * order under its label, its items in taxonomy order; names the taxonomy does not know (legacy or imported equipment)
 * last under 'Other equipment', in the order given. Groups with none of `names` are left out; a name given twice
 * appears once.
 */
export function groupEquipmentNames(names: readonly string[]): EquipmentGroup[] {
  const present = new Set(names);
  const groups: EquipmentGroup[] = EQUIPMENT_GROUPS.map((group) => ({
    label: group.label,
    names: EQUIPMENT_TAXONOMY.filter((item) => item.group === group.id && present.has(item.name)).map((item) => item.name),
  }));
  groups.push({ label: LIBRARY_TEXT.otherEquipment, names: [...present].filter((name) => !GROUP_OF.has(name)) });
  return groups.filter((group) => group.names.length > 0);
}
