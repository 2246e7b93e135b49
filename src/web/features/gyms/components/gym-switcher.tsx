import { ChevronDown, Settings2, Warehouse } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useGyms } from '@/web/api/get-gyms';
import { useSetActiveGym } from '@/web/api/set-active-gym';
import { reportError } from '@/web/lib/report-error';
import { GYM_TOASTS, GYMS_TEXT } from '../gyms-messages';

/** The value of the "No gym" row (no gym id is empty). */
const NO_GYM = '';
export const MY_GYMS_PATH = '/dashboard/gyms';

/**
 * The dashboard header's gym switcher (docs/product.md#my-gyms): the active gym's name (or "All equipment"), and a menu
 * of the member's gyms, "No gym — show everything" and Manage gyms. A choice is kept on the server at once and every
 * page follows it. At phone width the button keeps its icon and a shortened name, so the header stays one row.
 */
export function GymSwitcher() {
  const gyms = useGyms();
  const setActive = useSetActiveGym();
  const navigate = useNavigate();
  const list = gyms.data ?? [];
  const active = list.find((gym) => gym.isActive) ?? null;

  const choose = (value: string) => {
    const gymId = value === NO_GYM ? null : value;
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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-[6.75rem] min-w-0 gap-1.5 px-2 sm:max-w-56 sm:px-3" aria-label={`${GYMS_TEXT.switcherLabel}: ${label}`}>
          <Warehouse aria-hidden="true" className="text-primary" />
          <span className="truncate">{gyms.isPending ? GYMS_TEXT.switcherLabel : label}</span>
          <ChevronDown aria-hidden="true" className="hidden opacity-60 sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{GYMS_TEXT.switcherLabel}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={active?.id ?? NO_GYM} onValueChange={choose}>
          {list.map((gym) => (
            <DropdownMenuRadioItem key={gym.id} value={gym.id}>
              <span className="min-w-0 flex-1 truncate">{gym.name}</span>
              <span className="text-xs text-muted-foreground">{gym.exerciseCount}</span>
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuRadioItem value={NO_GYM}>{GYMS_TEXT.noGym}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(MY_GYMS_PATH)}>
          <Settings2 aria-hidden="true" />
          {list.length === 0 ? GYMS_TEXT.addGym : GYMS_TEXT.manageGyms}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
