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
import { type Filter, popcount } from './postings';
import { compactStem } from './search-text';
import { muscleMask, TARGET_BIT_NAMES, targetMask } from './vocabulary';

/** One alternative: the doc and why it was chosen ('same pattern · chest, triceps'). */
export type Alternative = { doc: number; reason: string };

/** The alternatives of one exercise: the best ones the caller may see, and how many more exist that it may not. */
export type Alternatives = { items: Alternative[]; hidden: number };

/** Shared muscles a reason names at most. */
const REASON_MUSCLES = 3;

/**
 * The score of one candidate (higher ranks first): its parts as digits of one mixed-radix number, most weight first —
 * pattern (radix 2) › primary (176: `sharedPrimary × 8 + 7 − min(extraPrimary, 7)`, 0 when none is shared) › worked
 * (32) › target (32) › mechanic (2) › closeness (3) › popularity (6). Each part stays below its radix (21 muscles, 18
 * target words), so no part spills into the one above, and the key (below 13.1 million) is an exact integer.
 *
 * @param pattern 1: the same movement pattern, else 0.
 * @param sharedPrimary primary muscles both share (0–21).
 * @param extraPrimary primary muscles of the candidate that are not the exercise's (read only when sharedPrimary > 0).
 * @param sharedWorked other muscles both work, primary or secondary, beyond the shared primary ones (0–21).
 * @param sharedTarget muscles both name in their target-muscle text, for a pair where either records no primary
 *   muscles, else 0 (0–18).
 * @param mechanic 1: the same mechanic, else 0.
 * @param closeness 2 − the difference of their difficulty levels (0–2).
 * @param popularity the candidate's curated popularity (0–5).
 */
export function alternativeKey(
  pattern: number,
  sharedPrimary: number,
  extraPrimary: number,
  sharedWorked: number,
  sharedTarget: number,
  mechanic: number,
  closeness: number,
  popularity: number,
): number {
  const primary = sharedPrimary > 0 ? sharedPrimary * 8 + 7 - Math.min(extraPrimary, 7) : 0;
  return (((((pattern * 176 + primary) * 32 + sharedWorked) * 32 + sharedTarget) * 2 + mechanic) * 3 + closeness) * 6 + popularity;
}

/** The name order's weight in {@link rankAlternatives}' order: a key step outweighs any place in it (up to 4M docs). */
const NAME_SPAN = 2 ** 22;

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
  const mechanic = mechanicOf[target]!;
  const difficulty = difficultyOf[target]!;
  const { strong, weak } = candidateBits(state, target, filter);
  // The order: the key, then the name order (code points, then the id) as the doc's place in it
  // (IndexState.nameRanks) — one number, no string compared. Key × NAME_SPAN stays below 2^46: exact.
  const nameRanks = state.nameRanks();
  /** The order of `doc` as an alternative, higher first; -1 when it works no muscle the exercise works. */
  const orderOf = (doc: number) => {
    const sharedWorkedAll = popcount(worked & workedOf[doc]!);
    // The weak signal: only where either side records no primary muscles.
    const sharedTarget = primary === 0 || primaryOf[doc] === 0 ? popcount(targets & targetOf[doc]!) : 0;
    if (sharedWorkedAll === 0 && sharedTarget === 0) return -1;
    const sharedPrimary = popcount(primary & primaryOf[doc]!);
    const key = alternativeKey(
      pattern !== 0 && patternOf[doc] === pattern ? 1 : 0,
      sharedPrimary,
      popcount(primaryOf[doc]! & ~primary),
      sharedWorkedAll - sharedPrimary,
      sharedTarget,
      mechanic !== 0 && mechanicOf[doc] === mechanic ? 1 : 0,
      2 - Math.abs(difficultyOf[doc]! - difficulty),
      popularityOf[doc]!,
    );
    return key * NAME_SPAN - nameRanks[doc]!;
  };
  // The best order a weak candidate (no primary muscle shared) can reach: once the strong ones fill the top above it,
  // the weak ones — at 100,000 exercises tens of thousands without recorded muscles — need only be counted.
  const weakBound = alternativeKey(pattern !== 0 ? 1 : 0, 0, 0, 21, 18, 1, 2, 5) * NAME_SPAN;
  let hidden = 0;
  /** Offers every alternative among `bits` the caller may see to `top`; counts the others when `count`. */
  const scan = (bits: Int32Array, top: TopDocs, count: boolean) => {
    for (let word = 0; word < bits.length; word += 1) {
      for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) {
        const doc = (word << 5) + 31 - Math.clz32(rest & -rest);
        const order = orderOf(doc);
        if (order < 0) continue;
        if (samplesOnly && sampleOf[doc] === 0) {
          if (count) hidden += 1;
          continue;
        }
        top.offer(doc, order);
      }
    }
  };
  /** The best `wanted` alternatives the caller may see, best first; when `count`, also counts the hidden ones. */
  const best = (wanted: number, count: boolean): number[] => {
    const top = new TopDocs(wanted);
    scan(strong, top, count);
    if (top.full() && top.worst() > weakBound) {
      // Every weak candidate shares a target muscle by construction: the hidden ones are its non-samples.
      if (count && samplesOnly)
        hidden += countBits(
          weak,
          attributeBits(state, 'sample', (index) => sampleOf[index] === 1),
        );
    } else scan(weak, top, count);
    return top.best();
  };
  // Repeats of a name are dropped (distinctNames), so more than `limit` are ranked: twice as many, then four times
  // more while the repeats ate them (a catalogue of many same-named records), never every candidate at once.
  let items: number[] = [];
  for (let wanted = Math.max(limit, 1) * 2, pass = 0; ; wanted *= 4, pass += 1) {
    const ranked = best(wanted, pass === 0);
    items = distinctNames(ranked, state, limit);
    if (items.length === limit || ranked.length < wanted) break;
  }
  const exercise = state.docs[target]!.exercise;
  return {
    items: items.map((doc) => ({
      doc,
      reason: reasonFor(exercise, state.docs[doc]!.exercise, pattern !== 0 && patternOf[doc] === pattern),
    })),
    hidden,
  };
}

/** The set bits of `bits` outside `except`. */
function countBits(bits: Int32Array, except: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += popcount(bits[word]! & ~except[word]!);
  return count;
}

/**
 * The `size` docs of highest order offered so far: a bounded min-heap over two typed arrays (the worst kept at the
 * root), so ranking 40,000 candidates keeps a dozen and allocates nothing per candidate.
 */
class TopDocs {
  private readonly docs: Int32Array;
  private readonly orders: Float64Array;
  private count = 0;

  constructor(private readonly size: number) {
    this.docs = new Int32Array(size);
    this.orders = new Float64Array(size);
  }

  offer(doc: number, order: number): void {
    const { docs, orders } = this;
    if (this.count < this.size) {
      let at = this.count++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (orders[parent]! <= order) break;
        docs[at] = docs[parent]!;
        orders[at] = orders[parent]!;
        at = parent;
      }
      docs[at] = doc;
      orders[at] = order;
    } else if (this.size > 0 && order > orders[0]!) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= this.size) break;
        const child = left + 1 < this.size && orders[left + 1]! < orders[left]! ? left + 1 : left;
        if (orders[child]! >= order) break;
        docs[at] = docs[child]!;
        orders[at] = orders[child]!;
        at = child;
      }
      docs[at] = doc;
      orders[at] = order;
    }
  }

  /** Whether it keeps `size` docs. */
  full(): boolean {
    return this.count === this.size;
  }

  /** The lowest order kept (-Infinity while empty). */
  worst(): number {
    return this.count === 0 ? -Infinity : this.orders[0]!;
  }

  /** The docs kept, best first. */
  best(): number[] {
    const positions = Array.from({ length: this.count }, (_, at) => at);
    return positions.sort((a, b) => this.orders[b]! - this.orders[a]!).map((at) => this.docs[at]!);
  }
}

/**
 * The docs that may be alternatives to `target`, within `filter`, less the exercise itself and the same exercise under
 * another name: `strong`, those sharing its pattern or a primary muscle; `weak`, the others sharing a target muscle —
 * of an exercise without primary muscles, any doc; otherwise only docs without primary muscles.
 */
function candidateBits(state: IndexState, target: number, filter: Filter): { strong: Int32Array; weak: Int32Array } {
  const { patternOf, primaryOf, targetOf } = state;
  const strong = new Int32Array(filter.length);
  const weak = new Int32Array(filter.length);
  const add = (bits: Int32Array, key: string, test: (index: number) => boolean) => {
    const more = attributeBits(state, key, test);
    for (let word = 0; word < bits.length; word += 1) bits[word]! |= more[word]!;
  };
  const pattern = patternOf[target]!;
  const primary = primaryOf[target]!;
  if (pattern !== 0) add(strong, `alternatives:pattern:${pattern}`, (index) => patternOf[index] === pattern);
  for (const bit of bitsOf(primary)) add(strong, `alternatives:primary:${bit}`, (index) => (primaryOf[index]! & (1 << bit)) !== 0);
  for (const bit of bitsOf(targetOf[target]!)) {
    if (primary === 0) add(weak, `alternatives:target:${bit}`, (index) => (targetOf[index]! & (1 << bit)) !== 0);
    else add(weak, `alternatives:loose-target:${bit}`, (index) => primaryOf[index] === 0 && (targetOf[index]! & (1 << bit)) !== 0);
  }
  for (let word = 0; word < strong.length; word += 1) {
    strong[word]! &= filter[word]!;
    weak[word]! &= filter[word]! & ~strong[word]!;
  }
  for (const doc of sameExercise(state, target)) {
    strong[doc >>> 5]! &= ~(1 << (doc & 31));
    weak[doc >>> 5]! &= ~(1 << (doc & 31));
  }
  return { strong, weak };
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

/** The first `limit` of `ranked` (docs, best first) with a compacted name not seen before. */
function distinctNames(ranked: number[], state: IndexState, limit: number): number[] {
  const seen = new Set<string>();
  const kept: number[] = [];
  for (const doc of ranked) {
    const name = compactStem(state.docs[doc]!.exercise.exerciseName);
    if (seen.has(name)) continue;
    seen.add(name);
    kept.push(doc);
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
  if (muscles.length === 0)
    muscles = shared([...exercise.primaryMuscles, ...exercise.secondaryMuscles], candidatePrimary | muscleMask(candidate.secondaryMuscles));
  let words = muscles.map((name) => name.toLowerCase());
  if (words.length === 0) {
    const theirs = targetMask(candidate.targetMuscleGroups);
    const bits = splitMuscles(exercise.targetMuscleGroups)
      .map(targetMask)
      .filter((bit) => (bit & theirs) !== 0);
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
