import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Exercise, ExerciseSummary } from '@/shared/schemas/exercise';
import { isWholeExercise } from '@/shared/exercise-summary';
import { useMe } from '@/web/api/get-me';
import { exercisesByIdsQueryKey, useExercisesByIds } from '@/web/api/get-exercises-by-ids';
import { COMPARE_IDS_PARAM, addToSelection, parseCompareIds, removeFromSelection, toCompareSearch } from '@/web/lib/compare-selection';
import { showCompareRefusal } from '@/web/lib/compare-refusals';
import { readLastSelection, saveLastSelection } from '@/web/lib/last-comparison';

/**
 * The comparison selection of the page (docs/product.md#behaviour: up to 4, added, removed or cleared), kept in the URL (`?ids=a,b`,
 * see src/web/lib/compare-selection.ts) so a comparison survives a reload and can be shared, and its exercises loaded from the
 * server, which drops those the viewer may not see (docs/product.md#compare).
 *
 * - The URL is rewritten (replace, no history entry) to its canonical form: ids the server dropped, duplicates, extra
 *   ids beyond 4 and malformed ones disappear from the address bar, so they are never shown nor passed on.
 * - Opened without any `ids` parameter (e.g. from the sidebar), the page returns to this member's last comparison in
 *   this tab.
 * - Each settled selection is remembered for the library's Compare toggles and tray (src/web/lib/last-comparison.ts).
 * - add/remove/clear add a history entry and prime the query cache with the exercises already on screen, so the
 *   cards change at once instead of flashing skeletons.
 */
export function useCompareSelection() {
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id;
  const ids = useMemo(() => parseCompareIds(searchParams), [searchParams]);
  const hasIdsParam = searchParams.has(COMPARE_IDS_PARAM);
  const query = useExercisesByIds(ids);
  const { data } = query;

  // The newest selection written, until the URL catches up: two quick removals must not undo each other.
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [ids]);

  const go = useCallback(
    (next: string[], shown: Exercise[] | undefined, replace: boolean) => {
      pending.current = next;
      if (shown) queryClient.setQueryData(exercisesByIdsQueryKey(next), shown);
      // Remembered before navigating: with nothing selected the URL has no `ids`, and the restore below must then
      // find nothing to restore (Clear All, or a shared link whose exercises this viewer may not see).
      saveLastSelection(userId, next);
      const nextSearch = toCompareSearch(next);
      void navigate({ search: nextSearch ? `?${nextSearch}` : '' }, { replace });
    },
    [navigate, queryClient, userId],
  );

  useEffect(() => {
    if (!hasIdsParam) {
      const last = readLastSelection(userId);
      if (last.length > 0) void navigate({ search: `?${toCompareSearch(last)}` }, { replace: true });
      return;
    }
    // What the viewer may see: the server's answer once it has come, else what the URL asks for.
    const visible = data ? data.map((exercise) => exercise.id) : ids;
    const canonical = visible.length > 0 ? `?${toCompareSearch(visible)}` : '';
    if (search !== canonical) go(visible, data, true);
    else if (data) saveLastSelection(userId, visible);
  }, [hasIdsParam, data, ids, search, go, navigate, userId]);

  const current = useCallback(() => pending.current ?? ids, [ids]);

  /**
   * Adds `exercise` unless it is already there or 4 are selected; then it shows 'Already Added' / 'Limit Reached'
   * (docs/product.md#validation, docs/product.md#messages). Returns true when it was added. A summary (a search
   * result) is read whole with the rest of the selection; a whole exercise is shown at once.
   */
  const add = useCallback(
    (exercise: ExerciseSummary | Exercise): boolean => {
      const result = addToSelection(current(), exercise.id);
      if (!result.ok) {
        showCompareRefusal(result.reason);
        return false;
      }
      go(result.ids, data && data.length === result.ids.length - 1 && isWholeExercise(exercise) ? [...data, exercise] : undefined, false);
      return true;
    },
    [current, data, go],
  );

  const remove = useCallback(
    (exerciseId: string) => {
      const next = removeFromSelection(current(), exerciseId);
      go(
        next,
        data?.filter((exercise) => next.includes(exercise.id)),
        false,
      );
    },
    [current, data, go],
  );

  const clear = useCallback(() => go([], [], false), [go]);

  return { ids, query, add, remove, clear };
}
