import { ListPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { Spinner } from '@/web/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip';
import { useCanHover } from '@/web/hooks/use-can-hover';
import { cn } from '@/web/lib/utils';
import { ADD_TO_WORKOUT_TEXT } from './workout-messages';

// The menu's content (the workouts list query, the save, the builder link) loads when a member first opens a menu,
// not with the library page (docs/architecture.md#performance).
const AddToWorkoutPanel = lazy(() => import('./add-to-workout-panel').then((module) => ({ default: module.AddToWorkoutPanel })));

interface AddToWorkoutMenuProps {
  exercise: ExerciseSummary;
  /**
   * `icon`: a square button, with a tooltip where the pointer can hover (a library card, an alternative's row);
   * `button`: the icon and 'Add to workout'.
   */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * 'Add to workout' (docs/product.md#add-to-workout): a button named 'Add {exercise} to a workout' that opens a popover
 * listing the member's workouts and 'New workout' (AddToWorkoutPanel). Built on the Popover the library already loads
 * (a Radix dropdown menu would add its own code to the library's first load, decision 0026): Tab and Shift+Tab move
 * through the choices, Enter or Space picks one, Escape closes it and focus returns to the button. The caller offers it
 * only for exercises the member may add (the sample rule: docs/product.md#roles-and-access).
 */
export function AddToWorkoutMenu({ exercise, variant = 'icon', className }: AddToWorkoutMenuProps) {
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(false);
  // A touch screen has no hover to open a tooltip on: there the button's name is its label alone, and a page of cards
  // hydrates without twelve tooltips (docs/architecture.md#performance).
  const canHover = useCanHover();
  const withTooltip = variant === 'icon' && canHover;
  // When the menu closes, focus returns to the button; its tooltip would then open and take the next Escape, which
  // from the details dialog should close the dialog. So the tooltip ignores that one return of focus.
  const focusReturning = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onTipChange = (next: boolean) => {
    if (next && focusReturning.current) {
      focusReturning.current = false;
      return;
    }
    focusReturning.current = false;
    setTip(next);
  };
  const label = ADD_TO_WORKOUT_TEXT.label(exercise.exerciseName);
  const trigger =
    variant === 'icon' ? (
      <Button ref={triggerRef} variant="outline" size="icon" aria-label={label} className={cn('shrink-0', className)}>
        <ListPlus aria-hidden="true" />
      </Button>
    ) : (
      <Button ref={triggerRef} variant="outline" aria-label={label} className={cn('shrink-0', className)}>
        <ListPlus aria-hidden="true" />
        {ADD_TO_WORKOUT_TEXT.trigger}
      </Button>
    );
  return (
    <Popover open={open} onOpenChange={setOpen}>
      {withTooltip ? (
        <Tooltip open={tip && !open} onOpenChange={onTipChange}>
          <TooltipTrigger asChild>
            <PopoverTrigger asChild>{trigger}</PopoverTrigger>
          </TooltipTrigger>
          {/* In place, not portalled: a tooltip outside every landmark fails axe's region rule (tooltip.tsx). */}
          <TooltipContent portal={false}>{ADD_TO_WORKOUT_TEXT.trigger}</TooltipContent>
        </Tooltip>
      ) : (
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      )}
      <PopoverContent
        ref={contentRef}
        aria-label={label}
        align="end"
        collisionPadding={8}
        className="w-72 max-w-[calc(100vw-1rem)] p-1"
        onCloseAutoFocus={(event) => {
          focusReturning.current = variant === 'icon';
          // Radix leaves focus alone once anything outside the menu had it (a save briefly drops focus to the page while
          // the chosen workout's button is disabled); unless the member moved on to something else, it goes back to
          // the button, so Escape never strands focus on the page behind a dialog.
          const active = document.activeElement;
          if (active === null || active === document.body || contentRef.current?.contains(active)) {
            event.preventDefault();
            triggerRef.current?.focus();
          }
        }}
      >
        {open && (
          <Suspense fallback={<Spinner label={ADD_TO_WORKOUT_TEXT.loading} showLabel className="px-2 py-3" />}>
            <AddToWorkoutPanel exercise={exercise} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </PopoverContent>
    </Popover>
  );
}
