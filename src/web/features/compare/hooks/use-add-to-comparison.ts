import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Exercise } from '@/shared/schemas/exercise';
import { useMe } from '@/web/features/auth/api/get-me';
import { getExercisesByIdsQueryOptions } from '../api/get-exercises-by-ids';
import { COMPARE_TEXT } from '../compare-messages';
import { addToSelection, compareHref, type AddResult } from '../compare-selection';
import { showCompareRefusal } from '../compare-toasts';
import { readLastSelection, saveLastSelection } from '../last-selection';

/**
 * The library's Compare action (issue 3 §1): adds `exercise` to the member's last comparison (this tab's and this
 * member's, see last-selection.ts) and opens /dashboard/compare-exercises?ids=<existing…>,<new>. The rules of spec §5
 * apply before leaving the library: 'Already Added' or 'Limit Reached' is shown as a toast and the member stays where
 * they are.
 *
 * 'Limit Reached' means four exercises the member can see are selected: a full stored list is first checked against
 * the server (GET /api/exercises/by-ids, which drops exercises since deleted or no longer visible to them, as the
 * comparison page does), and what is left is what counts. If that check fails, 'Failed to load exercises' is shown.
 */
export function useAddToComparison(): (exercise: Exercise) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id;
  // One check at a time: a double click must not show two toasts or navigate twice.
  const checking = useRef(false);

  const add = useCallback(
    async (exercise: Exercise) => {
      const stored = readLastSelection(userId);
      let result: AddResult = addToSelection(stored, exercise.id);
      if (!result.ok && result.reason === 'limit') {
        if (checking.current) return;
        checking.current = true;
        try {
          // Fresh, not cached: the point is to see what the server says now.
          const items = await queryClient.fetchQuery({ ...getExercisesByIdsQueryOptions(stored), staleTime: 0 });
          const visible = items.map((item) => item.id);
          saveLastSelection(userId, visible);
          result = addToSelection(visible, exercise.id);
        } catch (error) {
          console.error(COMPARE_TEXT.loadFailed, error);
          toast.error(COMPARE_TEXT.loadFailed);
          return;
        } finally {
          checking.current = false;
        }
      }
      if (!result.ok) {
        showCompareRefusal(result.reason);
        return;
      }
      saveLastSelection(userId, result.ids);
      await navigate(compareHref(result.ids));
    },
    [navigate, queryClient, userId],
  );

  return useCallback((exercise: Exercise) => void add(exercise), [add]);
}
