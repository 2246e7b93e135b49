import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import type { MuscleFilterValue } from '@/shared/catalogue/muscle-filter';
import { matchesAnyMuscleFilter } from '@/shared/catalogue/muscle-filter-match';
import type { Exercise } from '@/shared/schemas/exercise';

/**
 * True when every word of `query` appears, case-insensitively, in the exercise's name, equipment or target muscles
 * (docs/product.md#workout-builder: "search by name, equipment and muscles"). Used on the member's favourites, which arrive
 * whole; the catalogue itself is searched by the server. An empty query matches everything.
 */
export function matchesExerciseSearch(
  exercise: Pick<Exercise, 'exerciseName' | 'equipmentType' | 'targetMuscleGroups'>,
  query: string,
): boolean {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return true;
  const haystack = `${exercise.exerciseName} ${exercise.equipmentType} ${exercise.targetMuscleGroups}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The Add Exercise picker's filters (docs/product.md#workout-builder): the library's equipment, muscle and
 * difficulty filters, under the GET /api/exercises parameter names (src/shared/schemas/exercises-query.ts). Each is
 * multi-select: any of its values; all three together.
 */
export interface PickerFilters {
  equipment: string[];
  difficulty: DifficultyLevel[];
  muscle: MuscleFilterValue[];
}

export const NO_PICKER_FILTERS: PickerFilters = { equipment: [], difficulty: [], muscle: [] };

/** True when any of the picker's filters narrows the list. */
export function hasPickerFilters(filters: PickerFilters): boolean {
  return filters.equipment.length + filters.difficulty.length + filters.muscle.length > 0;
}

/**
 * The picker's filters applied to a favourite (the favourites arrive whole, so they are filtered here as the server
 * filters the catalogue, docs/decisions/0025-required-and-optional-equipment.md): equipment matches the primary
 * equipment, any required item and any optional item; a muscle group or a single muscle matches as the library's
 * filter does (`matchesAnyMuscleFilter`, docs/product.md#library); difficulty is one of those chosen.
 */
export function matchesPickerFilters(
  exercise: Pick<
    Exercise,
    'equipmentType' | 'equipment' | 'optionalEquipment' | 'targetMuscleGroups' | 'primaryMuscles' | 'secondaryMuscles' | 'difficultyLevel'
  >,
  filters: PickerFilters,
): boolean {
  if (filters.difficulty.length > 0 && !filters.difficulty.includes(exercise.difficultyLevel)) return false;
  if (!matchesAnyMuscleFilter(exercise, filters.muscle)) return false;
  if (filters.equipment.length === 0) return true;
  const uses = new Set([exercise.equipmentType, ...exercise.equipment, ...exercise.optionalEquipment]);
  return filters.equipment.some((item) => uses.has(item));
}
