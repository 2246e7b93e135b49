import { Check } from 'lucide-react';
import { useId, type Ref } from 'react';
import { MUSCLE_GROUP_NAMES } from '@/shared/catalogue/muscles';
import { musclesOfGroup, type MuscleName } from '@/shared/catalogue/muscle-vocabulary';
import { FieldError, RequiredMark } from '@/web/components/form-field';
import { cn } from '@/web/lib/utils';
import { toggleMuscle } from './exercise-form-schema';
import { MUSCLE_PICKER_TEXT } from './exercise-form-text';

/** How a chosen muscle looks. */
const CHOSEN = 'border-emerald-600 bg-accent font-medium text-accent-foreground';
const NOT_CHOSEN = 'border-input bg-background hover:bg-muted';

/**
 * The muscles as the forms offer them (docs/product.md#muscle-vocabulary): the vocabulary under the filter's groups,
 * alphabetically as the library's Muscle filter lists them, then Cardiovascular, which belongs to no group.
 */
const MUSCLE_CHOICES: ReadonlyArray<{ label: string; muscles: readonly MuscleName[] }> = [
  ...MUSCLE_GROUP_NAMES.map((group) => ({ label: group, muscles: musclesOfGroup(group) })).filter((group) => group.muscles.length > 0),
  { label: MUSCLE_PICKER_TEXT.other, muscles: ['Cardiovascular'] },
];

/** The first box of the list: the one react-hook-form focuses. */
const FIRST_MUSCLE = MUSCLE_CHOICES[0]?.muscles[0];

export interface MusclePickerProps {
  id: string;
  /** The legend: 'Target muscles', 'Primary Muscles', 'Secondary Muscles'. */
  label: string;
  hint: string;
  required?: boolean;
  /** The muscles chosen, in the order chosen. */
  value: readonly MuscleName[];
  onChange: (muscles: MuscleName[]) => void;
  /** Muscles that cannot be chosen here (a primary muscle in the secondary list), each with the reason shown. */
  unavailable?: readonly MuscleName[];
  unavailableNote?: string;
  error?: string;
  /** Given to the first box, so react-hook-form can focus the list when it is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of the vocabulary's muscles to tick, under their groups (docs/product.md#muscle-vocabulary): native
 * checkboxes, so the keyboard and screen readers work as usual; each group's muscles are a list named by its
 * heading. The value keeps the order the muscles were ticked (the first named is the main one for a suggestion).
 */
export function MusclePicker({
  id,
  label,
  hint,
  required,
  value,
  onChange,
  unavailable = [],
  unavailableNote,
  error,
  inputRef,
}: MusclePickerProps) {
  const baseId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}>
      <legend className="flex items-center gap-2 text-sm leading-none font-medium">
        {label}
        {required && <RequiredMark />}
        <span className="font-normal text-muted-foreground">({MUSCLE_PICKER_TEXT.chosen(value.length)})</span>
      </legend>
      <p id={`${id}-hint`} className="pt-1 text-xs text-muted-foreground">
        {hint}
      </p>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {MUSCLE_CHOICES.map((group, groupIndex) => {
          const headingId = `${baseId}-g${groupIndex}`;
          return (
            <div key={group.label}>
              <p id={headingId} className="pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </p>
              <ul aria-labelledby={headingId} className="flex flex-wrap gap-1.5">
                {group.muscles.map((muscle) => {
                  const checked = value.includes(muscle);
                  const disabled = !checked && unavailable.includes(muscle);
                  const ref = muscle === FIRST_MUSCLE ? inputRef : undefined;
                  return (
                    <li key={muscle}>
                      <label
                        title={disabled ? unavailableNote : undefined}
                        className={cn(
                          'flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                          checked ? CHOSEN : NOT_CHOSEN,
                          disabled && 'cursor-not-allowed opacity-50 hover:bg-background',
                          error && !checked && 'border-red-300',
                        )}
                      >
                        <span className="relative flex size-4 shrink-0">
                          <input
                            ref={ref}
                            type="checkbox"
                            className="peer size-4 cursor-pointer appearance-none rounded-[4px] border border-slate-400 bg-background checked:border-primary checked:bg-primary focus-visible:outline-none disabled:cursor-not-allowed"
                            checked={checked}
                            disabled={disabled}
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
            </div>
          );
        })}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
