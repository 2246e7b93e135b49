import { Plus, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { OPTIONAL_EQUIPMENT_MAX, REQUIRED_GROUP_ITEMS_MAX, REQUIRED_GROUPS_MAX } from '@/shared/limits';
import type { EquipmentGroup } from '@/web/components/exercise/equipment-groups';
import { FieldError } from '@/web/components/form-field';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import {
  addAlternative,
  addGroup,
  addOptional,
  canAddAlternative,
  canAddGroup,
  canAddOptional,
  type FormNeeds,
  itemsToAdd,
  removeGroup,
  removeOptional,
  removeRequiredItem,
  requiredBlocked,
} from './equipment-needs';
import type { ExerciseFormVariant } from './exercise-form-schema';
import { EQUIPMENT_NEEDS_TEXT as TEXT } from './exercise-form-text';

interface AddItemSelectProps {
  id: string;
  /** The trigger's accessible name; its visible placeholder starts with the same words. */
  label: string;
  placeholder: string;
  groups: EquipmentGroup[];
  onAdd: (item: string) => void;
  triggerRef?: Ref<HTMLButtonElement>;
  describedBy?: string;
  className?: string;
}

/**
 * A select that adds what is picked and goes back to its placeholder: the taxonomy's items still free, under their
 * group labels. Keyboard as any select (Enter, Space or an arrow opens it; type to jump; Enter picks).
 */
function AddItemSelect({ id, label, placeholder, groups, onAdd, triggerRef, describedBy, className }: AddItemSelectProps) {
  return (
    <Select value="" onValueChange={(item) => item !== '' && onAdd(item)} disabled={groups.length === 0}>
      <SelectTrigger ref={triggerRef} id={id} aria-label={label} aria-describedby={describedBy} className={className ?? 'w-full sm:w-64'}>
        <SelectValue
          placeholder={
            <>
              <Plus aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
              {placeholder}
            </>
          }
        />
      </SelectTrigger>
      <SelectContent>
        {groups.map((group) => (
          <SelectGroup key={group.label}>
            <SelectLabel>{group.label}</SelectLabel>
            {group.names.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A removable item, or the equipment type (marked, not removable here: it changes with the Equipment Type field). */
function ItemChip({ item, isType, removeLabel, onRemove }: { item: string; isType: boolean; removeLabel: string; onRemove: () => void }) {
  return (
    <Badge variant="accent" className="gap-1 py-1 pr-1 pl-2.5 text-sm font-normal whitespace-normal">
      {item}
      {isType ? (
        <span className="rounded-sm bg-emerald-800/10 px-1.5 py-0.5 text-[11px] font-medium text-emerald-900">{TEXT.equipmentType}</span>
      ) : (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          title={removeLabel}
          className="flex size-6 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </Badge>
  );
}

export interface EquipmentNeedsEditorProps {
  id: string;
  variant: ExerciseFormVariant;
  /** The form's current equipment type ('' until chosen): always in the first group. */
  equipmentType: string;
  value: FormNeeds;
  onChange: (needs: FormNeeds) => void;
  requiredError?: string;
  optionalError?: string;
  /** Given to the "add a group" select, so react-hook-form can focus the editor when its groups are refused. */
  requiredRef?: Ref<HTMLButtonElement>;
  /** Given to the "add helpful equipment" select, for the same reason. */
  optionalRef?: Ref<HTMLButtonElement>;
}

/**
 * What the exercise needs and what only helps (docs/product.md#exercise-form, docs/product.md#suggest,
 * docs/decisions/0025-required-and-optional-equipment.md). Required equipment is a list of groups, each met by any one
 * of its items: the first holds the equipment type (marked, not removable); each group takes alternatives from a
 * select and loses items by their remove buttons (a group left empty goes), the others can be removed whole, and a
 * select adds a group. Helpful items are chips with a select to add more. The selects offer only the taxonomy's items
 * named nowhere yet, never Bodyweight; with no equipment type yet, or Bodyweight (which needs nothing else), no
 * required item can be added, and a line says why. The limits (6 groups, 6 items a group, 10 helpful items) hide the
 * select they concern with a line saying so. Every change is announced in a polite live region, and a removal moves
 * the focus to the nearest select, so a keyboard user never lands on the page's top.
 */
export function EquipmentNeedsEditor({
  id,
  variant,
  equipmentType,
  value,
  onChange,
  requiredError,
  optionalError,
  requiredRef,
  optionalRef,
}: EquipmentNeedsEditorProps) {
  const [notice, setNotice] = useState('');
  // Where the focus goes once a removal has re-rendered the editor (the removed button is gone).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const free = itemsToAdd(value, equipmentType);
  const blocked = requiredBlocked(equipmentType);
  const groups = value.requiredEquipment;
  const ids = {
    requiredHint: `${id}-required-hint`,
    optionalHint: `${id}-optional-hint`,
    addGroup: `${id}-add-group`,
    addOptional: `${id}-add-optional`,
    group: (index: number) => `${id}-group-${index}`,
    addAlternative: (index: number) => `${id}-group-${index}-add`,
  };
  const describe = (hint: string, error: string | undefined, errorId: string) =>
    [hint, error && `${errorId}-error`].filter(Boolean).join(' ');

  const change = (next: FormNeeds, announcement: string, focus?: string) => {
    onChange(next);
    setNotice(announcement);
    if (focus) focusNext.current = focus;
  };

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3" aria-describedby={describe(ids.requiredHint, requiredError, `${id}-required`)}>
        <legend className="text-sm leading-none font-medium">{TEXT.required[variant]}</legend>
        <p id={ids.requiredHint} className="pt-1 text-xs text-muted-foreground">
          {TEXT.requiredHint}
        </p>
        {groups.length > 0 && (
          <ol className="space-y-2">
            {groups.map((group, index) => {
              const n = index + 1;
              return (
                <li key={`${index}-${group[0]}`} className="space-y-2 rounded-lg border bg-muted/30 p-3">
                  <div className="flex min-h-8 items-center justify-between gap-2">
                    <p id={ids.group(index)} className="text-xs font-medium text-muted-foreground">
                      {TEXT.groupHeading(n)} · {TEXT.anyOne}
                    </p>
                    {!group.includes(equipmentType) && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={TEXT.removeGroup(n)}
                        onClick={() => change(removeGroup(value, index), TEXT.groupRemoved(n), ids.addGroup)}
                      >
                        <Trash2 aria-hidden="true" />
                        {TEXT.removeGroupVisible}
                      </Button>
                    )}
                  </div>
                  <ul aria-labelledby={ids.group(index)} className="flex flex-wrap items-center gap-1.5">
                    {group.map((item, at) => (
                      <li key={item} className="flex items-center gap-1.5">
                        {at > 0 && (
                          <span aria-hidden="true" className="text-xs text-muted-foreground">
                            {TEXT.or}
                          </span>
                        )}
                        <ItemChip
                          item={item}
                          isType={item === equipmentType}
                          removeLabel={TEXT.removeItem(item, n)}
                          onRemove={() =>
                            change(
                              removeRequiredItem(value, index, item),
                              group.length === 1 ? TEXT.groupRemoved(n) : TEXT.removed(item, n),
                              group.length === 1 ? ids.addGroup : ids.addAlternative(index),
                            )
                          }
                        />
                      </li>
                    ))}
                  </ul>
                  {blocked === null &&
                    (canAddAlternative(value, index) ? (
                      <AddItemSelect
                        id={ids.addAlternative(index)}
                        label={TEXT.addAlternative(n)}
                        placeholder={TEXT.addAlternativePlaceholder}
                        groups={free}
                        onAdd={(item) => change(addAlternative(value, index, item), TEXT.added(item, n))}
                      />
                    ) : (
                      <p className="text-xs text-muted-foreground">{TEXT.groupFull(REQUIRED_GROUP_ITEMS_MAX)}</p>
                    ))}
                </li>
              );
            })}
          </ol>
        )}
        {blocked !== null ? (
          <p className="text-sm text-muted-foreground">{blocked === 'no-type' ? TEXT.chooseTypeFirst : TEXT.bodyweightAlone}</p>
        ) : canAddGroup(value) ? (
          <AddItemSelect
            id={ids.addGroup}
            label={TEXT.addGroup}
            placeholder={TEXT.addGroupPlaceholder}
            groups={free}
            triggerRef={requiredRef}
            onAdd={(item) => change(addGroup(value, item), TEXT.groupAdded(item, groups.length + 1))}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{TEXT.groupsFull(REQUIRED_GROUPS_MAX)}</p>
        )}
        <FieldError id={`${id}-required`} message={requiredError} />
      </fieldset>

      <fieldset className="space-y-3" aria-describedby={describe(ids.optionalHint, optionalError, `${id}-optional`)}>
        <legend className="text-sm leading-none font-medium">{TEXT.optional[variant]}</legend>
        <p id={ids.optionalHint} className="pt-1 text-xs text-muted-foreground">
          {TEXT.optionalHint}
        </p>
        {value.optionalEquipment.length > 0 ? (
          <ul aria-label={TEXT.optional[variant]} className="flex flex-wrap gap-1.5">
            {value.optionalEquipment.map((item) => (
              <li key={item}>
                <ItemChip
                  item={item}
                  isType={false}
                  removeLabel={TEXT.removeOptional(item)}
                  onRemove={() => change(removeOptional(value, item), TEXT.optionalRemoved(item), ids.addOptional)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{TEXT.noOptional}</p>
        )}
        {canAddOptional(value) ? (
          <AddItemSelect
            id={ids.addOptional}
            label={TEXT.addOptional}
            placeholder={TEXT.addOptionalPlaceholder}
            groups={free}
            triggerRef={optionalRef}
            onAdd={(item) => change(addOptional(value, item), TEXT.optionalAdded(item))}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{TEXT.optionalFull(OPTIONAL_EQUIPMENT_MAX)}</p>
        )}
        <FieldError id={`${id}-optional`} message={optionalError} />
      </fieldset>

      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
    </div>
  );
}
