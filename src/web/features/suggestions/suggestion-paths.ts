/** The routes of the suggestions feature (docs/product.md#routes). */
export const SUGGEST_EXERCISE_PATH = '/dashboard/suggest-exercise';
export const MY_SUGGESTIONS_PATH = '/dashboard/my-suggestions';
export const ADD_EXERCISE_PATH = '/dashboard/add-exercise';
