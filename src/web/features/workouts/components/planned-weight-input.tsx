import { useState, type ComponentProps } from 'react';
import type { WeightUnit } from '@/shared/training/units';
import { Input } from '@/web/components/ui/input';
import { WORKOUTS_TEXT } from '../workouts-messages';

/** What the unit box may say: a unit, or that the exercise is done with bodyweight. */
type WeightChoice = WeightUnit | 'bodyweight';

export type PlannedWeightValue = { weight: number | null; weightUnit: WeightUnit; bodyweight: boolean };

/**
 * What the weight box makes of what a member types: '' is no weight (null), '62,5' reads as 62.5 (a decimal comma), and
 * anything that is not a number stays NaN, so the form's rule (workoutEntryInputSchema) says so under the field.
 */
export function readWeight(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

interface PlannedWeightInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: PlannedWeightValue;
  onChange: (value: PlannedWeightValue) => void;
  /** The unit box's accessible name ('Weight unit for Bench Press'). */
  unitLabel: string;
}

/**
 * A workout entry's planned weight (docs/product.md#planned-weights): a number box (the phone's decimal keypad) and a
 * unit box beside it — kg, lb, or Bodyweight, which empties and disables the number. The box keeps what the member types
 * while they type ('62.' on the way to '62.5'); the form holds the number.
 */
export function PlannedWeightInput({ value, onChange, onBlur, unitLabel, disabled, ...props }: PlannedWeightInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = value.bodyweight ? '' : (draft ?? (value.weight === null || Number.isNaN(value.weight) ? '' : String(value.weight)));
  const choice: WeightChoice = value.bodyweight ? 'bodyweight' : value.weightUnit;
  return (
    <div className="flex gap-1.5">
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="min-w-0 flex-1"
        placeholder={value.bodyweight ? WORKOUTS_TEXT.bodyweightShort : WORKOUTS_TEXT.weightPlaceholder}
        disabled={disabled || value.bodyweight}
        maxLength={8}
        value={shown}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange({ ...value, weight: readWeight(event.target.value) });
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur?.(event);
        }}
      />
      <select
        aria-label={unitLabel}
        className="h-9 shrink-0 rounded-md border border-input bg-background px-1.5 text-sm"
        value={choice}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value as WeightChoice;
          setDraft(null);
          onChange(
            next === 'bodyweight' ? { ...value, weight: null, bodyweight: true } : { ...value, weightUnit: next, bodyweight: false },
          );
        }}
      >
        <option value="kg">kg</option>
        <option value="lb">lb</option>
        <option value="bodyweight">{WORKOUTS_TEXT.bodyweightShort}</option>
      </select>
    </div>
  );
}
