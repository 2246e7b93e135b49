import { toast } from 'sonner';
import { MAX_COMPARE } from '@/shared/limits';
import type { CompareRefusal } from './compare-selection';

/** The refusals of docs/product.md#compare, shown as destructive toasts (docs/product.md#messages 'Limit Reached', 'Already Added'). */
export const COMPARE_REFUSALS = {
  limit: { title: 'Limit Reached', description: `You can compare up to ${MAX_COMPARE} exercises at once` },
  duplicate: { title: 'Already Added', description: 'This exercise is already in your comparison' },
} as const;

/**
 * Tells the member why an exercise was not added: 'Limit Reached' or 'Already Added' with the description of docs/product.md#validation,
 * as a destructive toast (docs/product.md#messages).
 */
export function showCompareRefusal(reason: CompareRefusal): void {
  const { title, description } = COMPARE_REFUSALS[reason];
  toast.error(title, { description });
}
