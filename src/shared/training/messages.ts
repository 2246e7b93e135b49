// Without zod, so the session page can show them before the schemas load (docs/architecture.md#strings).
import { PLATE_CHOICES } from './plates';
import { REPS_MAX } from './sets';
import type { WeightUnit } from './units';

/** The training log's messages (docs/product.md#training-log), one place for the server's refusals and the page. */
export const TRAINING_MESSAGES = {
  weightRange: 'Weight must be a number from 0 to 1,000 kg (2,204.62 lb)',
  repsRange: `Reps must be a whole number from 0 to ${REPS_MAX.toLocaleString('en-US')}`,
  rpeRange: 'RPE must be from 6 to 10 in steps of 0.5',
  sessionInProgress: 'A workout is already in progress. Finish or discard it first.',
  sessionNotFound: 'Workout session not found.',
  sessionFinished: 'This workout session is already finished.',
  setNotFound: 'Set not found.',
  exerciseNotInSession: 'That exercise is not part of this workout session.',
  tooManySets: 'An exercise can hold up to 50 sets in one session',
  tooManyExercises: 'A workout session can hold up to 50 exercises',
  finishedSetsStayCompleted: 'A set of a finished workout stays completed: remove it instead.',
  nothingCompleted: 'Complete at least one set to finish, or discard the workout.',
  nameRequired: 'Please provide a name',
  swapCompleted: 'An exercise with completed sets cannot be swapped: add the other exercise instead.',
  barWeightRange: 'Bar weight must be a number from 0 to 100',
  plateChoice: (unit: WeightUnit) => `Plates must be sizes sold in ${unit}: ${PLATE_CHOICES[unit].join(', ')}, each once`,
  csvTooLarge: 'This file is larger than 2 MB: export a shorter period, or split the file.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
} as const;
