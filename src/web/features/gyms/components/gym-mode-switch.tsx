import { useId } from 'react';
import { Switch } from '@/web/components/ui/switch';
import { GYMS_TEXT } from '../gyms-messages';

interface GymModeSwitchProps {
  /** The gym the switch limits the list to (the view's, else the active one). */
  gymName: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The library's "Only my equipment" switch (docs/product.md#my-gyms): on, only what `gymName` makes possible; off,
 * everything, with each card saying what the gym lacks. A real switch (role switch), labelled, toggled with Space.
 */
export function GymModeSwitch({ gymName, checked, onCheckedChange }: GymModeSwitchProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-lg border bg-card px-3 py-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-gym`} />
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {GYMS_TEXT.onlyMyEquipment}
      </label>
      <span id={`${id}-gym`} className="min-w-0 truncate text-sm text-muted-foreground">
        {GYMS_TEXT.atGym(gymName)}
      </span>
    </div>
  );
}
