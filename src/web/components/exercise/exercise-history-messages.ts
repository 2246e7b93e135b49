// Apart from exercise-messages.ts, which the library's first load carries: these load with the dialog's history.
/** The details dialog's "Your history" words (docs/product.md#exercise-history). */
export const HISTORY_SECTION_TEXT = {
  heading: 'Your history',
  loading: 'Loading your history...',
  loadFailed: 'Failed to load your history',
  none: 'You have not logged this exercise yet. Finish a workout with it and your records start here.',
  bestSet: 'Best set',
  e1rmNote: (maxReps: number) =>
    `The estimated 1RM is an estimate, by the Epley formula: weight × (1 + reps ÷ 30), from sets of at most ${maxReps} reps.`,
  chartTitle: 'Progress: best estimated 1RM and volume per workout',
  recent: 'Your last workouts with this exercise',
} as const;
