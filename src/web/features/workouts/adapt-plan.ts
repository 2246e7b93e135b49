import type { Alternative } from '@/shared/schemas/alternatives';
import type { ExerciseSummary } from '@/shared/schemas/exercise';

/** An entry the active gym cannot do: its sortable id (react-hook-form's field id) and its exercise. */
export interface OutsideEntry {
  key: string;
  exercise: ExerciseSummary;
}

/** One replacement of Adapt to my gym: the entry, its exercise now, and the one that takes its place, with why. */
export interface AdaptSwap {
  key: string;
  before: ExerciseSummary;
  after: ExerciseSummary;
  reason: string;
}

/** What Adapt to my gym would do: the swaps, in entry order, and the entries it leaves as they are (no alternative). */
export interface AdaptPlan {
  swaps: AdaptSwap[];
  unchanged: OutsideEntry[];
}

/**
 * The plan of Adapt to my gym (docs/product.md#workout-builder): for each entry the gym cannot do, in workout order,
 * its first alternative (the gym's alternatives come best first, docs/decisions/0024-alternatives-ranking.md) that is
 * neither already in the workout (`inWorkout`: every entry's exercise id) nor picked for an earlier entry — the
 * workout never holds an exercise twice (docs/product.md#validation). An entry whose alternatives are all taken, or
 * that has none, is left unchanged.
 *
 * @param alternatives each outside entry's gym-filtered alternatives, by its exercise id (a missing key counts as none)
 */
export function planAdaptation(
  outside: readonly OutsideEntry[],
  alternatives: ReadonlyMap<string, readonly Alternative[]>,
  inWorkout: Iterable<string>,
): AdaptPlan {
  const taken = new Set(inWorkout);
  const plan: AdaptPlan = { swaps: [], unchanged: [] };
  for (const entry of outside) {
    const pick = (alternatives.get(entry.exercise.id) ?? []).find((alternative) => !taken.has(alternative.exercise.id));
    if (!pick) {
      plan.unchanged.push(entry);
      continue;
    }
    taken.add(pick.exercise.id);
    plan.swaps.push({ key: entry.key, before: entry.exercise, after: pick.exercise, reason: pick.reason });
  }
  return plan;
}
