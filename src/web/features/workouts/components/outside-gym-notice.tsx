import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The line over a workout some of whose entries the active gym cannot do ('2 exercises need equipment Home lacks',
 * docs/product.md#workout-builder, docs/product.md#workout-view), with what to do about it: 'Adapt to my gym'.
 */
export function OutsideGymNotice({ text, action }: { text: string; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-warning px-3 py-2 text-sm text-warning-foreground">
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{text}</span>
      </p>
      {action}
    </div>
  );
}
