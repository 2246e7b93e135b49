import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_SUGGESTION_FILTERS, parseSuggestionFilters, toSuggestionSearch, type SuggestionFilters } from '../filter-suggestions';

/**
 * My Suggestions' search text and difficulty, read from and written to the URL (docs/architecture.md#front-end: filters live in the
 * URL, so a view can be shared and survives a reload). Typing replaces the history entry; choosing a level adds one.
 */
export function useSuggestionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSuggestionFilters(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<SuggestionFilters>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => toSuggestionSearch({ ...parseSuggestionFilters(current), ...change }), { replace: options.replace }),
    [setSearchParams],
  );
  const clear = useCallback(() => setSearchParams(toSuggestionSearch(NO_SUGGESTION_FILTERS)), [setSearchParams]);

  return { filters, update, clear };
}
