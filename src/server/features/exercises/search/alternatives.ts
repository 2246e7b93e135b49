/**
 * Alternatives (docs/product.md#alternatives; decision 0024): the exercises that train what one exercise trains, for
 * when its machine is taken — ranked over the search index's per-doc attributes (index-state.ts), never the database.
 *
 * The order is one number per candidate, higher first ({@link alternativeKey}), from these parts, most weight first:
 * 1. the same movement pattern (both record one, and it is the same);
 * 1b. not niche: a candidate the curated catalogue marks niche (popularity 1: Rocky Pull-Up, Behind-the-Neck Pull-Up)
 *    ranks below every other of its pattern, so a catalogue rich in rare variants still offers the chin-up a member
 *    knows before them;
 * 2. the overlap of the primary muscles: how many both share, then the fewer primary muscles the candidate adds (a
 *    thruster, squat plus front delts, is a worse stand-in for a squat than a plain squat; a pull-up, lats and upper
 *    back like the pulldown, a better one than a negative pull-up, which adds the biceps);
 * 3. the other muscles both work (primary or secondary) beyond those;
 * 4. for a pair where either records no primary muscles (hand-written, generated): the muscles both name in their
 *    target-muscle text — a weak signal, below every recorded muscle;
 * 5. the same mechanic (compound, isolation);
 * 6. the curated popularity (0–5): among stand-ins that train the same, the staple a gym-goer knows first (the dumbbell
 *    bench press before its one-arm and board-press kin);
 * 7. the closeness in difficulty (same level, one apart, two apart).
 * Ties: the name (code points), then the id.
 *
 * A candidate shares the pattern or a primary muscle with the exercise (or, without primary muscles on either side, a
 * target muscle), and must work a muscle the exercise works (the pattern alone is not enough: 'core' covers crunches
 * and side planks alike). Never the exercise itself, nor the same exercise under another name: a candidate whose
 * name or an alias, compacted and stemmed (search-text.ts compactStem), is the exercise's name or one of its aliases;
 * of several candidates with the same compacted name only the best is kept.
 *
 * Fast at 100,000 exercises: the candidates are the union of cached bitsets (one per pattern, per primary muscle, per
 * target muscle; filters.ts attributeBits, dropped on every change like the index's other bitsets) with the request's
 * filter, read best first, tier by tier of the key's muscle digits (bestFirst), so the few parts that fill the top are
 * scored and the rest are never read; below the muscle digits a part is walked in one cached order of every doc
 * (lowerOrder), left at the first doc that cannot enter; names are read only for the handful kept (decision 0024).
 */

import type { Exercise } from '@/shared/schemas/exercise';
import { POPULARITY } from '@/shared/catalogue/curated-exercise';
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
 * pattern (radix 2) › common (2) › primary (176: `sharedPrimary × 8 + 7 − min(extraPrimary, 7)`, 0 when none is
 * shared) › worked (32) › target (32) › mechanic (2) › popularity (6) › closeness (3). Each part stays below its radix
 * (21 muscles, 18 target words), so no part spills into the one above, and the key (below 26.2 million) is an exact
 * integer.
 *
 * @param pattern 1: the same movement pattern, else 0.
 * @param common 1: the candidate has the same pattern and is not marked niche (its curated popularity is not
 *   {@link POPULARITY}.niche), else 0.
 * @param sharedPrimary primary muscles both share (0–21).
 * @param extraPrimary primary muscles of the candidate that are not the exercise's (read only when sharedPrimary > 0).
 * @param sharedWorked other muscles both work, primary or secondary, beyond the shared primary ones (0–21).
 * @param sharedTarget muscles both name in their target-muscle text, for a pair where either records no primary
 *   muscles, else 0 (0–18).
 * @param mechanic 1: the same mechanic, else 0.
 * @param popularity the candidate's curated popularity (0–5).
 * @param closeness 2 − the difference of their difficulty levels (0–2).
 */
export function alternativeKey(
  pattern: number,
  common: number,
  sharedPrimary: number,
  extraPrimary: number,
  sharedWorked: number,
  sharedTarget: number,
  mechanic: number,
  popularity: number,
  closeness: number,
): number {
  const primary = sharedPrimary > 0 ? sharedPrimary * 8 + 7 - Math.min(extraPrimary, 7) : 0;
  return (
    ((((((pattern * 2 + common) * 176 + primary) * 32 + sharedWorked) * 32 + sharedTarget) * 2 + mechanic) * 6 + popularity) * 3 + closeness
  );
}

/** The name order's weight in {@link rankAlternatives}' order: a key step outweighs any place in it (up to 4M docs); key × NAME_SPAN < 2^47. */
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
 * @param scoreWholeMax a part of the candidates this small is scored whole (bestFirst); Infinity scores every
 *   candidate, the plain order the pruning must equal (alternatives.test.ts).
 */
export function rankAlternatives(
  state: IndexState,
  target: number,
  filter: Filter,
  samplesOnly: boolean,
  limit: number,
  scoreWholeMax = SCORE_WHOLE_MAX,
): Alternatives {
  try {
    return rank(state, target, filter, samplesOnly, limit, scoreWholeMax);
  } finally {
    giveBack();
  }
}

/** {@link rankAlternatives}, its bitsets borrowed ({@link borrow}): the caller gives them back. */
function rank(state: IndexState, target: number, filter: Filter, samplesOnly: boolean, limit: number, scoreWholeMax: number): Alternatives {
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
    const samePattern = pattern !== 0 && patternOf[doc] === pattern;
    const key = alternativeKey(
      samePattern ? 1 : 0,
      samePattern && popularityOf[doc] !== POPULARITY.niche ? 1 : 0,
      sharedPrimary,
      popcount(primaryOf[doc]! & ~primary),
      sharedWorkedAll - sharedPrimary,
      sharedTarget,
      mechanic !== 0 && mechanicOf[doc] === mechanic ? 1 : 0,
      popularityOf[doc]!,
      2 - Math.abs(difficultyOf[doc]! - difficulty),
    );
    return key * NAME_SPAN - nameRanks[doc]!;
  };
  // A caller who sees samples only is offered samples only; the others are counted, from bitsets, never ranked.
  let hidden = 0;
  let strongSeen = strong;
  let weakSeen = weak;
  if (samplesOnly) {
    const samples = attributeBits(state, 'sample', (index) => sampleOf[index] === 1);
    hidden = countBits(eligible(state, target, strong), samples) + countBits(weak, samples);
    strongSeen = intersect(strong, samples);
    weakSeen = intersect(weak, samples);
  }
  // The tiers, one per muscle digit of the key (alternativeKey), most significant first: a candidate set is split by
  // each in turn, best value first, and the parts are read in that order until the top is full (bestFirst).
  // The digits are read from each part's docs (a part is a few thousand docs once the pattern splits it); a large part
  // (tens of thousands of docs before the pattern or a muscle narrows them) is split with bit-sliced counts over the
  // cached bitsets instead, over the words the part uses.
  const sharedPrimary = largeOrSmall(
    sharedCount(
      bitsOf(primary).map((bit) => attributeBits(state, `alternatives:primary:${bit}`, (index) => (primaryOf[index]! & (1 << bit)) !== 0)),
    ),
    bucketed((doc) => popcount(primary & primaryOf[doc]!), 'descending'),
  );
  const extraPrimary = bucketed((doc) => Math.min(popcount(primaryOf[doc]! & ~primary), 7), 'ascending');
  const sharedWorked = largeOrSmall(
    sharedCount(
      bitsOf(worked).map((bit) => attributeBits(state, `alternatives:worked:${bit}`, (index) => (workedOf[index]! & (1 << bit)) !== 0)),
    ),
    bucketed((doc) => popcount(worked & workedOf[doc]!), 'descending'),
  );
  const sharedTarget = largeOrSmall(
    sharedCount(bitsOf(targets).map((bit) => targetBitsOf(state, bit, primary !== 0))),
    bucketed((doc) => (primary === 0 || primaryOf[doc] === 0 ? popcount(targets & targetOf[doc]!) : 0), 'descending'),
  );
  const single: Tier = () => [[0, null]];
  const common = sameOrNot(() => attributeBits(state, 'alternatives:common', (index) => popularityOf[index] !== POPULARITY.niche));
  const strongTiers: Tier[] = [
    pattern !== 0
      ? sameOrNot(() => attributeBits(state, `alternatives:pattern:${pattern}`, (index) => patternOf[index] === pattern))
      : single,
    // Only a candidate of the same pattern is told apart by it (alternativeKey): one part otherwise.
    (bits, digits) => (digits[0] === 0 ? [[0, null]] : common(bits, digits)),
    sharedPrimary,
    // Only a shared primary muscle makes the extra ones count (alternativeKey): one part otherwise.
    (bits, digits) => (digits[2] === 0 ? [[0, null]] : extraPrimary(bits, digits)),
    sharedWorked,
    sharedTarget,
  ];
  const weakTiers: Tier[] = [single, single, single, single, sharedWorked, sharedTarget];
  // Below the muscle digits the key orders every part alike (the same mechanic, the popularity, the closeness, then
  // the name): one order of all docs, kept per mechanic and difficulty.
  const lower = lowerOrder(state, mechanic, difficulty);
  /** The best `wanted` alternatives the caller may see, best first. */
  const best = (wanted: number): number[] => {
    const top = new TopDocs(wanted, state.nameGroupOf);
    const offer = (doc: number) => {
      const order = orderOf(doc);
      if (order >= 0) top.offer(doc, order);
    };
    // Every muscle digit fixed, so the part's order is the lower digits' and then the name's: it is walked in that
    // order, left at the first doc that cannot enter.
    const inLowerOrder = (bits: Int32Array) => {
      for (const doc of lower) {
        if ((bits[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        const order = orderOf(doc);
        if (order < 0 || (top.full() && order <= top.worst())) return;
        top.offer(doc, order);
      }
    };
    // Every strong candidate ranks above every weak one (the pattern or a shared primary muscle is worth more than all
    // the digits below), so the weak ones are read only while the strong ones leave room.
    bestFirst(strongSeen, strongTiers, top, { offer, leaf: inLowerOrder, scoreWholeMax });
    bestFirst(weakSeen, weakTiers, top, { offer, leaf: inLowerOrder, scoreWholeMax });
    return top.best();
  };
  // One per name group (the same exercise under a repeated name): the top keeps each group's best.
  const items = limit > 0 ? best(limit) : [];
  const exercise = state.docs[target]!.exercise;
  return {
    items: items.map((doc) => ({
      doc,
      reason: reasonFor(exercise, state.docs[doc]!.exercise, pattern !== 0 && patternOf[doc] === pattern),
    })),
    hidden,
  };
}

/**
 * One level of {@link bestFirst}: given a part's docs and the digits fixed above it, the values of this digit,
 * best first, each with the docs of the part that have it. A doc is in one value's docs, or in none.
 */
type Tier = (bits: Int32Array, digits: readonly number[]) => TierPart[];

/** Docs as a bitset over doc numbers, and how many. */
type Part = { bits: Int32Array; size: number };

/**
 * One value of a tier and the docs of the part that have it, made when the value is reached (a value after the top
 * is full is never made); null: all of the part's docs.
 */
type TierPart = [value: number, within: ((bits: Int32Array) => Part) | null];

/** Docs in a part above which a count tier is split by bitsets rather than by reading each doc ({@link largeOrSmall}). */
const READ_DOCS_MAX = 4_096;

/**
 * Bitsets of one ranking, lent from a pool instead of allocated: each is as wide as the index (12.5 KB at 100,000
 * exercises), a ranking takes a dozen or more, and at thousands of rankings a second fresh ones were hundreds of MB a
 * second of short-lived memory outside the JavaScript heap for the garbage collector to chase. A ranking is
 * synchronous, so one pool serves every ranking in turn: {@link borrow} lends a zeroed bitset, {@link giveBack} (at the
 * end of each ranking) zeroes and keeps them all, at most {@link POOLED_MAX} of the current width.
 */
const pooled = new Map<number, Int32Array[]>();
const lent: Int32Array[] = [];
const POOLED_MAX = 64;

/** A zeroed bitset of `length` words for the ranking under way. */
function borrow(length: number): Int32Array {
  const bits = pooled.get(length)?.pop() ?? new Int32Array(length);
  lent.push(bits);
  return bits;
}

/** Takes back every bitset lent since the last call, zeroed; a pool of another width (the index grew) is dropped. */
function giveBack(): void {
  for (const bits of lent) {
    let free = pooled.get(bits.length);
    if (!free) {
      pooled.clear();
      pooled.set(bits.length, (free = []));
    }
    if (free.length < POOLED_MAX) free.push(bits.fill(0));
  }
  lent.length = 0;
}

/** `large` for a part of more than {@link READ_DOCS_MAX} docs, else `small`: the same values, the cheaper way. */
function largeOrSmall(large: Tier, small: Tier): Tier {
  return (bits, digits) => (sizeOf(bits) > READ_DOCS_MAX ? large(bits, digits) : small(bits, digits));
}

/**
 * A tier read from each doc of the part: `valueOf` a doc's digit, the values `descending` or `ascending` (best first);
 * one bitset per value that occurs.
 */
function bucketed(valueOf: (doc: number) => number, order: 'descending' | 'ascending'): Tier {
  return (bits) => {
    const parts = new Map<number, Part>();
    forEachDoc(bits, (doc) => {
      const value = valueOf(doc);
      let part = parts.get(value);
      if (!part) parts.set(value, (part = { bits: borrow(bits.length), size: 0 }));
      part.bits[doc >>> 5]! |= 1 << (doc & 31);
      part.size += 1;
    });
    return [...parts].sort(([a], [b]) => (order === 'descending' ? b - a : a - b)).map(([value, part]): TierPart => [value, () => part]);
  };
}

/** The docs of `bits` whose bit is set in `mask(word)` of their word: one pass over the words the part uses, none over the rest. */
function partWhere(bits: Int32Array, mask: (word: number) => number): Part {
  const out = borrow(bits.length);
  let size = 0;
  for (let word = 0; word < bits.length; word += 1) {
    const own = bits[word]!;
    if (own === 0) continue;
    const both = own & mask(word);
    out[word] = both;
    if (both !== 0) size += popcount(both);
  }
  return { bits: out, size };
}

/** A two-valued tier: 1 for the docs of `same`, then 0 for the rest. */
function sameOrNot(same: () => Int32Array): Tier {
  return () => [
    [1, (bits) => partWhere(bits, (word) => same()[word]!)],
    [0, (bits) => partWhere(bits, (word) => ~same()[word]!)],
  ];
}

/**
 * How many of `sets` each doc is in, as a tier: the docs in all of them first, down to those in none (bit-sliced
 * counting, up to five bit planes, so up to 31 sets; a few word operations per set and word, done once, on first use).
 */
function sharedCount(sets: Int32Array[]): Tier {
  if (sets.length === 0) return () => [[0, null]];
  if (sets.length === 1) return sameOrNot(() => sets[0]!);
  const words = sets[0]!.length;
  // Counts up to sets.length need this many bit planes; the planes above would stay zero.
  const planeCount = 32 - Math.clz32(sets.length);
  let planes: Int32Array[] | null = null;
  const count = () => {
    if (planes) return planes;
    planes = Array.from({ length: planeCount }, () => borrow(words));
    for (const set of sets) {
      for (let word = 0; word < words; word += 1) {
        let carry = set[word]!;
        for (let plane = 0; plane < planeCount && carry !== 0; plane += 1) {
          const bits = planes[plane]!;
          const next = bits[word]! & carry;
          bits[word]! ^= carry;
          carry = next;
        }
      }
    }
    return planes;
  };
  /** The docs of `bits` in exactly `shared` of the sets: each plane's word, or its complement where `shared` has no such bit. */
  const exactly = (bits: Int32Array, shared: number): Part => {
    const counted = count();
    const flips = counted.map((_, plane) => ((shared >> plane) & 1 ? 0 : -1));
    const out = borrow(bits.length);
    let size = 0;
    for (let word = 0; word < bits.length; word += 1) {
      let match = bits[word]!;
      if (match === 0) continue;
      for (let plane = 0; plane < planeCount; plane += 1) match &= counted[plane]![word]! ^ flips[plane]!;
      out[word] = match;
      if (match !== 0) size += popcount(match);
    }
    return { bits: out, size };
  };
  const values = Array.from({ length: sets.length + 1 }, (_, at): TierPart => [
    sets.length - at,
    (bits) => exactly(bits, sets.length - at),
  ]);
  return () => values;
}

/**
 * The alive docs, best first by the key's three lowest digits for an exercise of `mechanic` and `difficulty`
 * (alternativeKey: the same mechanic, the popularity, the closeness in difficulty), then in name order: the order of
 * every part whose muscle digits are fixed. A counting sort of IndexState.nameOrder over those digits' 36 values,
 * cached per pair in IndexState.orders until the index changes (400 KB at 100,000 exercises).
 */
function lowerOrder(state: IndexState, mechanic: number, difficulty: number): Int32Array {
  const key = `alternatives:lower:${mechanic}:${difficulty}`;
  let order = state.orders.get(key);
  if (order) return order;
  const { mechanicOf, difficultyOf, popularityOf } = state;
  const names = state.nameOrder();
  const slots = 2 * 3 * 6;
  // Best first: slot 0 holds the highest value of the three digits.
  const slotOf = (doc: number) =>
    slots -
    1 -
    (((mechanic !== 0 && mechanicOf[doc] === mechanic ? 1 : 0) * 6 + popularityOf[doc]!) * 3 +
      2 -
      Math.abs(difficultyOf[doc]! - difficulty));
  const starts = new Int32Array(slots + 1);
  for (const doc of names) starts[slotOf(doc) + 1]! += 1;
  for (let slot = 1; slot <= slots; slot += 1) starts[slot]! += starts[slot - 1]!;
  order = new Int32Array(names.length);
  for (const doc of names) order[starts[slotOf(doc)]!++] = doc;
  state.orders.set(key, order);
  return order;
}

/**
 * Offers the docs of `candidates` to `top` best part first, and stops once `top` is full. The tiers are the key's
 * digits (alternativeKey), most significant first, each listing its values best first, so every doc of a part ranks
 * above every doc of the parts after it: once `top` holds its `size`, nothing left can enter. A small part is scored
 * whole (`offer`); a large one is split by the next tier; one with every digit fixed (one key) goes to `leaf`. At
 * 100,000 exercises most candidates are never read: the first parts fill the top.
 */
function bestFirst(
  candidates: Int32Array,
  tiers: Tier[],
  top: TopDocs,
  parts: { offer: (doc: number) => void; leaf: (bits: Int32Array) => void; scoreWholeMax: number },
): void {
  const { offer, leaf, scoreWholeMax } = parts;
  const digits: number[] = [];
  const visit = (bits: Int32Array, size: number, level: number) => {
    if (size <= scoreWholeMax) return forEachDoc(bits, offer);
    if (level === tiers.length) return leaf(bits);
    for (const [value, within] of tiers[level]!(bits, digits)) {
      if (top.full()) return;
      digits[level] = value;
      digits.length = level + 1;
      if (!within) {
        visit(bits, size, level + 1);
        continue;
      }
      const part = within(bits);
      if (part.size > 0) visit(part.bits, part.size, level + 1);
    }
    digits.length = level;
  };
  if (!top.full()) visit(candidates, sizeOf(candidates), 0);
}

/** Calls `each` with every doc of `bits`, ascending. */
function forEachDoc(bits: Int32Array, each: (doc: number) => void): void {
  for (let word = 0; word < bits.length; word += 1)
    for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) each((word << 5) + 31 - Math.clz32(rest & -rest));
}

/** How many docs `bits` holds. */
function sizeOf(bits: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += popcount(bits[word]!);
  return count;
}

/** `a` ∧ `b`, a new bitset. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = borrow(a.length);
  for (let word = 0; word < a.length; word += 1) out[word] = a[word]! & b[word]!;
  return out;
}

/**
 * The strong candidates that are alternatives at all (orderOf ≥ 0): they work a muscle the exercise works, or, where
 * either side records no primary muscles, share a target muscle. For counting the hidden ones without ranking them.
 */
function eligible(state: IndexState, target: number, strong: Int32Array): Int32Array {
  const { workedOf, primaryOf, targetOf } = state;
  const any = borrow(strong.length);
  const add = (bits: Int32Array) => {
    for (let word = 0; word < any.length; word += 1) any[word]! |= bits[word]!;
  };
  for (const bit of bitsOf(workedOf[target]!))
    add(attributeBits(state, `alternatives:worked:${bit}`, (index) => (workedOf[index]! & (1 << bit)) !== 0));
  for (const bit of bitsOf(targetOf[target]!)) add(targetBitsOf(state, bit, primaryOf[target] !== 0));
  return intersect(strong, any);
}

/**
 * The docs naming target muscle `bit` in their target-muscle text; `loose`: only those without primary muscles (the
 * weak signal counts only where either side records none).
 */
function targetBitsOf(state: IndexState, bit: number, loose: boolean): Int32Array {
  const { primaryOf, targetOf } = state;
  return loose
    ? attributeBits(state, `alternatives:loose-target:${bit}`, (index) => primaryOf[index] === 0 && (targetOf[index]! & (1 << bit)) !== 0)
    : attributeBits(state, `alternatives:target:${bit}`, (index) => (targetOf[index]! & (1 << bit)) !== 0);
}

/** A part of the candidates with at most this many docs is scored whole rather than split further (bestFirst). */
const SCORE_WHOLE_MAX = 256;

/** The set bits of `bits` outside `except`. */
function countBits(bits: Int32Array, except: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += popcount(bits[word]! & ~except[word]!);
  return count;
}

/**
 * The `size` docs of highest order offered so far, one per group (`groupOf`: a doc's name group, IndexState.nameGroupOf):
 * a bounded min-heap over typed arrays (the worst kept at the root) with each kept group's place, so ranking 40,000
 * candidates keeps a dozen, allocates nothing per candidate, and a group's better doc replaces its worse one in place.
 */
class TopDocs {
  private readonly docs: Int32Array;
  private readonly orders: Float64Array;
  private readonly groups: Int32Array;
  /** Where each kept group sits in the heap. */
  private readonly placeOf = new Map<number, number>();
  private count = 0;

  constructor(
    private readonly size: number,
    private readonly groupOf: Int32Array,
  ) {
    this.docs = new Int32Array(size);
    this.orders = new Float64Array(size);
    this.groups = new Int32Array(size);
  }

  offer(doc: number, order: number): void {
    if (this.size === 0) return;
    const group = this.groupOf[doc]!;
    const kept = this.placeOf.get(group);
    if (kept !== undefined) {
      if (order > this.orders[kept]!) this.siftDown(kept, doc, order, group);
      return;
    }
    if (this.count < this.size) {
      this.siftUp(this.count++, doc, order, group);
    } else if (order > this.orders[0]!) {
      this.placeOf.delete(this.groups[0]!);
      this.siftDown(0, doc, order, group);
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

  private place(at: number, doc: number, order: number, group: number): void {
    this.docs[at] = doc;
    this.orders[at] = order;
    this.groups[at] = group;
    this.placeOf.set(group, at);
  }

  private move(from: number, to: number): void {
    this.place(to, this.docs[from]!, this.orders[from]!, this.groups[from]!);
  }

  /** Puts the entry at `at`, a free slot, moving it towards the root while its parent ranks above it. */
  private siftUp(at: number, doc: number, order: number, group: number): void {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.orders[parent]! <= order) break;
      this.move(parent, at);
      at = parent;
    }
    this.place(at, doc, order, group);
  }

  /** Puts the entry at `at` (whose order it does not lower), moving it away from the root while a child ranks below it. */
  private siftDown(at: number, doc: number, order: number, group: number): void {
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.count) break;
      const child = left + 1 < this.count && this.orders[left + 1]! < this.orders[left]! ? left + 1 : left;
      if (this.orders[child]! >= order) break;
      this.move(child, at);
      at = child;
    }
    this.place(at, doc, order, group);
  }
}

/**
 * The docs that may be alternatives to `target`, within `filter`, less the exercise itself and the same exercise under
 * another name: `strong`, those sharing its pattern or a primary muscle; `weak`, the others sharing a target muscle —
 * of an exercise without primary muscles, any doc; otherwise only docs without primary muscles.
 */
function candidateBits(state: IndexState, target: number, filter: Filter): { strong: Int32Array; weak: Int32Array } {
  const { patternOf, primaryOf, targetOf } = state;
  const strong = borrow(filter.length);
  const weak = borrow(filter.length);
  const add = (bits: Int32Array, key: string, test: (index: number) => boolean) => {
    const more = attributeBits(state, key, test);
    for (let word = 0; word < bits.length; word += 1) bits[word]! |= more[word]!;
  };
  const pattern = patternOf[target]!;
  const primary = primaryOf[target]!;
  if (pattern !== 0) add(strong, `alternatives:pattern:${pattern}`, (index) => patternOf[index] === pattern);
  for (const bit of bitsOf(primary)) add(strong, `alternatives:primary:${bit}`, (index) => (primaryOf[index]! & (1 << bit)) !== 0);
  for (const bit of bitsOf(targetOf[target]!)) {
    const more = targetBitsOf(state, bit, primary !== 0);
    for (let word = 0; word < weak.length; word += 1) weak[word]! |= more[word]!;
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
