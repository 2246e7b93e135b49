import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { MUSCLE_OPTIONS, type MuscleOption } from '@/shared/catalogue/muscles';
import { FieldError, RequiredMark } from '@/web/components/form-field';
import { cn } from '@/web/lib/utils';
import { toggleMuscle } from '../suggestion-form';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

interface MusclePickerProps {
  id: string;
  value: readonly MuscleOption[];
  onChange: (muscles: MuscleOption[]) => void;
  error?: string;
  /** Given to the first option, so react-hook-form can focus the group when it is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The target muscle groups: the sixteen options of spec §3 as toggle chips (native checkboxes, so keyboard and screen
 * readers work as usual), each chosen at most once (spec §5), kept in the order chosen.
 */
export function MusclePicker({ id, value, onChange, error, inputRef }: MusclePickerProps) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend className="flex items-center gap-2 text-sm leading-none font-medium">
        {SUGGESTIONS_TEXT.muscles}
        <RequiredMark />
        <span className="font-normal text-muted-foreground">({SUGGESTIONS_TEXT.musclesChosen(value.length)})</span>
      </legend>
      <p id={`${id}-hint`} className="pt-1 text-xs text-muted-foreground">
        {SUGGESTIONS_TEXT.musclesHint}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {MUSCLE_OPTIONS.map((muscle, index) => {
          const checked = value.includes(muscle);
          return (
            <li key={muscle}>
              <label
                className={cn(
                  'flex h-full cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                  checked ? 'border-emerald-600 bg-accent font-medium text-accent-foreground' : 'border-input bg-background hover:bg-muted',
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
