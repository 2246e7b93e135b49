import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Exercise } from '@/shared/schemas/exercise';
import { addToSelection, compareHref } from '../compare-selection';
import { showCompareRefusal } from '../compare-toasts';
import { readLastSelection, saveLastSelection } from '../last-selection';

/**
 * The library's Compare action (issue 3 §1): adds `exercise` to the member's last comparison (this tab's, see
 * last-selection.ts) and opens /dashboard/compare-exercises?ids=<existing…>,<new>. The rules of spec §5 apply before
 * leaving the library: 'Already Added' or 'Limit Reached' is shown as a toast and the member stays where they are.
 */
export function useAddToComparison(): (exercise: Exercise) => void {
  const navigate = useNavigate();
  return useCallback(
    (exercise: Exercise) => {
      const result = addToSelection(readLastSelection(), exercise.id);
      if (!result.ok) {
        showCompareRefusal(result.reason);
        return;
      }
      saveLastSelection(result.ids);
      void navigate(compareHref(result.ids));
    },
    [navigate],
  );
}
