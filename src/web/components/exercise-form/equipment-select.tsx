import type { Ref } from 'react';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { equipmentChoices, type ExerciseFormVariant } from './exercise-form-schema';
import { CATALOGUE_FORM_TEXT, OPTIONS_FORM_TEXT } from './exercise-form-text';

interface EquipmentSelectProps {
  id: string;
  variant: ExerciseFormVariant;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  name?: string;
  describedBy?: string;
  triggerRef?: Ref<HTMLButtonElement>;
}

function Items({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <SelectItem key={name} value={name}>
      {name}
    </SelectItem>
  ));
}

/**
 * The equipment select (docs/product.md#equipment-taxonomy): every item of the taxonomy under its group's label; in the
 * catalogue variant also an unknown current value, labelled. '' means "nothing chosen yet" and shows the placeholder
 * (no item has an empty value).
 */
export function EquipmentSelect({ id, variant, value, onChange, onBlur, invalid, name, describedBy, triggerRef }: EquipmentSelectProps) {
  const { groups, other } = equipmentChoices(variant, value);
  return (
    <Select value={value} onValueChange={onChange} name={name}>
      <SelectTrigger
        ref={triggerRef}
        id={id}
        onBlur={onBlur}
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder={(variant === 'catalogue' ? CATALOGUE_FORM_TEXT : OPTIONS_FORM_TEXT).equipmentPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {groups.map((group) => (
          <SelectGroup key={group.label}>
            <SelectLabel>{group.label}</SelectLabel>
            <Items names={group.names} />
          </SelectGroup>
        ))}
        {other && (
          <SelectGroup>
            <SelectLabel>{CATALOGUE_FORM_TEXT.otherEquipment}</SelectLabel>
            <Items names={[other]} />
          </SelectGroup>
        )}
      </SelectContent>
    </Select>
  );
}
