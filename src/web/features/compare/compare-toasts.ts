import { toast } from 'sonner';
import { COMPARE_REFUSALS } from './compare-messages';
import type { CompareRefusal } from './compare-selection';

/**
 * Tells the member why an exercise was not added: 'Limit Reached' or 'Already Added' with the description of spec §5,
 * as a destructive toast (spec §8 "Destructive toasts unless stated").
 */
export function showCompareRefusal(reason: CompareRefusal): void {
  const { title, description } = COMPARE_REFUSALS[reason];
  toast.error(title, { description });
}
