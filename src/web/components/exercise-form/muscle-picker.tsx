import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { MUSCLE_OPTIONS, type MuscleOption } from '@/shared/catalogue/muscles';
import { EXERCISE_INPUT_LIMITS } from '@/shared/schemas/exercise-input';
import { describedBy, FieldError, FormField, RequiredMark } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';
import { hasMuscle, toggleMuscle, toggleMuscleTerm } from './exercise-form-schema';
import { CATALOGUE_FORM_TEXT, OPTIONS_FORM_TEXT } from './exercise-form-text';

/** How a chosen muscle option looks, in both variants. */
const CHOSEN = 'border-emerald-600 bg-accent font-medium text-accent-foreground';
const NOT_CHOSEN = 'border-input bg-background hover:bg-muted';

interface CommonProps {
  id: string;
  error?: string;
  /** Given to the text field (catalogue) or the first option (options), so react-hook-form can focus it when invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The target muscle groups, the sixteen muscle options each chosen at most once:
 * - `catalogue`: comma-separated text, so imported exercises keep terms such as 'Middle Back', with the options as
 *   toggle buttons that add or remove a term;
 * - `options`: the options as checkbox chips (native checkboxes, so keyboard and screen readers work as usual), kept
 *   in the order chosen.
 */
export type MusclePickerProps = CommonProps &
  (
    | { variant: 'catalogue'; value: string; onChange: (value: string) => void; onBlur: () => void }
    | { variant: 'options'; value: readonly MuscleOption[]; onChange: (muscles: MuscleOption[]) => void }
  );

export function MusclePicker(props: MusclePickerProps) {
  return props.variant === 'catalogue' ? <MuscleText {...props} /> : <MuscleChecklist {...props} />;
}

function MuscleText({ id, value, onChange, onBlur, error, inputRef }: Extract<MusclePickerProps, { variant: 'catalogue' }>) {
  const text = CATALOGUE_FORM_TEXT;
  return (
    <FormField id={id} label={text.muscles} required hint={text.musclesHint} error={error}>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={text.musclesPlaceholder}
        autoComplete="off"
        maxLength={EXERCISE_INPUT_LIMITS.targetMuscleGroups}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
      />
      <ul aria-label={text.quickMuscles} className="flex flex-wrap gap-1.5">
        {MUSCLE_OPTIONS.map((muscle) => {
          const chosen = hasMuscle(value, muscle);
          return (
            <li key={muscle}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange(toggleMuscleTerm(value, muscle))}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  chosen ? CHOSEN : NOT_CHOSEN,
                )}
              >
                {chosen && <Check aria-hidden="true" className="size-3" />}
                {muscle}
              </button>
            </li>
          );
        })}
      </ul>
    </FormField>
  );
}

function MuscleChecklist({ id, value, onChange, error, inputRef }: Extract<MusclePickerProps, { variant: 'options' }>) {
  const text = OPTIONS_FORM_TEXT;
  return (
    <fieldset className="space-y-2" aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}>
      <legend className="flex items-center gap-2 text-sm leading-none font-medium">
        {text.muscles}
        <RequiredMark />
        <span className="font-normal text-muted-foreground">({text.musclesChosen(value.length)})</span>
      </legend>
      <p id={`${id}-hint`} className="pt-1 text-xs text-muted-foreground">
        {text.musclesHint}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {MUSCLE_OPTIONS.map((muscle, index) => {
          const checked = value.includes(muscle);
          return (
            <li key={muscle}>
              <label
                className={cn(
                  'flex h-full cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                  checked ? CHOSEN : NOT_CHOSEN,
                  error && !checked && 'border-red-300',
                )}
              >
                <span className="relative flex size-4 shrink-0">
                  <input
                    ref={index === 0 ? inputRef : undefined}
                    type="checkbox"
                    className="peer size-4 cursor-pointer appearance-none rounded-[4px] border border-slate-400 bg-background checked:border-primary checked:bg-primary focus-visible:outline-none"
                    checked={checked}
                    onChange={() => onChange(toggleMuscle(value, muscle))}
                  />
                  <Check
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0 m-auto size-3 text-primary-foreground opacity-0 peer-checked:opacity-100"
                  />
                </span>
                {muscle}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
