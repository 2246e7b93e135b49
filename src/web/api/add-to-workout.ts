import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutDetail, WorkoutInput } from '@/shared/schemas/workouts';
import { isApiError } from '@/web/lib/api-client';
import { newEntry } from '@/web/lib/workout-entry';
import { getWorkout } from './get-workout';
import { updateWorkout } from './save-workout';
import { workoutsKeys } from './workouts-keys';

/** The exercise is an entry of the workout already (docs/product.md#workout-builder: no exercise twice); nothing was sent. */
export class AlreadyInWorkoutError extends Error {
  constructor() {
    super('The exercise is already in the workout.');
    this.name = 'AlreadyInWorkoutError';
  }
}

/**
 * The PUT body that appends `exerciseId` to `workout` (docs/product.md#add-to-workout): name and description as they
 * are, every entry as it is in its saved order (a locked one too: the server lets an entry stay that the member may no
 * longer see), and a new entry last with the builder's defaults (3 sets, reps '10').
 * @throws AlreadyInWorkoutError when `exerciseId` is an entry already.
 */
export function appendedWorkoutInput(workout: WorkoutDetail, exerciseId: string): WorkoutInput {
  if (workout.entries.some((entry) => entry.exerciseId === exerciseId)) throw new AlreadyInWorkoutError();
  const entries = [...workout.entries]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map(({ exerciseId: id, sets, reps, weight, weightUnit, bodyweight, notes }) => ({
      exerciseId: id,
      sets,
      reps,
      weight,
      weightUnit,
      bodyweight,
      notes,
    }));
  return { name: workout.name, description: workout.description, entries: [...entries, newEntry(exerciseId)] };
}

/**
 * Appends an exercise to one of the member's workouts (docs/product.md#add-to-workout): reads the workout as the
 * server has it now (GET /api/workouts/{id}, not a cached copy that another tab may have outdated), then saves it
 * whole with the exercise last (PUT /api/workouts/{id}). Answers the saved workout.
 * @throws AlreadyInWorkoutError when the exercise is an entry already (nothing is saved).
 * @throws ApiError: 404 when the workout is gone or not the member's, or the exercise is not one the member may see;
 *   422 with issues when the server refuses the body (more than 50 entries: WORKOUT_MESSAGES.tooManyExercises).
 */
export async function addExerciseToWorkout(workoutId: string, exerciseId: string): Promise<WorkoutDetail> {
  const workout = await getWorkout(workoutId);
  return updateWorkout(workoutId, appendedWorkoutInput(workout, exerciseId));
}

/**
 * The Add to workout menu's save: on success the saved workout replaces its cached copy and the workouts list is read
 * again (its count and entries changed); so it is after a refusal that shows the list out of date. Toasts are the caller's.
 */
export function useAddToWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workoutId, exerciseId }: { workoutId: string; exerciseId: string }) => addExerciseToWorkout(workoutId, exerciseId),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workoutsKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: workoutsKeys.list() });
    },
    // The list was out of date: the exercise is in the workout already (added in another tab), or a 404 says the
    // workout is gone or the exercise no longer the member's to see. It is read again, so the menu shows what is there.
    // Not awaited: the toast need not wait for it.
    onError: (error) => {
      if (error instanceof AlreadyInWorkoutError || isApiError(error, 404))
        void queryClient.invalidateQueries({ queryKey: workoutsKeys.list() });
    },
  });
}
