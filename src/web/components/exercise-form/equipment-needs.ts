import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import { equipmentNeeds, type EquipmentNeeds } from '@/shared/catalogue/required-equipment';
import { OPTIONAL_EQUIPMENT_MAX, REQUIRED_GROUP_ITEMS_MAX, REQUIRED_GROUPS_MAX } from '@/shared/limits';
import { type EquipmentGroup, groupEquipmentNames } from '@/web/components/exercise/equipment-groups';

/*
 * The exercise form's editing of what an exercise needs and what only helps (docs/product.md#equipment-taxonomy,
 * docs/decisions/0025-required-and-optional-equipment.md): pure steps on the form's `requiredEquipment` (groups, each
 * "any one of these", the equipment type's group first) and `optionalEquipment`. Each step returns new lists and never
 * breaks a rule the server checks (the shared checkEquipmentNeeds): an item is named once, Bodyweight stands alone, no
 * group is empty, the limits of src/shared/limits.ts hold.
 */

/** What the form edits: the groups and the helpful items (`equipment` is derived by the server). */
export type FormNeeds = Pick<EquipmentNeeds, 'requiredEquipment' | 'optionalEquipment'>;

/**
 * The needs after the equipment type changed from `previous` to `next`: the new type takes the old one's place in its
 * group (the rest stays, as the server does for an edit without groups), and the lists are made whole by
 * equipmentNeeds (the type's group first; a helpful item that is now required leaves the helpful ones). `next` ''
 * leaves the needs as they are.
 */
export function withEquipmentType(needs: FormNeeds, previous: string, next: string): FormNeeds {
  if (next === '') return needs;
  const replaced = needs.requiredEquipment.map((group) => group.map((item) => (item === previous ? next : item)));
  const whole = equipmentNeeds({ equipmentType: next, requiredEquipment: replaced, optionalEquipment: needs.optionalEquipment });
  return { requiredEquipment: whole.requiredEquipment, optionalEquipment: whole.optionalEquipment };
}

/** Every item the needs name, required or helpful, and the equipment type. */
function named(needs: FormNeeds, equipmentType: string): Set<string> {
  return new Set([equipmentType, ...needs.requiredEquipment.flat(), ...needs.optionalEquipment].filter((item) => item !== ''));
}

/**
 * The items a picker may still offer, grouped as the taxonomy lists them: those named nowhere yet, never Bodyweight
 * (it is only ever the equipment type, and never helpful).
 */
export function itemsToAdd(needs: FormNeeds, equipmentType: string): EquipmentGroup[] {
  const used = named(needs, equipmentType);
  return groupEquipmentNames(EQUIPMENT_NAMES.filter((name) => name !== 'Bodyweight' && !used.has(name)));
}

/** Why no required item can be added, or null when one can: no equipment type yet, or Bodyweight (needs nothing else). */
export function requiredBlocked(equipmentType: string): 'no-type' | 'bodyweight' | null {
  if (equipmentType === '') return 'no-type';
  return equipmentType === 'Bodyweight' ? 'bodyweight' : null;
}

/** Whether another group fits under {@link REQUIRED_GROUPS_MAX}. */
export const canAddGroup = (needs: FormNeeds) => needs.requiredEquipment.length < REQUIRED_GROUPS_MAX;
/** Whether group `index` can take another alternative under {@link REQUIRED_GROUP_ITEMS_MAX}. */
export const canAddAlternative = (needs: FormNeeds, index: number) =>
  (needs.requiredEquipment[index]?.length ?? REQUIRED_GROUP_ITEMS_MAX) < REQUIRED_GROUP_ITEMS_MAX;
/** Whether another helpful item fits under {@link OPTIONAL_EQUIPMENT_MAX}. */
export const canAddOptional = (needs: FormNeeds) => needs.optionalEquipment.length < OPTIONAL_EQUIPMENT_MAX;

/** A new group of `item` after the others ("it also needs …"). */
export function addGroup(needs: FormNeeds, item: string): FormNeeds {
  return { ...needs, requiredEquipment: [...needs.requiredEquipment, [item]] };
}

/** `item` as another way to meet group `index` ("… or this"). */
export function addAlternative(needs: FormNeeds, index: number, item: string): FormNeeds {
  return { ...needs, requiredEquipment: needs.requiredEquipment.map((group, at) => (at === index ? [...group, item] : group)) };
}

/** Takes `item` out of group `index`; a group left empty goes. The equipment type stays (the form offers no way to remove it). */
export function removeRequiredItem(needs: FormNeeds, index: number, item: string): FormNeeds {
  const groups = needs.requiredEquipment.map((group, at) => (at === index ? group.filter((name) => name !== item) : group));
  return { ...needs, requiredEquipment: groups.filter((group) => group.length > 0) };
}

/** Removes group `index` whole. */
export function removeGroup(needs: FormNeeds, index: number): FormNeeds {
  return { ...needs, requiredEquipment: needs.requiredEquipment.filter((_, at) => at !== index) };
}

/** `item` as helpful, after the others. */
export function addOptional(needs: FormNeeds, item: string): FormNeeds {
  return { ...needs, optionalEquipment: [...needs.optionalEquipment, item] };
}

/** Takes `item` out of the helpful items. */
export function removeOptional(needs: FormNeeds, item: string): FormNeeds {
  return { ...needs, optionalEquipment: needs.optionalEquipment.filter((name) => name !== item) };
}

/**
 * The first rule message of a react-hook-form error that may be nested (a problem of one group sits at
 * `requiredEquipment.1`), so the editor shows it under itself; undefined when there is none.
 */
export function firstMessage(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = firstMessage(value);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
