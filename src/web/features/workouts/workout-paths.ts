/** The workout routes of docs/product.md#routes, in one place. */
export const WORKOUTS_PATH = '/dashboard/workouts';
export const CREATE_WORKOUT_PATH = `${WORKOUTS_PATH}/create`;

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
