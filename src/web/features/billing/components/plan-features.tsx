import { Check } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** A plan's benefits as a checked list. */
export function PlanFeatures({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
