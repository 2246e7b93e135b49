import { Check, GitCompareArrows } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

interface CompareToggleProps {
  exerciseId: string;
  exerciseName: string;
  /** True while the exercise is in the comparison selection. */
  picked: boolean;
  onToggle: () => void;
  className?: string;
}

/** The toggles' shared text: visible 'Compare'; accessible name 'Compare {name}'. */
export const COMPARE_TOGGLE_TEXT = { compare: 'Compare' } as const;

/**
 * The Compare toggle of a library card and of the details dialog: picks the exercise into the comparison selection
 * and leaves the member where they are (the tray lists the picks). A toggle button (WAI-ARIA APG "Button" pattern:
 * `aria-pressed`), so a screen reader says whether it is picked; pressing it again unpicks. Visible text 'Compare';
 * the accessible name 'Compare {name}' starts with the visible word (WCAG 2.5.3), so the grid's many toggles can be
 * told apart. `data-compare-toggle` lets the tray return focus here when the last pick is removed.
 */
export function CompareToggle({ exerciseId, exerciseName, picked, onToggle, className }: CompareToggleProps) {
  return (
    <Button
      variant="outline"
      className={cn('shrink-0', picked && 'border-primary bg-accent text-primary hover:bg-accent', className)}
      aria-label={`${COMPARE_TOGGLE_TEXT.compare} ${exerciseName}`}
      aria-pressed={picked}
      data-compare-toggle={exerciseId}
      onClick={onToggle}
    >
      {picked ? <Check aria-hidden="true" /> : <GitCompareArrows aria-hidden="true" />}
      {COMPARE_TOGGLE_TEXT.compare}
    </Button>
  );
}
