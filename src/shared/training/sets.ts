/**
 * What one logged set is (docs/product.md#training-log): its type, weight, reps and RPE, and their limits. Shared by the
 * server's validation and the session page's inputs.
 */
import type { WeightUnit } from './units';

/** Set types, as Strong and Hevy name them: a warm-up set counts toward neither volume records nor personal records. */
export const SET_TYPES = ['warmup', 'normal', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];

/** What the page shows for each set type. */
export const SET_TYPE_LABELS: Record<SetType, string> = { warmup: 'Warm-up', normal: 'Normal', drop: 'Drop', failure: 'Failure' };

/** Is `value` one of {@link SET_TYPES}? */
export function isSetType(value: unknown): value is SetType {
  return value === 'warmup' || value === 'normal' || value === 'drop' || value === 'failure';
}

/** Most reps one set may record (docs/product.md#training-log "reps 0–1,000"). */
export const REPS_MAX = 1000;
/** RPE bounds and step (docs/product.md#training-log: the rate of perceived exertion, 6–10 in halves). */
export const RPE_MIN = 6;
export const RPE_MAX = 10;
export const RPE_STEP = 0.5;
/** The RPE choices, 6 to 10 in halves. */
export const RPE_VALUES: readonly number[] = Array.from({ length: (RPE_MAX - RPE_MIN) / RPE_STEP + 1 }, (_, i) => RPE_MIN + i * RPE_STEP);

/** Is `value` an RPE the log accepts (6–10 in halves)? */
export function isRpe(value: number): boolean {
  return value >= RPE_MIN && value <= RPE_MAX && Number.isInteger(value * 2);
}

/** Sets one session exercise may hold, and exercises one session may hold. */
export const SESSION_SETS_MAX = 50;
export const SESSION_EXERCISES_MAX = 50;
/** Rest between sets, in seconds: the default, and the bounds a member may choose. */
export const REST_SECONDS_DEFAULT = 90;
export const REST_SECONDS_MAX = 1800;

/** Largest training-log file an import reads (Strong or Hevy CSV), in bytes of UTF-8 (2 MB). */
export const TRAINING_CSV_MAX_BYTES = 2 * 1024 * 1024;

/**
 * One set as the records and the volume read it. `weight` null is a set without load (bodyweight, or nothing entered);
 * `reps` null is nothing entered.
 */
export type LoggedSet = { weight: number | null; weightUnit: WeightUnit; reps: number | null; setType: SetType };
