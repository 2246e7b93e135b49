import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { exerciseIdOf, withExercise } from '@/web/lib/exercise-address';
import {
  EMPTY_LIBRARY_PARAMS,
  changeLibraryParams,
  parseLibraryParams,
  toLibrarySearch,
  type LibraryParams,
} from '@/web/lib/library-params';

/** A change to the view: the new values, or a function of the newest view (for toggles that may come in quick succession). */
export type LibraryChange = Partial<LibraryParams> | ((current: LibraryParams) => Partial<LibraryParams>);

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (used while refining a search, so Back skips keystrokes). */
  replace?: boolean;
}

/**
 * The library's view state read from and written to the URL (docs/architecture.md#front-end). `update` applies a change with the docs/product.md#behaviour
 * rule (page back to 1 unless the change sets it) and adds a history entry, so the back button steps through views.
 *
 * Two changes may arrive before React renders the first (two quick ticks in a filter): the view written last is kept
 * in a ref until the URL catches up, so the second change builds on the first instead of on the stale render.
 *
 * An open exercise (`exercise`, docs/product.md#exercise-address) stays in the address through a change that replaces
 * the entry (the page settling its gym or its last page under an open dialog), with the entry's state.
 */
export function useLibraryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const params = useMemo(() => parseLibraryParams(searchParams), [searchParams]);
  const pending = useRef<LibraryParams | null>(null);

  useEffect(() => {
    pending.current = null;
  }, [params]);

  const update = useCallback(
    (change: LibraryChange, options: UpdateOptions = {}) => {
      const base = pending.current ?? params;
      const next = changeLibraryParams(base, typeof change === 'function' ? change(base) : change);
      pending.current = next;
      const search = toLibrarySearch(next);
      if (options.replace) setSearchParams(withExercise(search, exerciseIdOf(searchParams)), { replace: true, state });
      else setSearchParams(search);
    },
    [params, searchParams, setSearchParams, state],
  );

  /** Clears search text, filters and sort (the 'Clear All Filters' action, docs/product.md#screens). */
  const clearAll = useCallback(() => update(EMPTY_LIBRARY_PARAMS), [update]);

  return { params, update, clearAll };
}
