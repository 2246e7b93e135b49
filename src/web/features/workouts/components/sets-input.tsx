import { useState, type ComponentProps } from 'react';
import { SETS_MAX, SETS_MIN } from '@/shared/limits';
import { normalizeSets } from '@/shared/schemas/workouts';
import { Input } from '@/web/components/ui/input';

interface SetsInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: unknown;
  onChange: (sets: number) => void;
}

/**
 * The sets of an entry (docs/product.md#validation: 1 to 20, a value that is not a number becomes 1). The box keeps what the member types
 * while they type; the form always holds the normalised number, and the box shows it again on blur.
 */
export function SetsInput({ value, onChange, onBlur, ...props }: SetsInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      min={SETS_MIN}
      max={SETS_MAX}
      step={1}
      value={draft ?? String(normalizeSets(value))}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(normalizeSets(event.target.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
