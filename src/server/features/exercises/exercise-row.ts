import type { Exercise } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';

/** The DTO columns of an exercise (docs/product.md#data); never the generated search columns. */
export const exerciseColumns = {
  id: exercises.id,
  exerciseName: exercises.exerciseName,
  equipmentType: exercises.equipmentType,
  targetMuscleGroups: exercises.targetMuscleGroups,
  description: exercises.description,
  difficultyLevel: exercises.difficultyLevel,
  pros: exercises.pros,
  cons: exercises.cons,
  tags: exercises.tags,
  videoUrl: exercises.videoUrl,
  isSample: exercises.isSample,
  createdAt: exercises.createdAt,
  aliases: exercises.aliases,
  equipment: exercises.equipment,
  requiredEquipment: exercises.requiredEquipment,
  optionalEquipment: exercises.optionalEquipment,
  primaryMuscles: exercises.primaryMuscles,
  secondaryMuscles: exercises.secondaryMuscles,
  movementPattern: exercises.movementPattern,
  mechanic: exercises.mechanic,
  trainingGoals: exercises.trainingGoals,
  formSteps: exercises.formSteps,
  sourceId: exercises.sourceId,
  sourceLicence: exercises.sourceLicence,
};

type ExerciseRecord = Omit<Exercise, 'createdAt' | 'sourceName'> & { createdAt: Date; sourceId: string | null };

/**
 * A selected row ({@link exerciseColumns}) → the Exercise DTO the API returns: ISO `createdAt`; `sourceName` is the part
 * of `source_id` before its first ':' ('equipped', 'free-exercise-db'), null for an exercise written in the app
 * (docs/product.md#credits).
 */
export function toExercise({ sourceId, ...row }: ExerciseRecord): Exercise {
  const sourceName = sourceId?.includes(':') ? sourceId.slice(0, sourceId.indexOf(':')) : null;
  return { ...row, sourceName, createdAt: new Date(row.createdAt).toISOString() };
}
