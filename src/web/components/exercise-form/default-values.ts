import type { Exercise } from '@/shared/schemas/exercise';
import type { CatalogueFormValues, ExerciseFormBaseValues, OptionsFormValues } from './exercise-form-schema';

/** The fields both variants start blank with; difficulty defaults to beginner. */
const EMPTY_BASE: ExerciseFormBaseValues = {
  exerciseName: '',
  equipmentType: '',
  description: '',
  difficultyLevel: 'beginner',
  pros: '',
  cons: '',
  videoUrl: '',
  tags: [],
};

/** A blank catalogue (admin) form. */
export const EMPTY_CATALOGUE_FORM: CatalogueFormValues = { ...EMPTY_BASE, targetMuscleGroups: '' };

/** A blank options (suggest / add) form. */
export const EMPTY_OPTIONS_FORM: OptionsFormValues = { ...EMPTY_BASE, targetMuscles: [] };

/** The catalogue form filled with an exercise being edited (nulls become empty fields). */
export function toFormValues(exercise: Exercise): CatalogueFormValues {
  return {
    exerciseName: exercise.exerciseName,
    equipmentType: exercise.equipmentType,
    targetMuscleGroups: exercise.targetMuscleGroups,
    description: exercise.description,
    difficultyLevel: exercise.difficultyLevel,
    pros: exercise.pros ?? '',
    cons: exercise.cons ?? '',
    videoUrl: exercise.videoUrl ?? '',
    tags: exercise.tags ?? [],
  };
}
