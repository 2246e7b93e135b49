/**
 * Difficulty levels of an exercise (docs/product.md#exercise.difficulty_level, docs/product.md#equipment-and-muscles): stored lowercase,
 * shown capitalised, sorted by rank.
 */
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** Sort rank of each level (docs/product.md#limits: "Difficulty sort order: Beginner 1, Intermediate 2, Advanced 3"). */
export const difficultyRank: Readonly<Record<DifficultyLevel, number>> = {
  beginner: 1,
  intermediate: 2,
  advanced: 3,
};

const LABELS: Readonly<Record<DifficultyLevel, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** True when `value` is one of the three stored levels (exact, lowercase). */
export function isDifficultyLevel(value: unknown): value is DifficultyLevel {
  return typeof value === 'string' && (DIFFICULTY_LEVELS as readonly string[]).includes(value);
}

/**
 * The label a user reads for a level: 'beginner' → 'Beginner' (docs/product.md#data: "shown capitalised").
 */
export function formatDifficulty(level: DifficultyLevel): string {
  return LABELS[level];
}
