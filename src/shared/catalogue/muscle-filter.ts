import { isMuscleGroupName, MUSCLE_GROUP_NAMES, type MuscleGroupName } from './muscles';
import { isMuscleName, MUSCLE_NAMES, musclesOfGroup, type MuscleName } from './muscle-vocabulary';

// Matching an exercise against these values is ./muscle-filter-match.ts, apart so that the library's first load, which
// needs only the values, does not carry the muscle terms musclesWorked reads.

/**
 * One value of the library's Muscle filter (`muscle=` in the address and in GET /api/exercises,
 * docs/product.md#library): a muscle group, or a single muscle of the vocabulary. 'Chest' is both; it is read as the
 * group, which holds that muscle alone.
 */
export type MuscleFilterValue = MuscleGroupName | MuscleName;

/** Every value the Muscle filter accepts: the seven groups, then the vocabulary's muscles that are not also a group. */
export const MUSCLE_FILTER_VALUES: readonly MuscleFilterValue[] = [
  ...MUSCLE_GROUP_NAMES,
  ...MUSCLE_NAMES.filter((muscle) => !isMuscleGroupName(muscle)),
];

/** True when `value` is exactly a group name or a muscle of the vocabulary. */
export function isMuscleFilterValue(value: unknown): value is MuscleFilterValue {
  return isMuscleGroupName(value) || isMuscleName(value);
}

/**
 * The Muscle filter's choices as the menu shows them (docs/product.md#library): each group with its own muscles under
 * it (Arms: Biceps, Triceps, Forearms), a group whose only muscle has its name (Chest) and Full Body without a list, then
 * Cardiovascular, which belongs to no group.
 */
export const MUSCLE_FILTER_LAYOUT: ReadonlyArray<{ group: MuscleGroupName | null; muscles: readonly MuscleName[] }> = [
  ...MUSCLE_GROUP_NAMES.map((group) => ({ group, muscles: musclesOfGroup(group).filter((muscle) => muscle !== group) })),
  { group: null, muscles: ['Cardiovascular'] },
];
