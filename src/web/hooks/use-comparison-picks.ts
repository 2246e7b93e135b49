import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { Exercise, ExerciseSummary } from '@/shared/schemas/exercise';
import { isWholeExercise } from '@/shared/exercise-summary';
import { MAX_COMPARE } from '@/shared/limits';
import { showCompareRefusal } from '@/web/lib/compare-refusals';
import { addToSelection, compareHref, parseCompareIds, removeFromSelection, type AddResult } from '@/web/lib/compare-selection';
import { exercisesByIdsQueryKey, getExercisesByIdsQueryOptions } from '@/web/api/get-exercises-by-ids';
import { lastSelectionSnapshot, readLastSelection, saveLastSelection, subscribeLastSelection } from '@/web/lib/last-comparison';
import { reportError } from '@/web/lib/report-error';

/** What the comparison tray says to screen readers after a change, and what the library shows on a failed check. */
export const COMPARISON_PICKS_TEXT = {
  added: (name: string, count: number) => `${name} added to the comparison, ${count} of ${MAX_COMPARE} selected`,
  removed: (name: string, count: number) => `${name} removed from the comparison, ${count} of ${MAX_COMPARE} selected`,
  cleared: 'Comparison cleared',
  loadFailed: 'Failed to load exercises',
} as const;

export interface ComparisonPicks {
  /** The picked ids, in the order added (at most MAX_COMPARE). */
  ids: string[];
  /** The picked exercises the viewer may see, in order; undefined until the first answer. */
  exercises: Exercise[] | undefined;
  /** The comparison page's URL for the picks ('/dashboard/compare-exercises?ids=a,b'). */
  href: string;
  /** The last change in words, for a polite live region ('' before any change). */
  announcement: string;
  isPicked: (exerciseId: string) => boolean;
  /** Picks `exercise`, or unpicks it when it is already picked. At the limit: 'Limit Reached' (docs/product.md#validation). */
  toggle: (exercise: ExerciseSummary) => void;
  remove: (exercise: ExerciseSummary) => void;
  clear: () => void;
}

/**
 * The comparison selection as the library uses it: pick exercises to compare without leaving the page (docs/product.md#compare:
 * up to 4 exercises, added, removed or cleared). The selection is the tab's
 * stored one (src/web/lib/last-comparison.ts, docs/decisions/0007-comparison-selection-in-the-url.md), shared with the
 * comparison page, so "Compare now" opens exactly what was picked and the page's own changes show here.
 *
 * - The exercises come from GET /api/exercises/by-ids, which drops those the viewer may not see; once it answers, the
 *   stored selection is rewritten without them (as the comparison page rewrites its URL).
 * - Picking with MAX_COMPARE already stored first checks the stored ids against the server (fresh): only exercises
 *   the viewer can still see count towards the limit. If that check fails, 'Failed to load exercises' is shown.
 * - Each pick or removal primes the query cache with the exercises already known, so the tray never flashes empty.
 *
 * `userId` is the signed-in member's id (undefined while unknown: nothing is read or kept).
 */
export function useComparisonPicks(userId: string | undefined): ComparisonPicks {
  const queryClient = useQueryClient();
  const snapshot = useSyncExternalStore(
    subscribeLastSelection,
    () => lastSelectionSnapshot(userId),
    () => '',
  );
  const ids = useMemo(() => parseCompareIds(new URLSearchParams(snapshot)), [snapshot]);
  const query = useQuery({ ...getExercisesByIdsQueryOptions(ids), placeholderData: keepPreviousData });
  const exercises = query.data;
  const settled = exercises !== undefined && !query.isPlaceholderData;
  const [announcement, setAnnouncement] = useState('');
  // One check at a time: a double click at the limit must not show two toasts.
  const checking = useRef(false);

  // Ids the server did not return are not the viewer's to compare: drop them from the stored selection.
  useEffect(() => {
    if (!settled) return;
    const visible = exercises.map((exercise) => exercise.id);
    if (visible.length !== ids.length) saveLastSelection(userId, visible);
  }, [settled, exercises, ids, userId]);

  /**
   * Stores `next` with its exercises primed from what is already known as whole exercises (so the tray keeps its
   * names); a pick known only by its summary (a library card) is read with the rest, the tray showing the previous
   * picks meanwhile.
   */
  const store = useCallback(
    (next: string[], known: ReadonlyArray<ExerciseSummary | Exercise>) => {
      const byId = new Map(known.filter(isWholeExercise).map((exercise) => [exercise.id, exercise]));
      const primed = next.flatMap((id) => byId.get(id) ?? []);
      if (primed.length === next.length) queryClient.setQueryData(exercisesByIdsQueryKey(next), primed);
      saveLastSelection(userId, next);
    },
    [queryClient, userId],
  );

  const add = useCallback(
    async (exercise: ExerciseSummary) => {
      const stored = readLastSelection(userId);
      let known: ReadonlyArray<ExerciseSummary | Exercise> = exercises ?? [];
      let result: AddResult = addToSelection(stored, exercise.id);
      if (!result.ok && result.reason === 'limit') {
        if (checking.current) return;
        checking.current = true;
        try {
          // Fresh, not cached: the point is to see what the server says now.
          known = await queryClient.fetchQuery({ ...getExercisesByIdsQueryOptions(stored), staleTime: 0 });
          const visible = known.map((item) => item.id);
          saveLastSelection(userId, visible);
          result = addToSelection(visible, exercise.id);
        } catch (error) {
          reportError(COMPARISON_PICKS_TEXT.loadFailed, error);
          toast.error(COMPARISON_PICKS_TEXT.loadFailed);
          return;
        } finally {
          checking.current = false;
        }
      }
      if (!result.ok) {
        showCompareRefusal(result.reason);
        return;
      }
      store(result.ids, [...known, exercise]);
      setAnnouncement(COMPARISON_PICKS_TEXT.added(exercise.exerciseName, result.ids.length));
    },
    [exercises, queryClient, store, userId],
  );

  const remove = useCallback(
    (exercise: ExerciseSummary) => {
      const next = removeFromSelection(readLastSelection(userId), exercise.id);
      store(next, exercises ?? []);
      setAnnouncement(COMPARISON_PICKS_TEXT.removed(exercise.exerciseName, next.length));
    },
    [exercises, store, userId],
  );

  const isPicked = useCallback((exerciseId: string) => ids.includes(exerciseId.toLowerCase()), [ids]);

  const toggle = useCallback(
    (exercise: ExerciseSummary) => {
      if (isPicked(exercise.id)) remove(exercise);
      else void add(exercise);
    },
    [add, isPicked, remove],
  );

  const clear = useCallback(() => {
    store([], []);
    setAnnouncement(COMPARISON_PICKS_TEXT.cleared);
  }, [store]);

  return { ids, exercises, href: compareHref(ids), announcement, isPicked, toggle, remove, clear };
}
