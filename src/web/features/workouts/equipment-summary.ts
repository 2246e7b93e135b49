import { WORKOUT_CARD_EQUIPMENT_SHOWN } from '@/shared/limits';

/**
 * The equipment badges of a workout card: the first `max` distinct types (docs/product.md#limits "workout card shows 2 equipment
 * badges") and how many more there are, for '+n more' (docs/product.md#workouts). Blank names are skipped.
 */
export function equipmentForCard(
  equipmentTypes: readonly string[],
  max: number = WORKOUT_CARD_EQUIPMENT_SHOWN,
): { shown: string[]; more: number } {
  const distinct = [...new Set(equipmentTypes.map((type) => type.trim()).filter((type) => type.length > 0))];
  return { shown: distinct.slice(0, max), more: Math.max(0, distinct.length - max) };
}
