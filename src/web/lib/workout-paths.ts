import type { ExerciseSummary } from '@/shared/schemas/exercise';

/** The workout routes of docs/product.md#routes, in one place (the workouts feature and the kit's Add to workout menu). */
export const WORKOUTS_PATH = '/dashboard/workouts';
export const CREATE_WORKOUT_PATH = `${WORKOUTS_PATH}/create`;

/** The builder's search parameter naming the exercise a new workout starts with (docs/product.md#add-to-workout). */
export const FIRST_EXERCISE_PARAM = 'exercise';

/**
 * What a link to the builder may carry in the router's state: the first exercise as the page already has it, so the
 * builder need not read it again. The address's `exercise` stays the truth (a reload reads the exercise by id).
 */
export type CreateWorkoutState = { firstExercise?: ExerciseSummary };

/** The builder's query parameter (`adapt=1`) that opens 'Adapt to my gym' at once (docs/product.md#workout-view). */
export const ADAPT_PARAM = 'adapt';

/**
 * The view, edit and start routes of one workout (`/dashboard/workouts/{workoutId}[/edit|/start]`), and `adapt`: the
 * builder opening 'Adapt to my gym'.
 */
export function workoutPaths(id: string) {
  const view = `${WORKOUTS_PATH}/${encodeURIComponent(id)}`;
  return { view, edit: `${view}/edit`, adapt: `${view}/edit?${ADAPT_PARAM}=1`, start: `${view}/start` };
}

/** The builder in create mode with `exerciseId` as its first entry: `/dashboard/workouts/create?exercise={id}`. */
export function createWorkoutWithPath(exerciseId: string): string {
  return `${CREATE_WORKOUT_PATH}?${new URLSearchParams({ [FIRST_EXERCISE_PARAM]: exerciseId }).toString()}`;
}
