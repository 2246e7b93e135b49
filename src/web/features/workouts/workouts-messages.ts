import { WORKOUT_MESSAGES } from '@/shared/schemas/workouts';

/** A toast: its title and description (sonner's `toast(title, { description })`). */
export interface WorkoutToast {
  title: string;
  description: string;
}

/**
 * Every user-visible string of the workouts feature, exactly as docs/product.md#screens, docs/product.md#validation and docs/product.md#messages write them where the spec words
 * them (docs/architecture.md#strings). The rule messages themselves live in the shared schema (WORKOUT_MESSAGES).
 */
export const WORKOUTS_TEXT = {
  listTitle: 'My Workouts',
  listSubtitle: 'Plan your sessions: exercises in order, with sets, reps and weight.',
  createTitle: 'Create Workout',
  createSubtitle: 'Name your workout, add exercises and set the order you will do them in.',
  editTitle: 'Edit Workout',
  editSubtitle: 'Change the details, the exercises or their order.',
  createWorkout: 'Create Workout',
  quickStart: 'Quick Start',
  startWorkout: 'Start Workout',
  edit: 'Edit',
  loading: 'Loading workouts...',
  loadFailedDetail: 'Something went wrong while loading your workouts.',
  loadingWorkout: 'Loading workout...',
  emptyTitle: 'No Workouts Created Yet',
  emptyDescription: 'Build your first workout from the exercise library: pick exercises, set the order, sets, reps and weight.',
  deleteTitle: 'Delete Workout',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  backToWorkouts: 'Back to workouts',
  noDescription: 'No description',
  detailsHeading: 'Workout details',
  name: 'Workout name',
  namePlaceholder: 'e.g. Push Day',
  description: 'Description',
  descriptionPlaceholder: 'What is this workout for? (optional)',
  exercisesHeading: 'Exercises',
  addExercise: 'Add Exercise',
  noEntriesTitle: 'No exercises yet',
  noEntriesDescription: 'Add exercises from the library, then drag them into the order you will do them.',
  viewEmptyTitle: 'No exercises in this workout',
  viewEmptyDescription: 'Its exercises may have been removed from the library. Edit the workout to add exercises.',
  save: 'Save Workout',
  update: 'Update Workout',
  saving: 'Saving...',
  sets: 'Sets',
  reps: 'Reps',
  weight: 'Weight',
  notes: 'Notes',
  repsPlaceholder: '10 or 8-12',
  weightPlaceholder: '50',
  weightUnit: 'Weight unit',
  bodyweight: 'Bodyweight',
  bodyweightShort: 'BW',
  /** The workout view's stat: a soft hyphen lets a phone's narrow box break it as 'Body-weight', not mid-syllable. */
  bodyweightStat: 'Body\u00ADweight',
  notesPlaceholder: 'Tempo, rest, cues...',
  locked: 'Locked exercise — subscribe to see it',
  lockedName: 'Locked exercise',
  subscribe: 'View plans',
  viewDetails: 'View details',
  favoritesOnly: 'Favorites only',
  gymOnly: (gym: string) => `Only my equipment at ${gym}`,
  pickerLoading: 'Loading exercises...',
  pickerEmpty: 'No exercises match your search.',
  pickerNoFavorites: 'No favorites match. Save exercises with the heart in the library.',
  pickerLoadFailed: 'Failed to load exercises',
  pickerRetry: 'Try again',
  pickerRetrying: 'Retrying...',
  pickerMore: 'Show more',
  pickerSampleOnly: 'sample exercises · subscribe to add any exercise from the full library',
  pickerDone: 'Done',
  pickerFilters: 'Filter exercises',
  pickerEmptyFiltered: 'No exercises match your search and filters.',
  pickerClearFilters: 'Clear filters',
  added: 'Added',
  reorderInstructions:
    'To pick up an exercise, press Space or Enter. Use the Up and Down arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
} as const;

/** Swap and Adapt to my gym (docs/product.md#workout-builder): exercises that stand in for an entry, in the member's gym. */
export const FIT_TEXT = {
  swap: 'Swap',
  /** The entry's Swap button's name and the dialog's title. */
  swapTitle: (name: string) => `Swap ${name}`,
  swapDescription: 'Pick an exercise that trains the same thing. Sets, reps, weight and notes stay as they are.',
  swapLoading: 'Loading alternatives',
  swapLoadFailed: 'Failed to load alternatives',
  retry: 'Try again',
  swapNone: 'No alternatives found',
  swapNoneAt: (gym: string) => `No alternatives you can do at ${gym}`,
  swapChoose: (name: string) => `Use ${name} instead`,
  inWorkout: 'In this workout',
  moreWithSubscription: 'More alternatives come with a subscription',
  alternatives: 'Alternatives',
  swapped: (before: string, after: string) => `${before} swapped for ${after}. Sets, reps, weight and notes kept.`,
  /** The builder's and the view's line over a workout with entries the active gym cannot do. */
  outsideGym: (count: number, gym: string) => `${count} ${count === 1 ? 'exercise needs' : 'exercises need'} equipment ${gym} lacks`,
  adapt: 'Adapt to my gym',
  adaptTitle: (gym: string) => `Adapt to ${gym}`,
  adaptDescription: (gym: string) =>
    `Each exercise ${gym} cannot do is swapped for its best alternative there. Sets, reps, weight and notes stay as they are. Nothing is saved until you save the workout.`,
  adaptLoading: 'Finding alternatives...',
  adaptSwaps: 'Swaps',
  adaptBefore: 'Now',
  adaptAfter: 'Becomes',
  adaptUnchanged: 'Left as they are',
  adaptNoAlternative: (gym: string) => `No alternative at ${gym}: stays as it is`,
  adaptNothing: (gym: string) => `Nothing at ${gym} can stand in for these exercises, so the workout stays as it is.`,
  adaptConfirm: (count: number) => `Swap ${count} ${count === 1 ? 'exercise' : 'exercises'}`,
  adaptClose: 'Close',
  adapted: (count: number, gym: string) =>
    `${count} ${count === 1 ? 'exercise' : 'exercises'} swapped for what ${gym} can do. Sets, reps, weight and notes kept. Save the workout to keep the changes.`,
} as const;

/** The toasts of docs/product.md#workouts (destructive unless a success). */
export const WORKOUT_TOASTS = {
  loadListFailed: { title: 'Error', description: 'Failed to load workouts' },
  loadFailed: { title: 'Error', description: 'Failed to load workout' },
  deleted: { title: 'Success', description: 'Workout deleted successfully' },
  deleteFailed: { title: 'Error', description: 'Failed to delete workout' },
  created: { title: 'Success', description: 'Workout created successfully' },
  updated: { title: 'Success', description: 'Workout updated successfully' },
  createFailed: { title: 'Error', description: 'Failed to create workout' },
  updateFailed: { title: 'Error', description: 'Failed to update workout' },
  limit: { title: WORKOUT_MESSAGES.limitTitle, description: WORKOUT_MESSAGES.limit },
  duplicate: { title: WORKOUT_MESSAGES.duplicateTitle, description: WORKOUT_MESSAGES.duplicate },
} as const satisfies Record<string, WorkoutToast>;

/** Title of the toast for a rule message of docs/product.md#validation (docs/product.md#messages "'Validation Error' messages"). */
export const VALIDATION_ERROR_TITLE = 'Validation Error';

/** '3/10 workouts' for the list's badge (docs/product.md#workouts). */
export function workoutCountLabel(count: number, limit: number): string {
  return `${count}/${limit} workouts`;
}

// '1 exercise' / '5 exercises': the kit's, which the Add to workout menu shows too.
export { exerciseCountText } from '@/web/components/workout/workout-messages';

/** The Delete Workout dialog's question, naming the workout (as the other delete dialogs word it, docs/product.md#admin). */
export function deleteWorkoutQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}
