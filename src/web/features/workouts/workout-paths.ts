/** The workout routes of docs/product.md#routes, in one place. */
export const WORKOUTS_PATH = '/dashboard/workouts';
export const CREATE_WORKOUT_PATH = `${WORKOUTS_PATH}/create`;

/** The view, edit and start routes of one workout (`/dashboard/workouts/{workoutId}[/edit|/start]`). */
export function workoutPaths(id: string) {
  const view = `${WORKOUTS_PATH}/${encodeURIComponent(id)}`;
  return { view, edit: `${view}/edit`, start: `${view}/start` };
}
