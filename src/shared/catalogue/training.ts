/**
 * How an exercise trains (docs/product.md#training-vocabulary): the field's standard terms for its movement pattern,
 * its mechanic and the training goals it serves.
 */

/** Movement patterns: the fundamental human movements strength coaches program by. */
export const MOVEMENT_PATTERNS = [
  'squat',
  'hinge',
  'lunge',
  'horizontal-push',
  'vertical-push',
  'horizontal-pull',
  'vertical-pull',
  'carry',
  'core',
  'isolation',
  'cardio',
  'mobility',
] as const;

export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

/** Compound: several joints move (a squat); isolation: one joint does (a curl). */
export const MECHANICS = ['compound', 'isolation'] as const;

export type Mechanic = (typeof MECHANICS)[number];

/** The training goals an exercise serves, which the library filters by. */
export const TRAINING_GOALS = ['strength', 'hypertrophy', 'endurance', 'power', 'mobility', 'conditioning'] as const;

export type TrainingGoal = (typeof TRAINING_GOALS)[number];
