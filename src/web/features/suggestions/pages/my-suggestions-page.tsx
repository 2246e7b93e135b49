import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Suggestion } from '@/shared/schemas/suggestions';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ExerciseGridSkeleton } from '@/web/components/exercise/exercise-card-skeleton';
import { LoadError } from '@/web/components/exercise/library-states';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useDeleteSuggestion } from '../api/delete-suggestion';
import { useSuggestions } from '../api/get-suggestions';
import { PageHeader } from '../components/page-header';
import { SuggestionCard } from '../components/suggestion-card';
import { NoMatchingSuggestions, SuggestionsEmptyState } from '../components/suggestions-empty-state';
import { SuggestionsToolbar } from '../components/suggestions-toolbar';
import { filterSuggestions, isFiltered } from '../filter-suggestions';
import { useSuggestionFilters } from '../hooks/use-suggestion-filters';
import { SUGGEST_EXERCISE_PATH } from '../suggestion-paths';
import { deleteSuggestionQuestion, SUGGESTION_TOASTS, SUGGESTIONS_TEXT, suggestionCountLabel } from '../suggestions-messages';
import { reportError } from '@/web/lib/report-error';

/**
 * /dashboard/my-suggestions (docs/product.md#my-suggestions): the member's own suggestions, newest first, with the
 * search and difficulty filter (in the URL, applied in the browser), the count badge, 'Suggest New Exercise', cards with
 * 'Submitted … ago' and Delete behind the 'Delete Suggestion' confirmation, and both empty states.
 */
export function MySuggestionsPage() {
  useDocumentTitle(SUGGESTIONS_TEXT.listTitle);
  const suggestions = useSuggestions();
  const { filters, update, clear } = useSuggestionFilters();
  const deleteSuggestion = useDeleteSuggestion();
  const [target, setTarget] = useState<Suggestion | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const suggestButtonRef = useRef<HTMLAnchorElement>(null);

  const items = suggestions.data?.items;
  const shown = useMemo(() => (items ? filterSuggestions(items, filters) : undefined), [items, filters]);

  // docs/product.md#messages 'Error: Failed to load your suggestions', once per failure.
  useEffect(() => {
    if (!suggestions.error) return;
    reportError(SUGGESTION_TOASTS.loadFailed.description, suggestions.error);
    toast.error(SUGGESTION_TOASTS.loadFailed.title, { description: SUGGESTION_TOASTS.loadFailed.description });
  }, [suggestions.error, suggestions.errorUpdatedAt]);

  const askDelete = (suggestion: Suggestion) => {
    setTarget(suggestion);
    setConfirmOpen(true);
  };

  const confirmDelete = () => {
    if (!target) return;
    deleteSuggestion.mutate(target.id, {
      onSuccess: () => toast.success(SUGGESTION_TOASTS.deleted.title, { description: SUGGESTION_TOASTS.deleted.description }),
      onError: (error) => {
        reportError(SUGGESTION_TOASTS.deleteFailed.description, error);
        toast.error(SUGGESTION_TOASTS.deleteFailed.title, { description: SUGGESTION_TOASTS.deleteFailed.description });
      },
      onSettled: () => setConfirmOpen(false),
    });
  };

  let content;
  if (items && shown && shown.length > 0) {
    content = (
      <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {shown.map((suggestion) => (
          <li key={suggestion.id}>
            <SuggestionCard suggestion={suggestion} onDelete={askDelete} />
          </li>
        ))}
      </ul>
    );
  } else if (items && items.length > 0) {
    content = <NoMatchingSuggestions onClear={clear} />;
  } else if (items) {
    content = <SuggestionsEmptyState />;
  } else if (suggestions.isError) {
    content = (
      <LoadError
        title={SUGGESTION_TOASTS.loadFailed.description}
        detail={SUGGESTIONS_TEXT.loadFailedDetail}
        onRetry={() => void suggestions.refetch()}
        retrying={suggestions.isFetching}
      />
    );
  } else {
    content = <ExerciseGridSkeleton label={SUGGESTIONS_TEXT.loading} />;
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <PageHeader
        title={SUGGESTIONS_TEXT.listTitle}
        subtitle={SUGGESTIONS_TEXT.listSubtitle}
        badge={
          items && shown ? (
            <Badge variant="secondary" role="status" className="text-sm">
              {suggestionCountLabel(shown.length, items.length)}
            </Badge>
          ) : (
            !suggestions.isError && <Skeleton className="h-6 w-28 rounded-full" />
          )
        }
        actions={
          <Button asChild>
            <Link ref={suggestButtonRef} to={SUGGEST_EXERCISE_PATH}>
              <Plus aria-hidden="true" />
              {SUGGESTIONS_TEXT.suggestNew}
            </Link>
          </Button>
        }
      />

      {(isFiltered(filters) || (items && items.length > 0)) && (
        <SuggestionsToolbar
          filters={filters}
          onSearch={(q) => update({ q }, { replace: true })}
          onDifficulty={(difficulty) => update({ difficulty })}
        />
      )}

      {content}

      <ConfirmDialog
        open={confirmOpen}
        title={SUGGESTIONS_TEXT.deleteTitle}
        question={deleteSuggestionQuestion(target?.exerciseName ?? '')}
        confirmLabel={SUGGESTIONS_TEXT.delete}
        pendingLabel={SUGGESTIONS_TEXT.deleting}
        cancelLabel={SUGGESTIONS_TEXT.cancel}
        pending={deleteSuggestion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        // The deleted card took its Delete button with it: give focus to 'Suggest New Exercise' instead of the body.
        fallbackFocusRef={suggestButtonRef}
      />
    </div>
  );
}
