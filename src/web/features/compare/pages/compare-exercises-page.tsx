import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/exercise/library-states';
import { useErrorToast } from '@/web/hooks/use-error-toast';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { COMPARE_TEXT, selectedCountLabel } from '../compare-messages';
import { AddExerciseDialog } from '../components/add-exercise-dialog';
import { CompareEmptyState } from '../components/compare-empty-state';
import { ComparisonTable, ComparisonTableSkeleton } from '../components/comparison-table';
import { ComparisonSummary } from '../components/comparison-summary';
import { useCompareSelection } from '../hooks/use-compare-selection';
import { useComparisonFocus } from '../hooks/use-comparison-focus';

/**
 * /dashboard/compare-exercises — the comparison tool (docs/product.md#screens, docs/product.md#compare): up to four
 * exercises side by side in one table whose rows line up and whose columns scroll sideways together, the selection in
 * the URL (`?ids=a,b,c`), the '{n}/4 exercises selected' badge, Clear All, the 'Add Exercise' dialog, and
 * the Comparison Summary once more than one is selected.
 */
export function CompareExercisesPage() {
  useDocumentTitle(COMPARE_TEXT.title);
  const { ids, query, add, remove, clear } = useCompareSelection();
  const [dialogOpen, setDialogOpen] = useState(false);
  const exercises = query.data;
  useErrorToast(query.error, query.errorUpdatedAt, COMPARE_TEXT.loadFailed);
  const { gridRef, addButtonRef, focusAfterRemove, focusAddAfterChange, focusAddOnDialogClose } = useComparisonFocus(exercises);

  // Rendered in one place at a time (the empty state, or the header once something is selected), so one ref serves.
  const addButton = (
    <Button ref={addButtonRef} onClick={() => setDialogOpen(true)}>
      <Plus aria-hidden="true" />
      {COMPARE_TEXT.addExercise}
    </Button>
  );

  let content;
  if (ids.length === 0) {
    content = <CompareEmptyState action={addButton} />;
  } else if (exercises) {
    content = (
      <>
        <ComparisonTable
          ref={gridRef}
          exercises={exercises}
          onRemove={(exercise) => {
            focusAfterRemove(exercises.indexOf(exercise));
            remove(exercise.id);
          }}
        />
        {exercises.length > 1 && <ComparisonSummary exercises={exercises} />}
      </>
    );
  } else if (query.isError) {
    content = (
      <LoadError
        title={COMPARE_TEXT.loadFailed}
        detail={COMPARE_TEXT.loadFailedDetail}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <ComparisonTableSkeleton count={ids.length} />;
  }

  // While the selection loads the URL's count stands in; once loaded, what the viewer may actually see.
  const count = exercises?.length ?? ids.length;

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{COMPARE_TEXT.title}</h1>
            <Badge variant="secondary" role="status" className="text-sm">
              {selectedCountLabel(count)}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">{COMPARE_TEXT.subtitle}</p>
        </div>
        {ids.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => {
                focusAddAfterChange();
                clear();
              }}
            >
              {COMPARE_TEXT.clearAll}
            </Button>
            {addButton}
          </div>
        )}
      </header>

      {content}

      <AddExerciseDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        selectedIds={ids}
        onAdd={add}
        onCloseAutoFocus={focusAddOnDialogClose}
      />
    </div>
  );
}
