import type { Ref } from 'react';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
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
 * The equipment select: the twelve equipment options; in the catalogue variant also the importer's names and an
 * unknown current value, each group labelled. '' means "nothing chosen yet" and shows the placeholder (no item has an
 * empty value).
 */
export function EquipmentSelect({ id, variant, value, onChange, onBlur, invalid, name, describedBy, triggerRef }: EquipmentSelectProps) {
  const choices = variant === 'catalogue' ? equipmentChoices(value) : null;
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
        <SelectValue placeholder={(choices ? CATALOGUE_FORM_TEXT : OPTIONS_FORM_TEXT).equipmentPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {choices ? (
          <>
            <SelectGroup>
              <SelectLabel>{CATALOGUE_FORM_TEXT.formEquipment}</SelectLabel>
              <Items names={choices.form} />
            </SelectGroup>
            <SelectGroup>
              <SelectLabel>{CATALOGUE_FORM_TEXT.importedEquipment}</SelectLabel>
              <Items names={choices.imported} />
            </SelectGroup>
            {choices.other && (
              <SelectGroup>
                <SelectLabel>{CATALOGUE_FORM_TEXT.otherEquipment}</SelectLabel>
                <Items names={[choices.other]} />
              </SelectGroup>
            )}
          </>
        ) : (
          <Items names={EQUIPMENT_OPTIONS} />
        )}
      </SelectContent>
    </Select>
  );
}
