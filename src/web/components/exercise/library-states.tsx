import { AlertTriangle, SearchX } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { LIBRARY_TEXT } from './exercise-messages';

/** No exercise matches (docs/product.md#screens): 'No exercises found' with the Clear All Filters action. */
export function LibraryEmptyState({ onClearAll }: { onClearAll: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      tone="muted"
      title={LIBRARY_TEXT.emptyTitle}
      description={LIBRARY_TEXT.emptyDescription}
      action={
        <Button variant="outline" onClick={onClearAll}>
          {LIBRARY_TEXT.clearAll}
        </Button>
      }
    />
  );
}

interface LoadErrorProps {
  title: string;
  detail: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load, shown in place of the grid with a retry (the toast of docs/product.md#messages is raised by the page). */
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
