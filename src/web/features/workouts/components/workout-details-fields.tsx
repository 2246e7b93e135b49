import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { WORKOUT_DESCRIPTION_MAX, WORKOUT_NAME_MAX } from '@/shared/limits';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/utils';
import type { WorkoutFormValues } from '../workout-form';
import { WORKOUTS_TEXT } from '../workouts-messages';

/** 'n/max' under a field; turns red past the limit (the rule's message then explains it). */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className={cn('text-xs tabular-nums', length > max ? 'font-medium text-red-700' : 'text-muted-foreground')}>
      {length}/{max}
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * The workout's name (required, trimmed, at most 50) and description (at most 200) with the rule messages of docs/product.md#validation
 * shown under each field. Each field stops at its limit, as every other field of the app does, and its counter shows
 * the length as the member types, so reaching the limit is seen ('50/50').
 */
export function WorkoutDetailsFields() {
  const { register, control, formState } = useFormContext<WorkoutFormValues>();
  const id = useId();
  const name = useWatch({ control, name: 'name' }) ?? '';
  const description = useWatch({ control, name: 'description' }) ?? '';
  const nameError = formState.errors.name?.message;
  const descriptionError = formState.errors.description?.message;

  return (
    <div className="grid gap-5">
      <div className="space-y-2">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={`${id}-name`}>
            {WORKOUTS_TEXT.name}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </Label>
          <Counter id={`${id}-name-count`} length={name.trim().length} max={WORKOUT_NAME_MAX} />
        </div>
        <Input
          id={`${id}-name`}
          placeholder={WORKOUTS_TEXT.namePlaceholder}
          autoComplete="off"
          aria-required="true"
          maxLength={WORKOUT_NAME_MAX}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={cn(nameError && `${id}-name-error`, `${id}-name-count`)}
          {...register('name')}
        />
        <FieldError id={`${id}-name-error`} message={nameError} />
      </div>
      <div className="space-y-2">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={`${id}-description`}>{WORKOUTS_TEXT.description}</Label>
          <Counter id={`${id}-description-count`} length={description.trim().length} max={WORKOUT_DESCRIPTION_MAX} />
        </div>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={WORKOUT_DESCRIPTION_MAX}
          placeholder={WORKOUTS_TEXT.descriptionPlaceholder}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={cn(descriptionError && `${id}-description-error`, `${id}-description-count`)}
          {...register('description')}
        />
        <FieldError id={`${id}-description-error`} message={descriptionError} />
      </div>
    </div>
  );
}
