import type { Ref } from 'react';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { FORM_TEXT } from '../admin-messages';
import { equipmentChoices } from '../exercise-form';

interface EquipmentSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  triggerRef?: Ref<HTMLButtonElement>;
}

/** The equipment select: the twelve options of spec §3, the importer's names, and an unknown current value. */
export function EquipmentSelect({ id, value, onChange, onBlur, invalid, describedBy, triggerRef }: EquipmentSelectProps) {
  const choices = equipmentChoices(value);
  return (
    // '' means "nothing chosen yet" (the placeholder shows); spec §5: no item has an empty value.
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger
        ref={triggerRef}
        id={id}
        onBlur={onBlur}
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder={FORM_TEXT.equipmentPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>{FORM_TEXT.formEquipment}</SelectLabel>
          {choices.form.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectGroup>
          <SelectLabel>{FORM_TEXT.importedEquipment}</SelectLabel>
          {choices.imported.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectGroup>
        {choices.other && (
          <SelectGroup>
            <SelectLabel>{FORM_TEXT.otherEquipment}</SelectLabel>
            <SelectItem value={choices.other}>{choices.other}</SelectItem>
          </SelectGroup>
        )}
      </SelectContent>
    </Select>
  );
}
