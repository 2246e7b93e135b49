import { WORKOUT_MESSAGES } from '@/shared/workout-messages';

/**
 * The user-visible strings of the kit's workout parts: the library's Add to workout menu (docs/product.md#add-to-workout)
 * and the gym note a workouts list shows (docs/product.md#workouts), exactly as the product document words them
 * (docs/architecture.md#strings). The rule messages the server shares live in src/shared/workout-messages.ts.
 */
export const ADD_TO_WORKOUT_TEXT = {
  trigger: 'Add to workout',
  /** The accessible name of each trigger, so a grid's many can be told apart. */
  label: (exercise: string) => `Add ${exercise} to a workout`,
  heading: 'Add to a workout',
  workouts: 'Your workouts',
  loading: 'Loading workouts...',
  loadFailed: 'Failed to load workouts',
  retry: 'Try again',
  empty: 'No workouts yet: start one with this exercise.',
  newWorkout: 'New workout',
  alreadyAdded: 'Already added',
  adding: 'Adding...',
  addedTo: (workout: string) => `Added to ${workout}.`,
  openWorkout: 'Open workout',
  limit: WORKOUT_MESSAGES.limit,
} as const;

/** The Add to workout menu's toasts (docs/product.md#add-to-workout); failures are destructive. */
export const ADD_TO_WORKOUT_TOASTS = {
  added: (exercise: string, workout: string) => ({
    title: 'Added to workout',
    description: `${exercise} is now the last exercise of ${workout}.`,
  }),
  duplicate: { title: WORKOUT_MESSAGES.duplicateTitle, description: WORKOUT_MESSAGES.duplicate },
  failed: { title: 'Error', description: 'Failed to add the exercise to the workout' },
  /** A refusal the server words (a workout gone, too many exercises): its own sentence under this title. */
  refusedTitle: 'Error',
} as const;

/** '1 exercise' / '5 exercises'. */
export function exerciseCountText(count: number): string {
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`;
}

/** '2 exercises need equipment Home lacks' (docs/product.md#workouts): how many of a workout's entries the gym cannot do. */
export function workoutGymNote(count: number, gymName: string): string {
  return `${count} ${count === 1 ? 'exercise needs' : 'exercises need'} equipment ${gymName} lacks`;
}
