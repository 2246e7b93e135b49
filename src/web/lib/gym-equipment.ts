/**
 * What an exercise requires that a gym lacks (docs/product.md#my-gyms): its primary and required items not in the
 * gym's equipment, Bodyweight never (every gym has it). Empty when the gym makes the exercise possible.
 */
export function missingEquipment(exercise: { equipmentType: string; equipment: readonly string[] }, gymEquipment: readonly string[]): string[] {
  const available = new Set(gymEquipment);
  return [...new Set([exercise.equipmentType, ...exercise.equipment])].filter((item) => item !== 'Bodyweight' && !available.has(item));
}
