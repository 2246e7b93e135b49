import type { Ref } from 'react';
import { DIFFICULTY_LEVELS, formatDifficulty, isDifficultyLevel, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';

/** The select's value for "no level chosen" (docs/product.md#validation: select items never have an empty value). */
const ALL_LEVELS = 'all';

type DifficultySelectProps = {
  /** The trigger's id, for its `<label htmlFor>`. */
  id: string;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  name?: string;
  'aria-label'?: string;
  className?: string;
} & (
  | {
      /** A form field: one of the three levels. */ allLabel?: undefined;
      value: DifficultyLevel;
      onChange: (level: DifficultyLevel) => void;
    }
  | {
      /** A filter: the first option, worded by `allLabel` ('All Levels'), stands for no level (`null`). */
      allLabel: string;
      value: DifficultyLevel | null;
      onChange: (level: DifficultyLevel | null) => void;
    }
);

/**
 * A difficulty picker listing Beginner, Intermediate and Advanced in catalogue order (docs/product.md#data, shown capitalised), for
 * the exercise and suggestion forms; with `allLabel`, a filter whose first option clears the level (admin list, My
 * Suggestions). Values that are not a level are ignored.
 */
export function DifficultySelect(props: DifficultySelectProps) {
  const { id, onBlur, triggerRef, name, className } = props;
  const onValueChange = (value: string) => {
    if (isDifficultyLevel(value)) props.onChange(value);
    else if (props.allLabel !== undefined && value === ALL_LEVELS) props.onChange(null);
  };
  return (
    <Select value={props.value ?? ALL_LEVELS} onValueChange={onValueChange} name={name}>
      <SelectTrigger ref={triggerRef} id={id} onBlur={onBlur} className={className} aria-label={props['aria-label']}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {props.allLabel !== undefined && <SelectItem value={ALL_LEVELS}>{props.allLabel}</SelectItem>}
        {DIFFICULTY_LEVELS.map((level) => (
          <SelectItem key={level} value={level}>
            {formatDifficulty(level)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
