import { musclesWorked } from '@/shared/catalogue/muscles-worked';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import { MECHANICS, MOVEMENT_PATTERNS, TRAINING_GOALS, type Mechanic, type MovementPattern } from '@/shared/catalogue/training';

const isMovementPattern = (value: string | null): value is MovementPattern =>
  (MOVEMENT_PATTERNS as readonly (string | null)[]).includes(value);
const isMechanic = (value: string | null): value is Mechanic => (MECHANICS as readonly (string | null)[]).includes(value);
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
export const EMPTY_CATALOGUE_FORM: CatalogueFormValues = {
  ...EMPTY_BASE,
  primaryMuscles: [],
  secondaryMuscles: [],
  formSteps: '',
  aliases: '',
  movementPattern: '',
  mechanic: '',
  trainingGoals: [],
};

/** A blank options (suggest / add) form. */
export const EMPTY_OPTIONS_FORM: OptionsFormValues = { ...EMPTY_BASE, targetMuscles: [], picture: null };

/**
 * The catalogue form filled with an exercise being edited (nulls become empty fields; what it needs made whole by
 * equipmentNeeds, so an exercise from before the groups shows its equipment type's group first; its muscles as the
 * muscle map reads them, musclesWorked: the recorded lists, else its target muscles text; steps and aliases one per line;
 * a pattern or mechanic outside the vocabulary shown as none).
 */
export function toFormValues(exercise: Exercise): CatalogueFormValues {
  const { requiredEquipment, optionalEquipment } = equipmentNeeds(exercise);
  const muscles = musclesWorked(exercise);
  return {
    exerciseName: exercise.exerciseName,
    equipmentType: exercise.equipmentType,
    primaryMuscles: muscles.primary,
    secondaryMuscles: muscles.secondary,
    formSteps: exercise.formSteps.join('\n'),
    aliases: exercise.aliases.join('\n'),
    movementPattern: isMovementPattern(exercise.movementPattern) ? exercise.movementPattern : '',
    mechanic: isMechanic(exercise.mechanic) ? exercise.mechanic : '',
    trainingGoals: TRAINING_GOALS.filter((goal) => exercise.trainingGoals.includes(goal)),
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
