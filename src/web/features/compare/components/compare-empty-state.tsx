import { GitCompareArrows } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPARE_TEXT } from '../compare-messages';

/** Nothing selected yet (spec §2 'Start Comparing Exercises'), with a short hint and the Add Exercise action. */
export function CompareEmptyState({ action }: { action: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <GitCompareArrows aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{COMPARE_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{COMPARE_TEXT.emptyHint}</p>
      <div className="mt-5">{action}</div>
    </div>
  );
}
