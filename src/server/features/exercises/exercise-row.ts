import { type Exercise, ILLUSTRATION_SOURCES, type IllustrationSource } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';
import { illustrationPath } from '@/shared/schemas/illustrations';

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
  illustrationStart: exercises.illustrationStart,
  illustrationEnd: exercises.illustrationEnd,
  illustrationSource: exercises.illustrationSource,
};

type ExerciseRecord = Omit<Exercise, 'createdAt' | 'sourceName' | 'illustration'> & {
  createdAt: Date;
  sourceId: string | null;
  illustrationStart: string | null;
  illustrationEnd: string | null;
  illustrationSource: string | null;
};

const isIllustrationSource = (value: string | null): value is IllustrationSource =>
  (ILLUSTRATION_SOURCES as readonly (string | null)[]).includes(value);

/**
 * A selected row ({@link exerciseColumns}) → the Exercise DTO the API returns: ISO `createdAt`; `sourceName` is the part
 * of `source_id` before its first ':' ('equipped', 'free-exercise-db'), null for an exercise written in the app
 * (docs/product.md#credits); `illustration` the addresses of its pictures, or null (docs/product.md#illustrations).
 */
export function toExercise({ sourceId, illustrationStart, illustrationEnd, illustrationSource, ...row }: ExerciseRecord): Exercise {
  const sourceName = sourceId?.includes(':') ? sourceId.slice(0, sourceId.indexOf(':')) : null;
  const illustration =
    illustrationStart !== null && isIllustrationSource(illustrationSource)
      ? {
          start: illustrationPath(illustrationStart),
          end: illustrationEnd === null ? null : illustrationPath(illustrationEnd),
          source: illustrationSource,
        }
      : null;
  return { ...row, sourceName, illustration, createdAt: new Date(row.createdAt).toISOString() };
}
