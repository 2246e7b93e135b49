import { GitCompareArrows } from 'lucide-react';
import type { Exercise } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { COMPARE_TEXT, compareActionLabel } from '../compare-messages';
import { useAddToComparison } from '../hooks/use-add-to-comparison';

interface CompareButtonProps {
  exercise: Exercise;
  className?: string;
}

/**
 * The Compare action of a library card and of the details dialog (issue 3 §1). Visible text 'Compare'; its accessible
 * name is 'Compare {name}' (starting with the visible word, WCAG 2.5.3), so the grid's many buttons can be told apart.
 */
export function CompareButton({ exercise, className }: CompareButtonProps) {
  const addToComparison = useAddToComparison();
  return (
    <Button
      variant="outline"
      className={cn('shrink-0', className)}
      aria-label={compareActionLabel(exercise.exerciseName)}
      onClick={() => addToComparison(exercise)}
    >
      <GitCompareArrows aria-hidden="true" />
      {COMPARE_TEXT.compare}
    </Button>
  );
}
