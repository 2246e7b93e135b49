import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { MUSCLE_OPTIONS } from '@/shared/catalogue/muscles';
import { describedBy, FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';
import { FORM_TEXT } from '../admin-messages';
import { hasMuscle, toggleMuscleTerm } from '../exercise-form';

interface MuscleFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Target muscle groups (spec §3: comma-separated text): a text field, so imported exercises keep terms such as
 * 'Middle Back', plus the sixteen muscle options of spec §3 as toggle buttons that add or remove a term.
 */
export function MuscleField({ id, value, onChange, onBlur, error, inputRef }: MuscleFieldProps) {
  return (
    <FormField id={id} label={FORM_TEXT.muscles} required hint={FORM_TEXT.musclesHint} error={error}>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={FORM_TEXT.musclesPlaceholder}
        autoComplete="off"
        maxLength={300}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
      />
      <ul aria-label={FORM_TEXT.quickMuscles} className="flex flex-wrap gap-1.5">
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
                  chosen ? 'border-emerald-600 bg-accent font-medium text-accent-foreground' : 'border-input bg-background hover:bg-muted',
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
