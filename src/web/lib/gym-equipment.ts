import { equipmentGroupLabel, equipmentNeeds, missingGroups } from '@/shared/catalogue/required-equipment';

/** What `missingEquipment` reads of an exercise: a summary, a whole exercise, or a workout card's entry. */
type NeedsOf = { equipmentType: string; equipment?: readonly string[]; requiredEquipment?: readonly (readonly string[])[] };

/**
 * What an exercise requires that a gym lacks (docs/product.md#my-gyms): each required group none of whose items the gym
 * has, as it reads ('Flat Bench or Plyo Box'); Bodyweight never (every gym has it), optional items never. Empty when
 * the gym makes the exercise possible.
 */
export function missingEquipment(exercise: NeedsOf, gymEquipment: readonly string[]): string[] {
  return missingGroups(equipmentNeeds(exercise).requiredEquipment, new Set(gymEquipment)).map(equipmentGroupLabel);
}

/**
 * How many of a workout's entries need equipment the gym lacks (docs/product.md#workouts): the entries of a workout
 * card (those the member may see; a locked one counts for nothing), each checked with {@link missingEquipment}. Read
 * on the page against the active gym, so switching gyms changes it without asking the server again.
 */
export function entriesNeedingEquipment(entries: readonly NeedsOf[], gymEquipment: readonly string[]): number {
  return entries.filter((entry) => missingEquipment(entry, gymEquipment).length > 0).length;
}
