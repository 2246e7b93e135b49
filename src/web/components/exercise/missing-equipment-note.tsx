import { CircleAlert } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { LIBRARY_TEXT } from './exercise-messages';

/**
 * "Needs: Leg Press Machine" (docs/product.md#my-gyms): what an exercise requires that the member's gym lacks, on a
 * library card, a workout's entry in the builder and in the view. Nothing when nothing is missing.
 */
export function MissingEquipmentNote({ items, className }: { items: readonly string[] | undefined; className?: string }) {
  if (!items || items.length === 0) return null;
  return (
    <p className={cn('flex items-start gap-1.5 rounded-md bg-warning px-2 py-1 text-sm text-warning-foreground', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{LIBRARY_TEXT.needs(items)}</span>
    </p>
  );
}
