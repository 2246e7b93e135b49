import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { WorkoutInput } from '@/shared/schemas/workouts';
import { isApiError } from '@/web/lib/api-client';
import { useSaveWorkout } from '../api/save-workout';
import { WORKOUTS_PATH } from '../workout-paths';
import { VALIDATION_ERROR_TITLE, WORKOUT_TOASTS } from '../workouts-messages';

/**
 * Saves the builder's workout (create when `workoutId` is undefined, else update) with the toasts of spec §8: 'Success'
 * then back to the list; 'Workout Limit Reached' for the server's 409; 'Validation Error' with the server's rule message
 * for a 422; otherwise 'Error: Failed to create workout' / 'Failed to update workout'.
 */
export function useSubmitWorkout(workoutId: string | undefined) {
  const navigate = useNavigate();
  const save = useSaveWorkout(workoutId);
  const editing = workoutId !== undefined;

  const submit = (input: WorkoutInput) =>
    save.mutate(input, {
      onSuccess: () => {
        const done = editing ? WORKOUT_TOASTS.updated : WORKOUT_TOASTS.created;
        toast.success(done.title, { description: done.description });
        void navigate(WORKOUTS_PATH);
      },
      onError: (error) => {
        console.error('Workout save failed', error);
        if (isApiError(error, 409) && error.code === 'LIMIT_REACHED') {
          toast.error(WORKOUT_TOASTS.limit.title, { description: error.message || WORKOUT_TOASTS.limit.description });
        } else if (isApiError(error, 422) && error.issues?.[0]) {
          toast.error(VALIDATION_ERROR_TITLE, { description: error.issues[0].message });
        } else {
          const failed = editing ? WORKOUT_TOASTS.updateFailed : WORKOUT_TOASTS.createFailed;
          toast.error(failed.title, { description: failed.description });
        }
      },
    });

  return { submit, saving: save.isPending || save.isSuccess };
}
