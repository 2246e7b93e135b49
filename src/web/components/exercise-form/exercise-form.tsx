import type { ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues } from 'react-hook-form';
import { ExerciseFormActions } from './exercise-form-actions';
import { ExerciseFormFields } from './exercise-form-fields';
import type { ExerciseFormController } from './use-exercise-form';

type ActionProps = Omit<Parameters<typeof ExerciseFormActions>[0], 'variant'>;

interface ExerciseFormProps<V extends FieldValues, O> {
  /** From {@link useExerciseForm}: the variant, its values and its validation. */
  controller: ExerciseFormController<V, O>;
  /** Gets the API body the variant's schema produced. */
  onSubmit: (output: O) => void;
  /** Called with the failed fields when the form is sent invalid (the rule messages already show under them). */
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** Above the fields, inside the form (the admin dialog's title). */
  header?: ReactNode;
  actions: ActionProps;
  /** The options variant also offers one picture (a member's suggestion, docs/product.md#suggest). */
  withPicture?: boolean;
  'aria-label'?: string;
}

/**
 * The one exercise form (admin create and edit, Suggest an Exercise, stand-alone Add Exercise): the fields of the
 * controller's variant, then its actions. The browser's own validation is off; the schema's rule messages show under
 * the fields and the first invalid field takes the focus.
 */
export function ExerciseForm<V extends FieldValues, O>({
  controller,
  onSubmit,
  onInvalid,
  header,
  actions,
  withPicture = false,
  'aria-label': ariaLabel,
}: ExerciseFormProps<V, O>) {
  const { form, variant, generation } = controller;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        aria-label={ariaLabel}
        className={variant === 'catalogue' ? 'flex flex-col gap-0' : 'space-y-6'}
      >
        {header}
        <ExerciseFormFields key={generation} variant={variant} withPicture={withPicture} />
        <ExerciseFormActions variant={variant} {...actions} />
      </form>
    </FormProvider>
  );
}
