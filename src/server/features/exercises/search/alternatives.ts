/**
 * Alternatives (docs/product.md#alternatives; decision 0024): the exercises that train what one exercise trains, for
 * when its machine is taken — ranked over the search index's per-doc attributes (index-state.ts), never the database.
 *
 * The order is one number per candidate, higher first ({@link alternativeKey}), from these parts, most weight first:
 * 1. the same movement pattern (both record one, and it is the same);
 * 2. the overlap of the primary muscles: how many both share, then the fewer primary muscles the candidate adds (a
 *    thruster, squat plus front delts, is a worse stand-in for a squat than a plain squat; a pull-up, lats and upper
 *    back like the pulldown, a better one than a negative pull-up, which adds the biceps);
 * 3. the other muscles both work (primary or secondary) beyond those;
 * 4. for a pair where either records no primary muscles (hand-written, generated): the muscles both name in their
 *    target-muscle text — a weak signal, below every recorded muscle;
 * 5. the same mechanic (compound, isolation);
 * 6. the closeness in difficulty (same level, one apart, two apart);
 * 7. the curated popularity (0–5).
 * Ties: the name (code points), then the id.
 *
 * A candidate shares the pattern or a primary muscle with the exercise (or, without primary muscles on either side, a
 * target muscle), and must work a muscle the exercise works (the pattern alone is not enough: 'isolation' covers curls
 * and leg extensions alike). Never the exercise itself, nor the same exercise under another name: a candidate whose
 * name or an alias, compacted and stemmed (search-text.ts compactStem), is the exercise's name or one of its aliases;
 * of several candidates with the same compacted name only the best is kept.
 *
 * Fast at 100,000 exercises: the candidates are the union of cached bitsets (one per pattern, per primary muscle, per
 * target muscle; filters.ts attributeBits, dropped on every change like the index's other bitsets) with the request's
 * filter, and each is scored from typed arrays alone (a few word operations); names are read only for the handful kept.
 */

import type { Exercise } from '@/shared/schemas/exercise';
import { splitMuscles } from '@/shared/catalogue/muscles';
import { attributeBits } from './filters';
import type { IndexState } from './index-state';
import { bestOf, bitsetMembers, compare, type Filter, popcount } from './postings';
import { compactStem } from './search-text';
import { muscleMask, TARGET_BIT_NAMES, targetMask } from './vocabulary';

/** One alternative: the doc and why it was chosen ('same pattern · chest, triceps'). */
export type Alternative = { doc: number; reason: string };

/** The alternatives of one exercise: the best ones the caller may see, and how many more exist that it may not. */
export type Alternatives = { items: Alternative[]; hidden: number };

/** Shared muscles a reason names at most. */
const REASON_MUSCLES = 3;

/** The parts of a candidate's score, each a small whole number (see the module comment for what each weighs). */
export type AlternativeParts = {
  /** 1: the same movement pattern. */
  pattern: number;
  /** Primary muscles both share (0–21). */
  sharedPrimary: number;
  /** Primary muscles of the candidate that are not the exercise's (read only when sharedPrimary > 0; up to 7 count). */
  extraPrimary: number;
  /** Other muscles both work, primary or secondary (0–21). */
  sharedWorked: number;
  /** Muscles both name in their target-muscle text, for a pair where either records no primary muscles (0–18). */
  sharedTarget: number;
  /** 1: the same mechanic. */
  mechanic: number;
  /** 2 − the difference in difficulty levels (0–2). */
  closeness: number;
  /** The curated popularity (0–5). */
  popularity: number;
};

/**
 * The score of one candidate (higher ranks first): the parts of {@link AlternativeParts} as digits of one mixed-radix
 * number, most weight first — pattern (2) › primary (176: `sharedPrimary × 8 + 7 − extraPrimary`, 0 when none is
 * shared) › worked (32) › target (32) › mechanic (2) › closeness (3) › popularity (6). Each part stays below its radix
 * (21 muscles, 18 target words), so no part spills into the one above, and the key (below 13.1 million) is exact.
 */
export function alternativeKey(parts: AlternativeParts): number {
  const primary = parts.sharedPrimary > 0 ? parts.sharedPrimary * 8 + 7 - Math.min(parts.extraPrimary, 7) : 0;
  let key = parts.pattern;
  key = key * 176 + primary;
  key = key * 32 + parts.sharedWorked;
  key = key * 32 + parts.sharedTarget;
  key = key * 2 + parts.mechanic;
  key = key * 3 + parts.closeness;
  return key * 6 + parts.popularity;
}

/**
 * Up to `limit` alternatives to doc `target` among the docs of `filter`, best first (the order of the module comment),
 * each with its reason; `hidden` counts the alternatives in `filter` that a `samplesOnly` caller may not see (not
 * samples), which are never among the items. Pure: reads `state` (and fills its cached bitsets), changes nothing else.
 *
 * @param state the index's data.
 * @param target the doc number of the exercise (alive).
 * @param filter the docs that may be alternatives whatever the caller's visibility: alive, and, for a gym, those it
 *   makes possible (filters.ts compileFilter with `samplesOnly` false).
 * @param samplesOnly true: only sample exercises are items; the others are counted in `hidden`.
 * @param limit how many items at most (≥ 0).
 */
export function rankAlternatives(state: IndexState, target: number, filter: Filter, samplesOnly: boolean, limit: number): Alternatives {
  const { patternOf, mechanicOf, primaryOf, workedOf, targetOf, difficultyOf, popularityOf, sampleOf } = state;
  const pattern = patternOf[target]!;
  const primary = primaryOf[target]!;
  const worked = workedOf[target]!;
  const targets = targetOf[target]!;
  const candidates = candidateBits(state, target, filter);
  const docs: number[] = [];
  const keys: number[] = [];
  let hidden = 0;
  for (const doc of bitsetMembers(candidates, countBits(candidates))) {
    const sharedWorkedAll = popcount(worked & workedOf[doc]!);
    // The weak signal: only where either side records no primary muscles.
    const sharedTarget = primary === 0 || primaryOf[doc] === 0 ? popcount(targets & targetOf[doc]!) : 0;
    if (sharedWorkedAll === 0 && sharedTarget === 0) continue;
    if (samplesOnly && sampleOf[doc] === 0) {
      hidden += 1;
      continue;
    }
    const sharedPrimary = popcount(primary & primaryOf[doc]!);
    docs.push(doc);
    keys.push(
      alternativeKey({
        pattern: pattern !== 0 && patternOf[doc] === pattern ? 1 : 0,
        sharedPrimary,
        extraPrimary: popcount(primaryOf[doc]! & ~primary),
        sharedWorked: sharedWorkedAll - sharedPrimary,
        sharedTarget,
        mechanic: mechanicOf[target] !== 0 && mechanicOf[doc] === mechanicOf[target] ? 1 : 0,
        closeness: 2 - Math.abs(difficultyOf[doc]! - difficultyOf[target]!),
        popularity: popularityOf[doc]!,
      }),
    );
  }
  const exerciseOf = (at: number) => state.docs[docs[at]!]!.exercise;
  const better = (a: number, b: number) =>
    keys[a]! !== keys[b]! ? keys[a]! > keys[b]! : (compare(exerciseOf(a).exerciseName, exerciseOf(b).exerciseName) || compare(exerciseOf(a).id, exerciseOf(b).id)) < 0;
  const positions = docs.map((_, at) => at);
  // Twice the limit leaves room for the repeats of a name dropped below; when they ate more, rank them all.
  let best = distinctNames(bestOf(positions, limit * 2, better), exerciseOf, limit);
  if (best.length < limit && docs.length > limit * 2) best = distinctNames(bestOf(positions, docs.length, better), exerciseOf, limit);
  const exercise = state.docs[target]!.exercise;
  return { items: best.map((at) => ({ doc: docs[at]!, reason: reasonFor(exercise, state.docs[docs[at]!]!.exercise, pattern !== 0 && patternOf[docs[at]!] === pattern) })), hidden };
}

/**
 * The docs that may be alternatives to `target`: those sharing its pattern, a primary muscle, or (for the weak signal)
 * a target muscle, within `filter`, less the exercise itself and the same exercise under another name.
 */
function candidateBits(state: IndexState, target: number, filter: Filter): Int32Array {
  const { patternOf, primaryOf, targetOf } = state;
  const bits = new Int32Array(filter.length);
  const add = (key: string, test: (index: number) => boolean) => {
    const more = attributeBits(state, key, test);
    for (let word = 0; word < bits.length; word += 1) bits[word]! |= more[word]!;
  };
  const pattern = patternOf[target]!;
  const primary = primaryOf[target]!;
  if (pattern !== 0) add(`alternatives:pattern:${pattern}`, (index) => patternOf[index] === pattern);
  for (const bit of bitsOf(primary)) add(`alternatives:primary:${bit}`, (index) => (primaryOf[index]! & (1 << bit)) !== 0);
  // Target muscles: every doc for an exercise without primary muscles; otherwise only the docs without them.
  for (const bit of bitsOf(targetOf[target]!)) {
    if (primary === 0) add(`alternatives:target:${bit}`, (index) => (targetOf[index]! & (1 << bit)) !== 0);
    else add(`alternatives:loose-target:${bit}`, (index) => primaryOf[index] === 0 && (targetOf[index]! & (1 << bit)) !== 0);
  }
  for (let word = 0; word < bits.length; word += 1) bits[word]! &= filter[word]!;
  for (const doc of sameExercise(state, target)) bits[doc >>> 5]! &= ~(1 << (doc & 31));
  return bits;
}

/** The exercise `target` and every doc that is it under another name (its name or an alias meets one of its own). */
function sameExercise(state: IndexState, target: number): number[] {
  const { exercise } = state.docs[target]!;
  const same = [target];
  for (const key of new Set([exercise.exerciseName, ...exercise.aliases].map(compactStem))) {
    same.push(...(state.nameKeys.get(key) ?? []), ...(state.aliasKeys.get(key) ?? []));
  }
  return same;
}

/** The first `limit` of `ranked` (positions, best first) with a compacted name not seen before. */
function distinctNames(ranked: number[], exerciseOf: (at: number) => Exercise, limit: number): number[] {
  const seen = new Set<string>();
  const kept: number[] = [];
  for (const at of ranked) {
    const name = compactStem(exerciseOf(at).exerciseName);
    if (seen.has(name)) continue;
    seen.add(name);
    kept.push(at);
    if (kept.length === limit) break;
  }
  return kept;
}

/**
 * Why `candidate` stands in for `exercise` (docs/product.md#alternatives): 'same pattern' when the pattern is the same,
 * then the shared muscles, lowercase, at most {@link REASON_MUSCLES}, in the exercise's order — the shared primary
 * muscles; else the other shared muscles; else the shared target-muscle words — joined by ' · '.
 */
export function reasonFor(exercise: Exercise, candidate: Exercise, samePattern: boolean): string {
  const shared = (names: readonly string[], theirs: number) => names.filter((name) => (muscleMask([name]) & theirs) !== 0);
  const candidatePrimary = muscleMask(candidate.primaryMuscles);
  let muscles = exercise.primaryMuscles.length > 0 && candidatePrimary !== 0 ? shared(exercise.primaryMuscles, candidatePrimary) : [];
  if (muscles.length === 0) muscles = shared([...exercise.primaryMuscles, ...exercise.secondaryMuscles], candidatePrimary | muscleMask(candidate.secondaryMuscles));
  let words = muscles.map((name) => name.toLowerCase());
  if (words.length === 0) {
    const theirs = targetMask(candidate.targetMuscleGroups);
    const bits = splitMuscles(exercise.targetMuscleGroups).map(targetMask).filter((bit) => (bit & theirs) !== 0);
    words = [...new Set(bits)].map((bit) => TARGET_BIT_NAMES[31 - Math.clz32(bit)]!);
  }
  const parts = [samePattern ? 'same pattern' : '', words.slice(0, REASON_MUSCLES).join(', ')].filter((part) => part !== '');
  return parts.join(' · ');
}

/** The set bits of a 32-bit mask, ascending. */
function bitsOf(mask: number): number[] {
  const bits: number[] = [];
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits.push(31 - Math.clz32(rest & -rest));
  return bits;
}

function countBits(bits: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) if (bits[word] !== 0) count += popcount(bits[word]!);
  return count;
}
