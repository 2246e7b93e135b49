import { equipmentGroupLabel, equipmentNeeds, missingGroups } from '@/shared/catalogue/required-equipment';

/**
 * What an exercise requires that a gym lacks (docs/product.md#my-gyms): each required group none of whose items the gym
 * has, as it reads ('Flat Bench or Plyo Box'); Bodyweight never (every gym has it), optional items never. Empty when
 * the gym makes the exercise possible.
 */
export function missingEquipment(
  exercise: { equipmentType: string; equipment: readonly string[]; requiredEquipment?: readonly (readonly string[])[] },
  gymEquipment: readonly string[],
): string[] {
  return missingGroups(equipmentNeeds(exercise).requiredEquipment, new Set(gymEquipment)).map(equipmentGroupLabel);
}
