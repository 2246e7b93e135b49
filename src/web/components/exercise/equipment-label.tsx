import { Dumbbell } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/**
 * An exercise's equipment with its icon, read by screen readers as 'Equipment: {name}' (docs/product.md#screens cards and dialogs show
 * the equipment beside the difficulty badge). `className` adds to the inline layout (e.g. text size and colour).
 */
export function EquipmentLabel({ equipment, className }: { equipment: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Dumbbell aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">Equipment: </span>
      {equipment}
    </span>
  );
}
