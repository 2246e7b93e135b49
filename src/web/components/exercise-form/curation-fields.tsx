import { Check } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { MECHANICS, MOVEMENT_PATTERNS, TRAINING_GOALS, type TrainingGoal } from '@/shared/catalogue/training';
import { ALIAS_MAX_LENGTH, ALIASES_MAX, FORM_STEP_MAX_LENGTH, FORM_STEPS_MAX } from '@/shared/schemas/exercise-input';
import { MECHANIC_LABELS, movementPatternLabel, TRAINING_GOAL_LABELS } from '@/web/components/exercise/exercise-messages';
import { describedBy, FieldError, FormField } from '@/web/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/utils';
import type { CatalogueFormValues } from './exercise-form-schema';
import { CURATION_TEXT } from './exercise-form-text';

/** The selects' value for "none" (select items never have an empty value). */
const NONE = 'none';

/**
 * The admin's curation of an exercise (docs/product.md#exercise-form): its form steps and other names, one per line;
 * its movement pattern and mechanic (or none); the training goals it serves. Lives in the catalogue variant's
 * react-hook-form provider; each rule message shows under its field.
 */
export function CurationFields({ id }: { id: string }) {
  const { register, control, formState } = useFormContext<CatalogueFormValues>();
  const errors = formState.errors;
  const ids = {
    steps: `${id}-steps`,
    aliases: `${id}-aliases`,
    pattern: `${id}-pattern`,
    mechanic: `${id}-mechanic`,
    goals: `${id}-goals`,
  };
  const message = (error: unknown) => (error as { message?: string } | undefined)?.message;
  return (
    <>
      <FormField
        id={ids.steps}
        label={CURATION_TEXT.steps}
        hint={CURATION_TEXT.stepsHint(FORM_STEPS_MAX)}
        error={message(errors.formSteps)}
      >
        <Textarea
          id={ids.steps}
          rows={5}
          maxLength={(FORM_STEP_MAX_LENGTH + 1) * FORM_STEPS_MAX}
          placeholder={CURATION_TEXT.stepsPlaceholder}
          aria-invalid={errors.formSteps ? true : undefined}
          aria-describedby={describedBy(ids.steps, true, message(errors.formSteps))}
          {...register('formSteps')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.pattern} label={CURATION_TEXT.pattern} error={message(errors.movementPattern)}>
          <Controller
            control={control}
            name="movementPattern"
            render={({ field }) => (
              <Select value={field.value || NONE} onValueChange={(value) => field.onChange(value === NONE ? '' : value)} name={field.name}>
                <SelectTrigger ref={field.ref} id={ids.pattern} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{CURATION_TEXT.none}</SelectItem>
                  {MOVEMENT_PATTERNS.map((pattern) => (
                    <SelectItem key={pattern} value={pattern}>
                      {movementPatternLabel(pattern)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id={ids.mechanic} label={CURATION_TEXT.mechanic} error={message(errors.mechanic)}>
          <Controller
            control={control}
            name="mechanic"
            render={({ field }) => (
              <Select value={field.value || NONE} onValueChange={(value) => field.onChange(value === NONE ? '' : value)} name={field.name}>
                <SelectTrigger ref={field.ref} id={ids.mechanic} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{CURATION_TEXT.none}</SelectItem>
                  {MECHANICS.map((mechanic) => (
                    <SelectItem key={mechanic} value={mechanic}>
                      {MECHANIC_LABELS[mechanic]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <Controller
        control={control}
        name="trainingGoals"
        render={({ field, fieldState }) => (
          <fieldset className="space-y-2" aria-describedby={fieldState.error ? `${ids.goals}-error` : undefined}>
            <legend className="text-sm leading-none font-medium">{CURATION_TEXT.goals}</legend>
            <ul className="flex flex-wrap gap-1.5 pt-1">
              {TRAINING_GOALS.map((goal) => {
                const checked = field.value.includes(goal);
                const toggle = (): TrainingGoal[] => (checked ? field.value.filter((g) => g !== goal) : [...field.value, goal]);
                return (
                  <li key={goal}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                        checked
                          ? 'border-emerald-600 bg-accent font-medium text-accent-foreground'
                          : 'border-input bg-background hover:bg-muted',
                      )}
                    >
                      <span className="relative flex size-4 shrink-0">
                        <input
                          type="checkbox"
                          className="peer size-4 cursor-pointer appearance-none rounded-[4px] border border-slate-400 bg-background checked:border-primary checked:bg-primary focus-visible:outline-none"
                          checked={checked}
                          onChange={() => field.onChange(toggle())}
                        />
                        <Check
                          aria-hidden="true"
                          className="pointer-events-none absolute inset-0 m-auto size-3 text-primary-foreground opacity-0 peer-checked:opacity-100"
                        />
                      </span>
                      {TRAINING_GOAL_LABELS[goal]}
                    </label>
                  </li>
                );
              })}
            </ul>
            <FieldError id={ids.goals} message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      <FormField
        id={ids.aliases}
        label={CURATION_TEXT.aliases}
        hint={CURATION_TEXT.aliasesHint(ALIASES_MAX)}
        error={message(errors.aliases)}
      >
        <Textarea
          id={ids.aliases}
          rows={3}
          maxLength={(ALIAS_MAX_LENGTH + 1) * ALIASES_MAX}
          placeholder={CURATION_TEXT.aliasesPlaceholder}
          aria-invalid={errors.aliases ? true : undefined}
          aria-describedby={describedBy(ids.aliases, true, message(errors.aliases))}
          {...register('aliases')}
        />
      </FormField>
    </>
  );
}
