import { toast } from 'sonner';
import { MAX_COMPARE } from '@/shared/limits';
import type { CompareRefusal } from './compare-selection';

/** The refusals of product spec §5 Comparison, shown as destructive toasts (§8 'Limit Reached', 'Already Added'). */
export const COMPARE_REFUSALS = {
  limit: { title: 'Limit Reached', description: `You can compare up to ${MAX_COMPARE} exercises at once` },
  duplicate: { title: 'Already Added', description: 'This exercise is already in your comparison' },
} as const;

/**
 * Tells the member why an exercise was not added: 'Limit Reached' or 'Already Added' with the description of spec §5,
 * as a destructive toast (spec §8 "Destructive toasts unless stated").
 */
export function showCompareRefusal(reason: CompareRefusal): void {
  const { title, description } = COMPARE_REFUSALS[reason];
  toast.error(title, { description });
}
