import { useEffect, useState } from 'react';

/** Debounce of the library search box: the query follows the typing after 250 ms of quiet (docs/product.md#library). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box's text, kept locally while typing and committed through `commit` once typing pauses.
 * When the committed value changes from elsewhere (Back button, 'Clear All Filters'), the box follows it.
 * Returns the text to show and its setter.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);

  // React's "adjust state when a prop changes" pattern: no effect, no extra render pass on screen.
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== draft.trim()) setDraft(committed);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === committed) return;
    const timer = window.setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, committed, commit]);

  return [draft, setDraft];
}
