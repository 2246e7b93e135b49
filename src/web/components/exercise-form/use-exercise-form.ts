import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { Exercise } from '@/shared/schemas/exercise';
import { EMPTY_CATALOGUE_FORM, EMPTY_OPTIONS_FORM, toFormValues } from './default-values';
import {
  catalogueFormSchema,
  optionsFormSchema,
  type CatalogueFormValues,
  type ExerciseContent,
  type ExerciseFormVariant,
  type OptionsFormValues,
  type ExerciseOptionsInput,
} from './exercise-form-schema';

/** One exercise form's state: the react-hook-form instance, its variant, and Clear Form. */
export interface ExerciseFormController<V extends FieldValues, O> {
  variant: ExerciseFormVariant;
  form: UseFormReturn<V, unknown, O>;
  /** Changes on every {@link clear}; the fields remount with it, which also empties the tag field's unsent text. */
  generation: number;
  /** Back to a blank form. */
  clear: () => void;
}

export type CatalogueFormController = ExerciseFormController<CatalogueFormValues, ExerciseContent>;
export type OptionsFormController = ExerciseFormController<OptionsFormValues, ExerciseOptionsInput>;

/**
 * The exercise form of a variant, validated by the variant's schema (built from the one exercise input schema, so the
 * form and the API cannot disagree). The catalogue variant starts from `exercise` when editing one, blank otherwise.
 */
export function useExerciseForm(variant: 'catalogue', exercise?: Exercise | null): CatalogueFormController;
export function useExerciseForm(variant: 'options'): OptionsFormController;
export function useExerciseForm(
  variant: ExerciseFormVariant,
  exercise: Exercise | null = null,
): CatalogueFormController | OptionsFormController {
  const catalogue = variant === 'catalogue';
  const empty = catalogue ? EMPTY_CATALOGUE_FORM : EMPTY_OPTIONS_FORM;
  // The form's values are a narrower shape (every field present) than the schema's input, which is what it reads.
  const form = useForm<FieldValues, unknown, unknown>({
    resolver: zodResolver(catalogue ? catalogueFormSchema : optionsFormSchema) as unknown as Resolver<FieldValues, unknown, unknown>,
    defaultValues: catalogue && exercise ? toFormValues(exercise) : empty,
  });
  const [generation, setGeneration] = useState(0);
  const { reset } = form;
  const clear = useCallback(() => {
    reset(empty);
    setGeneration((n) => n + 1);
  }, [reset, empty]);
  return { variant, form, generation, clear } as unknown as CatalogueFormController | OptionsFormController;
}
