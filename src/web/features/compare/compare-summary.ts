import { difficultyRank, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { splitMuscles } from '@/shared/catalogue/muscles';
import { COMPARE_COMMON_MUSCLES_SHOWN } from '@/shared/limits';
import type { Exercise } from '@/shared/schemas/exercise';

/** What the Comparison Summary shows (docs/product.md#compare). */
export interface ComparisonSummary {
  /** Distinct equipment types, in the order the exercises were added. */
  equipmentTypes: string[];
  /** Distinct difficulty levels, easiest first (docs/product.md#limits rank: Beginner 1, Intermediate 2, Advanced 3). */
  difficultyLevels: DifficultyLevel[];
  /**
   * 'Common muscle groups' as docs/product.md#screens defines them: "the first 3 distinct lowercase muscle terms across all" — every
   * exercise's comma-separated target muscles, in selection order, lowercased and trimmed, the first three distinct
   * ones. Not an intersection: the spec's rule is a union cut at three (docs/product.md#compare "summary shows 3 common muscle terms").
   */
  commonMuscles: string[];
}

/**
 * Summarises the selected exercises for the Comparison Summary card (docs/product.md#screens; shown only when more than one is
 * selected, which is the caller's decision). Pure. Example: [{Barbells, beginner, 'Chest, Triceps'},
 * {Dumbbells, advanced, 'chest, Shoulders, Core'}] → equipment ['Barbells', 'Dumbbells'], levels ['beginner',
 * 'advanced'], muscles ['chest', 'triceps', 'shoulders'].
 */
export function summarizeComparison(
  exercises: ReadonlyArray<Pick<Exercise, 'equipmentType' | 'difficultyLevel' | 'targetMuscleGroups'>>,
): ComparisonSummary {
  const equipmentTypes = distinct(exercises.map((exercise) => exercise.equipmentType));
  const difficultyLevels = distinct(exercises.map((exercise) => exercise.difficultyLevel)).sort(
    (a, b) => difficultyRank[a] - difficultyRank[b],
  );
  const terms = exercises.flatMap((exercise) => splitMuscles(exercise.targetMuscleGroups).map((term) => term.toLowerCase()));
  return { equipmentTypes, difficultyLevels, commonMuscles: distinct(terms).slice(0, COMPARE_COMMON_MUSCLES_SHOWN) };
}

/** The values without repeats, first occurrence kept. */
function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
