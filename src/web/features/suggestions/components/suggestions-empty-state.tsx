import { Lightbulb, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { SUGGEST_EXERCISE_PATH } from '../suggestion-paths';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

/** No suggestion at all (docs/product.md#screens): 'No suggestions yet', 'Start by suggesting your first exercise!' and its button. */
export function SuggestionsEmptyState() {
  return (
    <EmptyState
      icon={Lightbulb}
      title={SUGGESTIONS_TEXT.emptyTitle}
      description={SUGGESTIONS_TEXT.emptyDescription}
      wide
      action={
        <Button asChild>
          <Link to={SUGGEST_EXERCISE_PATH}>
            <Plus aria-hidden="true" />
            {SUGGESTIONS_TEXT.emptyAction}
          </Link>
        </Button>
      }
    />
  );
}

/** Suggestions exist but none passes the search and filter (docs/product.md#screens): 'No suggestions found'. */
export function NoMatchingSuggestions({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      tone="muted"
      title={SUGGESTIONS_TEXT.noMatchTitle}
      description={SUGGESTIONS_TEXT.noMatchDescription}
      action={
        <Button variant="outline" onClick={onClear}>
          {SUGGESTIONS_TEXT.clearFilters}
        </Button>
      }
    />
  );
}
