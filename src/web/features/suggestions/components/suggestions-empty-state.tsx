import { Lightbulb, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SUGGEST_EXERCISE_PATH } from '../suggestion-paths';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

const FRAME = 'flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-card px-6 py-14 text-center';

/** No suggestion at all (spec §2): 'No suggestions yet', 'Start by suggesting your first exercise!' and its button. */
export function SuggestionsEmptyState() {
  return (
    <div className={FRAME}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Lightbulb aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{SUGGESTIONS_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{SUGGESTIONS_TEXT.emptyDescription}</p>
      <Button asChild className="mt-5">
        <Link to={SUGGEST_EXERCISE_PATH}>
          <Plus aria-hidden="true" />
          {SUGGESTIONS_TEXT.emptyAction}
        </Link>
      </Button>
    </div>
  );
}

/** Suggestions exist but none passes the search and filter (spec §2): 'No suggestions found'. */
export function NoMatchingSuggestions({ onClear }: { onClear: () => void }) {
  return (
    <div className={FRAME}>
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-slate-600">
        <SearchX aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{SUGGESTIONS_TEXT.noMatchTitle}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{SUGGESTIONS_TEXT.noMatchDescription}</p>
      <Button variant="outline" className="mt-5" onClick={onClear}>
        {SUGGESTIONS_TEXT.clearFilters}
      </Button>
    </div>
  );
}
