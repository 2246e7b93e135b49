import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MAX_WORKOUTS } from '@/shared/limits';
import type { WorkoutList } from '@/shared/schemas/workouts';
import { CREATE_WORKOUT_PATH } from '@/web/lib/workout-paths';
import { WORKOUT_TOASTS } from '../workouts-messages';

/**
 * The Create Workout action of the list: opens the builder, or, when the member already has the maximum (docs/product.md#validation
 * "Workout creation limit: 10 per user"), shows the 'Workout Limit Reached' toast of docs/product.md#messages instead. The server
 * refuses the eleventh workout as well; this spares the member a form they cannot save.
 */
export function useCreateWorkout(list: WorkoutList | undefined) {
  const navigate = useNavigate();
  const atLimit = list !== undefined && list.items.length >= (list.limit || MAX_WORKOUTS);
  const create = useCallback(() => {
    if (atLimit) {
      toast.error(WORKOUT_TOASTS.limit.title, { description: WORKOUT_TOASTS.limit.description, id: 'workout-limit' });
      return;
    }
    void navigate(CREATE_WORKOUT_PATH);
  }, [atLimit, navigate]);
  return { atLimit, create };
}
