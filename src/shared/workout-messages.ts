// Without zod: the library's first load shows some of these (its Add to workout menu),
// and zod stays out of that load (docs/architecture.md#performance). The schemas (./schemas/workouts.ts) re-export them.
import { MAX_WORKOUT_ENTRIES, MAX_WORKOUTS, SETS_MAX, SETS_MIN, WORKOUT_DESCRIPTION_MAX, WORKOUT_NAME_MAX } from './limits';

/** The workout messages of docs/product.md#validation and docs/product.md#messages, in one place (docs/architecture.md#strings). */
export const WORKOUT_MESSAGES = {
  nameRequired: 'Please provide a workout name',
  nameTooLong: `Workout name can be at most ${WORKOUT_NAME_MAX} characters`,
  descriptionTooLong: `Description can be at most ${WORKOUT_DESCRIPTION_MAX} characters`,
  noExercises: 'Please add at least one exercise to your workout',
  tooManyExercises: `A workout can hold up to ${MAX_WORKOUT_ENTRIES} exercises`,
  duplicateTitle: 'Already Added',
  duplicate: 'This exercise is already in your workout',
  limitTitle: 'Workout Limit Reached',
  limit: `You can create up to ${MAX_WORKOUTS} workouts. Delete some existing workouts to create new ones.`,
  setsRange: `Sets must be a whole number from ${SETS_MIN} to ${SETS_MAX}`,
  bodyweightWithWeight: 'A bodyweight exercise has no planned weight',
} as const;
