import { useEffect, useState } from 'react';

/** Debounce of the library search box: the query follows the typing after 250 ms of quiet (docs/product.md#library). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box's text, kept locally while typing and committed through `commit` once typing pauses.
 * When the committed value changes from elsewhere (Back button, 'Clear All Filters'), the box follows it; when it
 * changes to what this hook itself committed, the box keeps whatever has been typed since — the owner may apply a
 * commit a render late, and the newer text must not be replaced by the older one it is about to supersede.
 * Returns the text to show and its setter.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The last value this hook handed to `commit`, until the committed value moves somewhere else.
  const [sent, setSent] = useState<string | null>(null);

  // React's "adjust state when a prop changes" pattern: no effect, no extra render pass on screen.
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== sent) {
      setSent(null);
      if (committed !== draft.trim()) setDraft(committed);
    }
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === committed) return;
    const timer = window.setTimeout(() => {
      setSent(next);
      commit(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, committed, commit]);

  return [draft, setDraft];
}
