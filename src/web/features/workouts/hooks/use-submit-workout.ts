import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { WorkoutInput } from '@/shared/schemas/workouts';
import { isApiError } from '@/web/lib/api-client';
import { applyServerErrors, type FieldOf } from '@/web/lib/form-errors';
import { useSaveWorkout } from '@/web/api/save-workout';
import type { WorkoutFormValues } from '../workout-form';
import { WORKOUTS_PATH } from '@/web/lib/workout-paths';
import { VALIDATION_ERROR_TITLE, WORKOUT_TOASTS } from '../workouts-messages';
import { reportError } from '@/web/lib/report-error';

const ENTRY_FIELD = /^entries\.\d+\.(sets|reps|weight|notes)$/;

/**
 * Where the builder shows a problem the server names by its request path: the name and description fields, an entry's
 * sets, reps, weight or notes field (`entries.0.sets` is the form's own path too), and any other entry problem (the
 * list itself, an exercise id) above the list of exercises.
 */
const serverFieldOf: FieldOf<FieldPath<WorkoutFormValues>> = (path) => {
  if (path === 'name' || path === 'description') return path;
  if (ENTRY_FIELD.test(path)) return path as FieldPath<WorkoutFormValues>;
  if (path === 'entries' || path.startsWith('entries.')) return 'entries';
  return undefined;
};

/**
 * Saves the builder's workout (create when `workoutId` is undefined, else update) with the toasts of docs/product.md#messages: 'Success'
 * then back to the list; 'Workout Limit Reached' for the server's 409; for a 400/422 each of the server's field
 * problems under its field (`setError`) and a 'Validation Error' toast (src/web/lib/form-errors.ts); otherwise
 * 'Error: Failed to create workout' / 'Failed to update workout'.
 */
export function useSubmitWorkout(workoutId: string | undefined, setError: UseFormSetError<WorkoutFormValues>) {
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
        reportError('Workout save failed', error);
        if (isApiError(error, 409) && error.code === 'LIMIT_REACHED') {
          toast.error(WORKOUT_TOASTS.limit.title, { description: error.message || WORKOUT_TOASTS.limit.description });
        } else if (!applyServerErrors(error, setError, serverFieldOf, VALIDATION_ERROR_TITLE)) {
          const failed = editing ? WORKOUT_TOASTS.updateFailed : WORKOUT_TOASTS.createFailed;
          toast.error(failed.title, { description: failed.description });
        }
      },
    });

  return { submit, saving: save.isPending || save.isSuccess };
}
