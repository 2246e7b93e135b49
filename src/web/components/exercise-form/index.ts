/** The one exercise form: its component, hook, schemas per variant and their helpers. */
export { EMPTY_CATALOGUE_FORM, EMPTY_OPTIONS_FORM, toFormValues } from './default-values';
export { ExerciseForm } from './exercise-form';
export {
  catalogueFormSchema,
  exerciseFormServerFields,
  optionsFormSchema,
  standAloneProblem,
  type CatalogueFormValues,
  type ExerciseContent,
  type ExerciseFormVariant,
  type ExerciseOptionsInput,
  type OptionsFormValues,
} from './exercise-form-schema';
export { useExerciseForm, type CatalogueFormController, type OptionsFormController } from './use-exercise-form';
