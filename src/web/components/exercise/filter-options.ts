import { DIFFICULTY_LEVELS, formatDifficulty, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { MUSCLE_FILTER_LAYOUT, type MuscleFilterValue } from '@/shared/catalogue/muscle-filter';
import { LIBRARY_TEXT } from './exercise-messages';
import type { FilterGroup, FilterOption } from './filter-popover';

/** The difficulty filter's options, in catalogue order (Beginner, Intermediate, Advanced; docs/product.md#library). */
export const DIFFICULTY_OPTIONS: ReadonlyArray<FilterOption<DifficultyLevel>> = DIFFICULTY_LEVELS.map((level) => ({
  value: level,
  label: formatDifficulty(level),
}));

/**
 * The Muscle filter's options (docs/product.md#library): under each group's heading the whole group ('All arms'), then
 * its muscles; Chest and Full Body alone; Cardiovascular last, under 'Other' (MUSCLE_FILTER_LAYOUT).
 */
export const MUSCLE_OPTIONS: ReadonlyArray<FilterGroup<MuscleFilterValue>> = MUSCLE_FILTER_LAYOUT.map(({ group, muscles }) => ({
  label: group ?? LIBRARY_TEXT.otherMuscles,
  options: [
    ...(group === null ? [] : [{ value: group, label: muscles.length > 0 ? LIBRARY_TEXT.wholeMuscleGroup(group) : group }]),
    ...muscles.map((muscle) => ({ value: muscle, label: muscle })),
  ],
}));

/** The label of a Muscle filter value, as its chip shows it: a muscle by its name, a group as 'All arms'. */
export function muscleFilterLabel(value: MuscleFilterValue): string {
  for (const group of MUSCLE_OPTIONS) for (const option of group.options) if (option.value === value) return option.label;
  return value;
}

/** Difficulty filters in the order the address, the API query and the menu use (Beginner, Intermediate, Advanced). */
export const inDifficultyOrder = (levels: readonly DifficultyLevel[]): DifficultyLevel[] =>
  DIFFICULTY_LEVELS.filter((level) => levels.includes(level));
