import { musclesWorked } from '@/shared/catalogue/muscles-worked';
import { equipmentGroupLabel, equipmentNeeds } from '@/shared/catalogue/required-equipment';
import type { Exercise } from '@/shared/schemas/exercise';
import { MECHANIC_LABELS, movementPatternLabel, TRAINING_GOAL_LABELS } from '@/web/components/exercise/exercise-messages';

/** The rows of the comparison table, top to bottom (docs/product.md#compare). */
export const COMPARE_ROW_KEYS = [
  'equipment',
  'helpfulEquipment',
  'difficulty',
  'primaryMuscles',
  'secondaryMuscles',
  'muscleMap',
  'movementPattern',
  'mechanic',
  'goals',
  'description',
  'benefits',
  'considerations',
  'video',
  'tags',
] as const;

export type CompareRowKey = (typeof COMPARE_ROW_KEYS)[number];

/** One row of the comparison: each exercise's values, and what the exercises have in common. */
export interface CompareRow {
  key: CompareRowKey;
  /** Per exercise, in the selection's order, the row's values (empty when the exercise has none). */
  values: string[][];
  /** True when every exercise has the same values (in any order), or fewer than two are compared. */
  same: boolean;
  /** The values every exercise has: shown plainly, the others highlighted (all of them when fewer than two). */
  shared: ReadonlySet<string>;
}

/** A vocabulary value's readable label; a value outside the vocabulary (older data) as written. */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) => (Object.hasOwn(labels, value) ? labels[value]! : value);

const present = (text: string | null | undefined): string[] => (text && text.trim() ? [text] : []);

/**
 * The values of one exercise for each row, as the table shows them: the equipment it needs, a group at a time as the
 * details dialog reads it ('Flat Bench or Adjustable Bench', equipmentNeeds and equipmentGroupLabel,
 * docs/product.md#equipment-taxonomy), what only helps, the difficulty level, the primary and secondary muscles of
 * the muscle map (musclesWorked: the recorded lists, else the target muscles text), the readable movement pattern,
 * mechanic and goals, the description (an import's numbered form steps when it has none), pros, cons, the video URL
 * and every tag.
 */
export function exerciseRowValues(exercise: Exercise): Record<CompareRowKey, string[]> {
  const needs = equipmentNeeds(exercise);
  const muscles = musclesWorked(exercise);
  const description = exercise.description || exercise.formSteps.map((step, index) => `${index + 1}. ${step}`).join('\n');
  return {
    equipment: needs.requiredEquipment.map(equipmentGroupLabel),
    helpfulEquipment: needs.optionalEquipment,
    difficulty: [exercise.difficultyLevel],
    primaryMuscles: muscles.primary,
    secondaryMuscles: muscles.secondary,
    // The map draws both lists: it looks the same exactly when both are the same.
    muscleMap: muscles.primary.length + muscles.secondary.length > 0 ? [`${muscles.primary.join(',')}|${muscles.secondary.join(',')}`] : [],
    movementPattern: exercise.movementPattern ? [movementPatternLabel(exercise.movementPattern)] : [],
    mechanic: exercise.mechanic ? [labelOf(MECHANIC_LABELS, exercise.mechanic)] : [],
    goals: exercise.trainingGoals.map((goal) => labelOf(TRAINING_GOAL_LABELS, goal)),
    description: present(description),
    benefits: present(exercise.pros),
    considerations: present(exercise.cons),
    video: present(exercise.videoUrl),
    tags: exercise.tags ?? [],
  };
}

/**
 * How one row's values compare across the exercises: `same` when every exercise has the same set of values (order
 * and repeats aside), and `shared`, the values all of them have. With fewer than two exercises there is nothing to
 * set apart: `same` is true and every value counts as shared. Pure. Example: [['Barbells', 'Flat Bench'],
 * ['Dumbbells', 'Flat Bench']] → same false, shared {'Flat Bench'}.
 */
export function compareValues(values: readonly (readonly string[])[]): { same: boolean; shared: ReadonlySet<string> } {
  if (values.length < 2) return { same: true, shared: new Set(values.flat()) };
  const sets = values.map((list) => new Set(list));
  const [first, ...rest] = sets;
  const shared = new Set([...first!].filter((value) => rest.every((set) => set.has(value))));
  const same = sets.every((set) => set.size === shared.size);
  return { same, shared };
}

/**
 * The comparison table's rows for `exercises` (in the selection's order), each with every exercise's values and
 * what they share (docs/product.md#compare); `onlyDifferences` leaves out the rows that are the same for all, as the
 * 'Show only differences' switch asks — never all of them for a single exercise, which has nothing to differ from.
 */
export function compareRows(exercises: readonly Exercise[], { onlyDifferences = false }: { onlyDifferences?: boolean } = {}): CompareRow[] {
  const perExercise = exercises.map(exerciseRowValues);
  const rows = COMPARE_ROW_KEYS.map((key): CompareRow => {
    const values = perExercise.map((row) => row[key]);
    return { key, values, ...compareValues(values) };
  });
  return onlyDifferences && exercises.length > 1 ? rows.filter((row) => !row.same) : rows;
}
