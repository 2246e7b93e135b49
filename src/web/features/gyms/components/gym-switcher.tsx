import { ChevronDown, Settings2, Warehouse } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { useGyms } from '@/web/api/get-gyms';
import { useSetActiveGym } from '@/web/api/set-active-gym';
import { reportError } from '@/web/lib/report-error';
import { GYM_TOASTS, GYMS_TEXT } from '../gyms-messages';

/** The value of the "No gym" choice (no gym id is empty). */
const NO_GYM = '';
export const MY_GYMS_PATH = '/dashboard/gyms';

/**
 * The dashboard header's gym switcher (docs/product.md#my-gyms): the active gym's name (or "All equipment"), and a
 * popover with the member's gyms as radio buttons (arrow keys move between them, as in any radio group), "No gym —
 * show everything" and Manage gyms. A choice is kept on the server at once and every page follows it. At phone width
 * the button keeps its icon and a shortened name, so the header stays one row. Built on the header's Popover and
 * native radios, so the shell loads no menu code of its own.
 */
export function GymSwitcher() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const gyms = useGyms();
  const setActive = useSetActiveGym();
  const list = gyms.data ?? [];
  const active = list.find((gym) => gym.isActive) ?? null;

  const choose = (value: string) => {
    const gymId = value === NO_GYM ? null : value;
    setOpen(false);
    if (gymId === (active?.id ?? null)) return;
    const name = gymId === null ? null : (list.find((gym) => gym.id === gymId)?.name ?? null);
    setActive.mutate(gymId, {
      onSuccess: () => toast.success(GYM_TOASTS.activated(name).title, { description: GYM_TOASTS.activated(name).description }),
      onError: (error) => {
        reportError(GYM_TOASTS.activateFailed.description!, error);
        toast.error(GYM_TOASTS.activateFailed.title, { description: GYM_TOASTS.activateFailed.description });
      },
    });
  };

  const label = active?.name ?? GYMS_TEXT.noGymShort;
  const options = [
    ...list.map((gym) => ({ value: gym.id, name: gym.name, count: gym.exerciseCount })),
    { value: NO_GYM, name: GYMS_TEXT.noGym, count: null },
  ];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="max-w-[6.75rem] min-w-0 shrink gap-1.5 px-2 sm:max-w-56 sm:px-3"
          aria-label={`${GYMS_TEXT.switcherLabel}: ${label}`}
        >
          <Warehouse aria-hidden="true" className="text-primary" />
          <span className="truncate">{gyms.isPending ? GYMS_TEXT.switcherLabel : label}</span>
          <ChevronDown aria-hidden="true" className="hidden opacity-60 sm:block" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 p-1">
        <fieldset>
          <legend className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">{GYMS_TEXT.switcherLabel}</legend>
          {options.map((option) => {
            const optionId = `${id}-${option.value || 'none'}`;
            const checked = (active?.id ?? NO_GYM) === option.value;
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent has-focus-visible:bg-accent"
              >
                <input
                  id={optionId}
                  type="radio"
                  name={`${id}-gym`}
                  value={option.value}
                  checked={checked}
                  onChange={() => choose(option.value)}
                  className="size-4 accent-primary focus-visible:outline-none"
                />
                <span className="min-w-0 flex-1 truncate">{option.name}</span>
                {option.count !== null && <span className="text-xs text-muted-foreground">{option.count}</span>}
              </label>
            );
          })}
        </fieldset>
        <div className="my-1 h-px bg-border" />
        <Link
          to={MY_GYMS_PATH}
          onClick={() => setOpen(false)}
          className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
        >
          <Settings2 aria-hidden="true" className="size-4" />
          {list.length === 0 ? GYMS_TEXT.addGym : GYMS_TEXT.manageGyms}
        </Link>
      </PopoverContent>
    </Popover>
  );
}
