import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { cn } from '@/web/lib/utils';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** A labelled run of options (the equipment filter's 'Free weights', 'Machines', ...). */
export interface FilterGroup<T extends string> {
  label: string;
  options: ReadonlyArray<FilterOption<T>>;
}

interface FilterPopoverProps<T extends string> {
  /** 'Equipment', 'Difficulty', 'Muscle Group', 'Goal'. */
  label: string;
  /** The options, as one list, or as labelled groups (each group's options under its heading; empty groups are not shown). */
  options: ReadonlyArray<FilterOption<T>> | ReadonlyArray<FilterGroup<T>>;
  selected: readonly T[];
  onToggle: (value: T) => void;
  onClear: () => void;
  /** Shown when there are no options (e.g. the equipment list failed to load). */
  emptyText?: string;
  /** Added to the button's classes (the Add Exercise picker's narrower buttons on a phone). */
  triggerClassName?: string;
}

const isGrouped = <T extends string>(options: FilterPopoverProps<T>['options']): options is ReadonlyArray<FilterGroup<T>> =>
  options.some((option) => 'options' in option);

/**
 * One multi-select filter (docs/product.md#limits): a button that opens a checkbox list. Keyboard: Enter/Space opens, Tab moves
 * through the boxes, Space ticks, Escape closes and returns focus to the button (Radix Popover). Grouped options are
 * lists named by their visible group heading, so a screen reader announces the group on entering it.
 */
export function FilterPopover<T extends string>({
  label,
  options,
  selected,
  onToggle,
  onClear,
  emptyText,
  triggerClassName,
}: FilterPopoverProps<T>) {
  const baseId = useId();
  const count = selected.length;
  const groups: ReadonlyArray<{ label: string | null; options: ReadonlyArray<FilterOption<T>> }> = isGrouped(options)
    ? options
    : [{ label: null, options }];
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className={cn(
            'h-10 gap-1 px-2.5 sm:gap-2 sm:px-4',
            count > 0 && 'border-primary text-primary hover:text-primary',
            triggerClassName,
          )}
        >
          {label}
          {count > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground">
              {count}
              <span className="sr-only"> selected</span>
            </span>
          )}
          {/* No chevron on phones, so the filters take little room at 390 px (they wrap onto a second row when needed). */}
          <ChevronDown aria-hidden="true" className="hidden text-slate-500 sm:block" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={`${label} filter`} className="w-64 p-0">
        <fieldset className="min-w-0">
          <legend className="sr-only">Filter by {label.toLowerCase()}</legend>
          <div className="flex items-center justify-between border-b px-3 py-2">
            <span aria-hidden="true" className="text-sm font-semibold">
              {label}
            </span>
            <Button variant="ghost" size="sm" onClick={onClear} disabled={count === 0} className="h-7 px-2">
              Clear<span className="sr-only"> {label.toLowerCase()} filter</span>
            </Button>
          </div>
          {groups.every((group) => group.options.length === 0) ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            <div className="max-h-72 overflow-y-auto p-1.5">
              {groups.map((group, groupIndex) => {
                if (group.options.length === 0) return null;
                const headingId = `${baseId}-g${groupIndex}`;
                return (
                  <div key={group.label ?? groupIndex} className={cn(group.label && groupIndex > 0 && 'mt-1.5 border-t pt-1.5')}>
                    {group.label && (
                      <p id={headingId} className="px-2 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                        {group.label}
                      </p>
                    )}
                    <ul className="space-y-0.5" aria-labelledby={group.label ? headingId : undefined}>
                      {group.options.map((option, index) => {
                        const id = `${baseId}-${groupIndex}-${index}`;
                        return (
                          <li key={option.value}>
                            <label
                              htmlFor={id}
                              className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
                            >
                              <Checkbox id={id} checked={selected.includes(option.value)} onCheckedChange={() => onToggle(option.value)} />
                              {option.label}
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })}
            </div>
          )}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
