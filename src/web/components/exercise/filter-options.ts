import { DIFFICULTY_LEVELS, formatDifficulty, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { MUSCLE_GROUP_NAMES, type MuscleGroupName } from '@/shared/catalogue/muscles';
import type { FilterOption } from './filter-popover';

/** The difficulty filter's options, in catalogue order (Beginner, Intermediate, Advanced; docs/product.md#library). */
export const DIFFICULTY_OPTIONS: ReadonlyArray<FilterOption<DifficultyLevel>> = DIFFICULTY_LEVELS.map((level) => ({
  value: level,
  label: formatDifficulty(level),
}));

/** The muscle-group filter's options: the seven groups, alphabetically (MUSCLE_GROUP_NAMES is already in that order, docs/product.md#limits). */
export const MUSCLE_OPTIONS: ReadonlyArray<FilterOption<MuscleGroupName>> = MUSCLE_GROUP_NAMES.map((name) => ({
  value: name,
  label: name,
}));

/** Difficulty filters in the order the address, the API query and the menu use (Beginner, Intermediate, Advanced). */
export const inDifficultyOrder = (levels: readonly DifficultyLevel[]): DifficultyLevel[] =>
  DIFFICULTY_LEVELS.filter((level) => levels.includes(level));
