// Without zod, so the web app can use these without bundling the schemas (docs/architecture.md#list-payload).
import type { Exercise, ExerciseSummary } from './schemas/exercise';

/**
 * The fields of an exercise a list shows (a library card, a picker row; `equipment`, every item it requires, lets a
 * card say what an exercise needs that the member's gym lacks, docs/product.md#my-gyms): the library's pages carry these, and the
 * details dialog reads the whole exercise (GET /api/exercises/{id}) when it opens (docs/architecture.md#list-payload).
 */
export const EXERCISE_SUMMARY_FIELDS = {
  id: true,
  exerciseName: true,
  equipmentType: true,
  equipment: true,
  targetMuscleGroups: true,
  description: true,
  difficultyLevel: true,
  videoUrl: true,
  isSample: true,
} as const;

/**
 * `exercise`'s summary: a new object with exactly the EXERCISE_SUMMARY_FIELDS, in the schema's order (what the
 * library's pages serialise; docs/architecture.md#list-payload).
 */
export function toExerciseSummary(exercise: Exercise): ExerciseSummary {
  const { id, exerciseName, equipmentType, equipment, targetMuscleGroups, description, difficultyLevel, videoUrl, isSample } = exercise;
  return { id, exerciseName, equipmentType, equipment, targetMuscleGroups, description, difficultyLevel, videoUrl, isSample };
}

/** True when `exercise` is a whole Exercise rather than only its summary (it carries the details dialog's fields). */
export function isWholeExercise(exercise: ExerciseSummary | Exercise): exercise is Exercise {
  return 'formSteps' in exercise;
}
