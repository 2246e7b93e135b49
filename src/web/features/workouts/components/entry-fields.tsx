import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { describedBy, FieldError } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import type { WorkoutFormValues } from '../workout-form';
import { WORKOUTS_TEXT } from '../workouts-messages';
import { PlannedWeightInput } from './planned-weight-input';
import { SetsInput } from './sets-input';

// The shared schema's caps for free text (workoutEntryInputSchema); the boxes stop there rather than fail on save.
const REPS_MAX = 20;
const NOTES_MAX = 500;

/** A visible field label whose accessible name also names the exercise ('Sets for Bench Press'). */
function FieldLabel({ htmlFor, text, name }: { htmlFor: string; text: string; name: string }) {
  return (
    <Label htmlFor={htmlFor} className="text-xs font-medium text-slate-700">
      {text}
      <span className="sr-only"> for {name}</span>
    </Label>
  );
}

/**
 * Sets, reps, weight and notes of the entry at `index` (docs/product.md#workout): sets a number 1–20, reps text such as
 * '10' or '8-12', the planned weight a number with its unit or Bodyweight (docs/product.md#planned-weights), notes free text. A rule message for a field (the form's or the
 * server's, `entries.<index>.<field>`) shows under it.
 */
export function EntryFields({ index, name }: { index: number; name: string }) {
  const { register, control, formState, setValue } = useFormContext<WorkoutFormValues>();
  const [weightUnit, bodyweight] = useWatch({ control, name: [`entries.${index}.weightUnit`, `entries.${index}.bodyweight`] });
  const id = useId();
  const errors = formState.errors.entries?.[index];
  const invalid = (field: 'sets' | 'reps' | 'weight' | 'notes') => {
    const message = errors?.[field]?.message;
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy(`${id}-${field}`, false, message) };
  };
  return (
    // On phones the sets box (a number up to 20) stays narrow and the weight box gets the most room, so its placeholder
    // ('50kg or BW') shows whole at 390 px; from `sm` the four fields share one row.
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1.4fr)] gap-3 sm:grid-cols-[6rem_1fr_1fr_2fr]">
      <div className="space-y-1.5">
        <FieldLabel htmlFor={`${id}-sets`} text={WORKOUTS_TEXT.sets} name={name} />
        <Controller
          control={control}
          name={`entries.${index}.sets`}
          render={({ field }) => (
            <SetsInput
              id={`${id}-sets`}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...invalid('sets')}
            />
          )}
        />
        <FieldError id={`${id}-sets`} message={errors?.sets?.message} />
      </div>
      <div className="space-y-1.5">
        <FieldLabel htmlFor={`${id}-reps`} text={WORKOUTS_TEXT.reps} name={name} />
        <Input
          id={`${id}-reps`}
          placeholder={WORKOUTS_TEXT.repsPlaceholder}
          maxLength={REPS_MAX}
          autoComplete="off"
          {...invalid('reps')}
          {...register(`entries.${index}.reps`)}
        />
        <FieldError id={`${id}-reps`} message={errors?.reps?.message} />
      </div>
      <div className="space-y-1.5">
        <FieldLabel htmlFor={`${id}-weight`} text={WORKOUTS_TEXT.weight} name={name} />
        <Controller
          control={control}
          name={`entries.${index}.weight`}
          render={({ field }) => (
            <PlannedWeightInput
              id={`${id}-weight`}
              ref={field.ref}
              name={field.name}
              unitLabel={`${WORKOUTS_TEXT.weightUnit} for ${name}`}
              value={{ weight: field.value ?? null, weightUnit: weightUnit ?? 'kg', bodyweight: bodyweight ?? false }}
              onChange={(next) => {
                field.onChange(next.weight);
                setValue(`entries.${index}.weightUnit`, next.weightUnit, { shouldDirty: true });
                setValue(`entries.${index}.bodyweight`, next.bodyweight, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              {...invalid('weight')}
            />
          )}
        />
        <FieldError id={`${id}-weight`} message={errors?.weight?.message} />
      </div>
      <div className="col-span-3 space-y-1.5 sm:col-span-1">
        <FieldLabel htmlFor={`${id}-notes`} text={WORKOUTS_TEXT.notes} name={name} />
        <Input
          id={`${id}-notes`}
          placeholder={WORKOUTS_TEXT.notesPlaceholder}
          maxLength={NOTES_MAX}
          autoComplete="off"
          {...invalid('notes')}
          {...register(`entries.${index}.notes`)}
        />
        <FieldError id={`${id}-notes`} message={errors?.notes?.message} />
      </div>
    </div>
  );
}
