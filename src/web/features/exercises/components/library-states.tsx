import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { LIBRARY_TEXT } from '../exercises-messages';

/** No exercise matches (spec §2): 'No exercises found' with the Clear All Filters action. */
export function LibraryEmptyState({ onClearAll }: { onClearAll: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-slate-600">
        <SearchX aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{LIBRARY_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{LIBRARY_TEXT.emptyDescription}</p>
      <Button variant="outline" className="mt-5" onClick={onClearAll}>
        {LIBRARY_TEXT.clearAll}
      </Button>
    </div>
  );
}

interface LoadErrorProps {
  title: string;
  detail: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load, shown in place of the grid with a retry (the toast of spec §8 is raised by the page). */
export function LoadError({ title, detail, onRetry, retrying }: LoadErrorProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="size-6 text-red-700" />
      <h2 className="mt-3 font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-900">{detail}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : LIBRARY_TEXT.retry}
      </Button>
    </div>
  );
}
