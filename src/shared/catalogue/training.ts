/**
 * How an exercise trains (docs/product.md#training-vocabulary): the field's standard terms for its movement pattern,
 * its mechanic and the training goals it serves.
 */

/**
 * Movement patterns: the fundamental human movements strength coaches program by, then the joint actions of
 * single-joint work (a curl is elbow flexion, a lateral raise shoulder abduction) — "isolation" is a mechanic, not a
 * pattern (docs/product.md#training-vocabulary).
 */
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
  'cardio',
  'mobility',
  'elbow-flexion',
  'elbow-extension',
  'knee-flexion',
  'knee-extension',
  'plantar-flexion',
  'shoulder-flexion',
  'shoulder-abduction',
  'shoulder-extension',
  'horizontal-adduction',
  'horizontal-abduction',
  'shoulder-rotation',
  'scapular-elevation',
  'hip-extension',
  'hip-abduction',
  'hip-adduction',
  'grip',
] as const;

export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

/** Compound: several joints move (a squat); isolation: one joint does (a curl). */
export const MECHANICS = ['compound', 'isolation'] as const;

export type Mechanic = (typeof MECHANICS)[number];

/** The training goals an exercise serves, which the library filters by. */
export const TRAINING_GOALS = ['strength', 'hypertrophy', 'endurance', 'power', 'mobility', 'conditioning'] as const;

export type TrainingGoal = (typeof TRAINING_GOALS)[number];

/** The joint action of a single-joint exercise whose name says nothing more, by its first primary muscle. */
const JOINT_ACTION_OF_MUSCLE: ReadonlyMap<string, MovementPattern> = new Map<string, MovementPattern>([
  ['Biceps', 'elbow-flexion'],
  ['Triceps', 'elbow-extension'],
  ['Forearms', 'grip'],
  ['Hamstrings', 'knee-flexion'],
  ['Quadriceps', 'knee-extension'],
  ['Calves', 'plantar-flexion'],
  ['Front Delts', 'shoulder-flexion'],
  ['Side Delts', 'shoulder-abduction'],
  ['Rear Delts', 'horizontal-abduction'],
  ['Chest', 'horizontal-adduction'],
  ['Lats', 'shoulder-extension'],
  ['Traps', 'scapular-elevation'],
  ['Glutes', 'hip-extension'],
  ['Hip Abductors', 'hip-abduction'],
  ['Adductors', 'hip-adduction'],
]);

/**
 * The joint-action pattern of a single-joint (isolation) exercise (docs/product.md#training-vocabulary), from its name
 * first — shrugs, wrist and grip work, rotations, hip abduction and adduction, reverse flies before flies, pullovers,
 * lateral and front raises, calf raises, leg curls and extensions, glute kickbacks, curls (a hamstring curl is knee
 * flexion), triceps extensions, pushdowns, skull crushers and kickbacks — else from its first primary muscle (Biceps →
 * elbow flexion, Side Delts → shoulder abduction…); null when neither says. Example: ('Cable Crossover', ['Chest']) →
 * 'horizontal-adduction'. Migration 0012 applies the same rules in SQL (a test holds them equal).
 */
export function jointActionPattern(name: string, primaryMuscles: readonly string[]): MovementPattern | null {
  const words = ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const first = primaryMuscles[0] ?? '';
  const has = (pattern: RegExp) => pattern.test(words);
  if (has(/ shrugs? /)) return 'scapular-elevation';
  if (has(/ (wrist|grip|grippers?|finger|fingers|hangs?|pinch) /)) return 'grip';
  if (has(/ (external|internal) rotations? /)) return 'shoulder-rotation';
  if (has(/ (abductions?|abductors?|clamshells?|fire hydrants?) | (lateral|monster) walks? /)) return 'hip-abduction';
  if (has(/ (adductions?|adductors?) /)) return 'hip-adduction';
  if (has(/ (reverse|rear delt|rear deltoid) (fly|flye|flyes|flies|pec deck) | pull aparts? | face pulls? /)) return 'horizontal-abduction';
  if (has(/ (fly|flye|flyes|flies|crossovers?|butterfly) | pec deck /)) return 'horizontal-adduction';
  if (has(/ pullovers? | straight arm /)) return 'shoulder-extension';
  if (has(/ (lateral|side) raises? | side laterals? /)) return 'shoulder-abduction';
  if (has(/ (front|y) raises? /)) return 'shoulder-flexion';
  if (has(/ (calf|calves|donkey) /)) return 'plantar-flexion';
  if (has(/ (leg|hamstring|nordic) curls? | nordic | glute ham /)) return 'knee-flexion';
  if (has(/ leg extensions? /)) return 'knee-extension';
  if (has(/ kick ?backs? /) && first === 'Glutes') return 'hip-extension';
  if (has(/ curls? /)) return first === 'Hamstrings' ? 'knee-flexion' : 'elbow-flexion';
  if (has(/ extensions? | skull ?crushers? | push ?downs? | kick ?backs? /)) return first === 'Quadriceps' ? 'knee-extension' : 'elbow-extension';
  return JOINT_ACTION_OF_MUSCLE.get(first) ?? null;
}
