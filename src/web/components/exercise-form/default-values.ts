import { musclesWorked } from '@/shared/catalogue/muscles-worked';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
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
  requiredEquipment: [],
  optionalEquipment: [],
};

/** A blank catalogue (admin) form. */
export const EMPTY_CATALOGUE_FORM: CatalogueFormValues = { ...EMPTY_BASE, primaryMuscles: [], secondaryMuscles: [] };

/** A blank options (suggest / add) form. */
export const EMPTY_OPTIONS_FORM: OptionsFormValues = { ...EMPTY_BASE, targetMuscles: [] };

/**
 * The catalogue form filled with an exercise being edited (nulls become empty fields; what it needs made whole by
 * equipmentNeeds, so an exercise from before the groups shows its equipment type's group first; its muscles as the
 * muscle map reads them, musclesWorked: the recorded lists, else its target muscles text).
 */
export function toFormValues(exercise: Exercise): CatalogueFormValues {
  const { requiredEquipment, optionalEquipment } = equipmentNeeds(exercise);
  const muscles = musclesWorked(exercise);
  return {
    exerciseName: exercise.exerciseName,
    equipmentType: exercise.equipmentType,
    primaryMuscles: muscles.primary,
    secondaryMuscles: muscles.secondary,
    description: exercise.description,
    difficultyLevel: exercise.difficultyLevel,
    pros: exercise.pros ?? '',
    cons: exercise.cons ?? '',
    videoUrl: exercise.videoUrl ?? '',
    tags: exercise.tags ?? [],
    requiredEquipment,
    optionalEquipment,
  };
}
