// Without zod, so the web app can use these without bundling the schemas (docs/architecture.md#list-payload).
import type { Exercise, ExerciseSummary } from './schemas/exercise';

/**
 * `exercise`'s summary: a new object with exactly the EXERCISE_SUMMARY_FIELDS (./exercise-summary-fields.ts), in the
 * schema's order (what the library's pages serialise; docs/architecture.md#list-payload).
 */
export function toExerciseSummary(exercise: Exercise): ExerciseSummary {
  const {
    id,
    exerciseName,
    equipmentType,
    equipment,
    requiredEquipment,
    targetMuscleGroups,
    description,
    difficultyLevel,
    videoUrl,
    isSample,
    illustration,
  } = exercise;
  return {
    id,
    exerciseName,
    equipmentType,
    equipment,
    requiredEquipment,
    targetMuscleGroups,
    description,
    difficultyLevel,
    videoUrl,
    isSample,
    illustration,
  };
}

/** True when `exercise` is a whole Exercise rather than only its summary (it carries the details dialog's fields). */
export function isWholeExercise(exercise: ExerciseSummary | Exercise): exercise is Exercise {
  return 'formSteps' in exercise;
}
