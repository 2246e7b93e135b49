/**
 * Estimated one-rep max and personal records (docs/product.md#personal-records). Weights are compared in kilograms
 * (units.ts); warm-up sets and sets without reps never count.
 */
import type { LoggedSet } from './sets';
import { toKilograms } from './units';

/** Only sets of at most this many reps estimate a one-rep max: the formulas lose their footing beyond (docs/product.md#personal-records). */
export const E1RM_MAX_REPS = 12;

/**
 * The Epley estimate of a one-rep max, weight × (1 + reps / 30) (Epley, B., "Poundage Chart", Boyd Epley Workout, 1985),
 * in the weight's own unit. One rep is the weight itself. Null when the set cannot estimate one: no load, no reps, or more
 * than {@link E1RM_MAX_REPS} reps.
 */
export function epleyE1rm(weight: number, reps: number): number | null {
  if (!(weight > 0) || !(reps >= 1) || reps > E1RM_MAX_REPS) return null;
  return reps === 1 ? weight : weight * (1 + reps / 30);
}

/** The record kinds, in the order the page lists them. */
export const RECORD_KINDS = ['heaviestWeight', 'bestE1rm', 'mostReps', 'bestSetVolume'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_LABELS: Record<RecordKind, string> = {
  heaviestWeight: 'Heaviest weight',
  bestE1rm: 'Best estimated 1RM',
  mostReps: 'Most reps',
  bestSetVolume: 'Best set volume',
};

/**
 * One exercise's personal records, in kilograms. `mostReps` is the most reps done at any load (for a bodyweight exercise,
 * the most reps in a set); `repsAtWeight` lists, for each load lifted, the most reps done at it (kg, ascending), which
 * decides whether a set did more reps at a weight than ever before.
 */
export type PersonalRecords = {
  heaviestWeightKg: number | null;
  bestE1rmKg: number | null;
  mostReps: number | null;
  bestSetVolumeKg: number | null;
  repsAtWeight: Array<{ weightKg: number; reps: number }>;
};

export const NO_RECORDS: PersonalRecords = {
  heaviestWeightKg: null,
  bestE1rmKg: null,
  mostReps: null,
  bestSetVolumeKg: null,
  repsAtWeight: [],
};

/** A set's load in kilograms, and whether it counts for records (not a warm-up, reps entered). */
function counted(set: LoggedSet): { kg: number; reps: number } | null {
  if (set.setType === 'warmup' || set.reps === null || set.reps < 1) return null;
  return { kg: set.weight === null ? 0 : toKilograms(set.weight, set.weightUnit), reps: set.reps };
}

/** Rounded to the gram, so 100 kg logged as 220.462 lb compares equal to 100 kg. */
const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/** Volume of one set in kg × reps (docs/product.md#training-log "volume (kg × reps)"): 0 without load, reps or for a warm-up. */
export function setVolumeKg(set: LoggedSet): number {
  const c = counted(set);
  return c ? c.kg * c.reps : 0;
}

/**
 * The records `sets` hold (any order): what folding {@link withSet} over them gives, in one pass (a member's history
 * of an exercise can be thousands of sets).
 */
export function personalRecords(sets: readonly LoggedSet[]): PersonalRecords {
  let heaviestWeightKg: number | null = null;
  let bestE1rmKg: number | null = null;
  let mostReps: number | null = null;
  let bestSetVolumeKg: number | null = null;
  const byWeight = new Map<number, number>();
  for (const set of sets) {
    const c = counted(set);
    if (!c) continue;
    const kg = grams(c.kg);
    const e1rm = epleyE1rm(kg, c.reps);
    const volume = grams(kg * c.reps);
    if (kg > 0 && (heaviestWeightKg === null || kg > heaviestWeightKg)) heaviestWeightKg = kg;
    if (e1rm !== null && (bestE1rmKg === null || grams(e1rm) > bestE1rmKg)) bestE1rmKg = grams(e1rm);
    if (mostReps === null || c.reps > mostReps) mostReps = c.reps;
    if (volume > 0 && (bestSetVolumeKg === null || volume > bestSetVolumeKg)) bestSetVolumeKg = volume;
    byWeight.set(kg, Math.max(byWeight.get(kg) ?? 0, c.reps));
  }
  const repsAtWeight = [...byWeight].map(([weightKg, reps]) => ({ weightKg, reps })).sort((a, b) => a.weightKg - b.weightKg);
  return { heaviestWeightKg, bestE1rmKg, mostReps, bestSetVolumeKg, repsAtWeight };
}

/** `records` after one more set. */
export function withSet(records: PersonalRecords, set: LoggedSet): PersonalRecords {
  const c = counted(set);
  if (!c) return records;
  const kg = grams(c.kg);
  const e1rm = epleyE1rm(kg, c.reps);
  const volume = grams(kg * c.reps);
  const max = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
  const byWeight = new Map(records.repsAtWeight.map((row) => [row.weightKg, row.reps]));
  byWeight.set(kg, Math.max(byWeight.get(kg) ?? 0, c.reps));
  return {
    heaviestWeightKg: kg > 0 ? max(records.heaviestWeightKg, kg) : records.heaviestWeightKg,
    bestE1rmKg: e1rm === null ? records.bestE1rmKg : max(records.bestE1rmKg, grams(e1rm)),
    mostReps: max(records.mostReps, c.reps),
    bestSetVolumeKg: volume > 0 ? max(records.bestSetVolumeKg, volume) : records.bestSetVolumeKg,
    repsAtWeight: [...byWeight].map(([weightKg, reps]) => ({ weightKg, reps })).sort((a, b) => a.weightKg - b.weightKg),
  };
}

/**
 * The records `set` beats (an empty list when none). A first set of an exercise sets no record: there was nothing to
 * beat. More reps counts when the set did more reps than ever at this weight or any heavier one.
 */
export function recordsBeaten(before: PersonalRecords, set: LoggedSet): RecordKind[] {
  const c = counted(set);
  if (!c || before.mostReps === null) return [];
  const kg = grams(c.kg);
  const beaten: RecordKind[] = [];
  if (kg > 0 && before.heaviestWeightKg !== null && kg > before.heaviestWeightKg) beaten.push('heaviestWeight');
  const e1rm = epleyE1rm(kg, c.reps);
  if (e1rm !== null && before.bestE1rmKg !== null && grams(e1rm) > before.bestE1rmKg) beaten.push('bestE1rm');
  const atOrAbove = before.repsAtWeight.filter((row) => row.weightKg >= kg);
  if (atOrAbove.length > 0 && c.reps > Math.max(...atOrAbove.map((row) => row.reps))) beaten.push('mostReps');
  const volume = grams(kg * c.reps);
  if (volume > 0 && before.bestSetVolumeKg !== null && volume > before.bestSetVolumeKg) beaten.push('bestSetVolume');
  return beaten;
}
