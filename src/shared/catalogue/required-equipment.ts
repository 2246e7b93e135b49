// Without zod, and importing nothing: the web app's cards and the server's writers share it
// (docs/decisions/0025-required-and-optional-equipment.md).

/**
 * What an exercise needs and what only helps (docs/product.md#equipment-taxonomy): `requiredEquipment` is groups, each
 * met by any one of its items (a single-item group is the common case), the group holding the primary equipment
 * first; `optionalEquipment` helps but is never needed and shares no item with the groups; `equipment` is every item of
 * every group, the primary first — the flat list older clients and the library's equipment filter read.
 */
export type EquipmentNeeds = { requiredEquipment: string[][]; optionalEquipment: string[]; equipment: string[] };

/**
 * The needs of an exercise made whole and consistent from what a writer gave: groups as given, or else each item of
 * a flat `equipment` as a group of its own (how exercises written before groups read); the primary `equipmentType`
 * joins as a group of its own when no group names it; an item named twice stays in its first group only; empty
 * groups go; optional items that are also required go, and so does Bodyweight (never merely helpful). Never throws.
 */
export function equipmentNeeds(input: {
  equipmentType: string;
  requiredEquipment?: readonly (readonly string[])[] | null;
  optionalEquipment?: readonly string[] | null;
  equipment?: readonly string[] | null;
}): EquipmentNeeds {
  const given = input.requiredEquipment && input.requiredEquipment.length > 0
    ? input.requiredEquipment
    : (input.equipment ?? []).map((item) => [item]);
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const group of given) {
    const items = group.filter((item) => !seen.has(item) && (seen.add(item), true));
    if (items.length > 0) groups.push(items);
  }
  if (!seen.has(input.equipmentType)) {
    groups.unshift([input.equipmentType]);
    seen.add(input.equipmentType);
  } else {
    const primary = groups.findIndex((group) => group.includes(input.equipmentType));
    if (primary > 0) groups.unshift(...groups.splice(primary, 1));
  }
  const optionalEquipment = [...new Set(input.optionalEquipment ?? [])].filter((item) => !seen.has(item) && item !== 'Bodyweight');
  const equipment = [input.equipmentType, ...groups.flat().filter((item) => item !== input.equipmentType)];
  return { requiredEquipment: groups, optionalEquipment, equipment };
}

/**
 * The groups of `requiredEquipment` none of whose items `available` has (docs/product.md#my-gyms): an exercise is
 * possible in a gym when this is empty. Bodyweight counts as always available.
 */
export function missingGroups(requiredEquipment: readonly (readonly string[])[], available: ReadonlySet<string>): string[][] {
  return requiredEquipment
    .filter((group) => !group.some((item) => item === 'Bodyweight' || available.has(item)))
    .map((group) => [...group]);
}

/** A group as a person reads it: 'Flat Bench or Plyo Box'. */
export function equipmentGroupLabel(group: readonly string[]): string {
  return group.join(' or ');
}
