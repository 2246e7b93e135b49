/**
 * The search index's primitives (docs/architecture.md#search-index): posting lists, bitsets over doc numbers, and the
 * searches and bounded heap that read them. Pure functions of their arguments; none allocates per entry.
 */

/**
 * One term's postings, docs ascending, in two lists: `rich` entries `doc * 128 + field bits` (vocabulary.ts) for docs
 * with the term in some field other than the description (the description bit included when it is there too), and
 * `desc` the doc numbers of those with the term in the description only — the long lists, which a search counts
 * through bitsets instead of visiting (ranking.ts).
 */
export type Posting = { rich: Entries; desc: Entries };

/** Posting entries: a growing array while indexing, a typed array of exactly their size once compacted (IndexState.compact). */
export type Entries = number[] | Int32Array;

/** The docs passing a request's sample rule and filters: bit `index & 31` of word `index >>> 5`. */
export type Filter = Int32Array;

/** No docs. */
export const NONE: readonly number[] = [];

/** Whether doc `index` is in the bitset `bits`. */
export const has = (bits: Int32Array, index: number) => (bits[index >>> 5]! & (1 << (index & 31))) !== 0;

/**
 * How many entries of `entries` (doc numbers shifted left by `shift`) are docs in `visible`, counting only up to `cap`.
 */
export function visibleCount(entries: Entries, visible: Filter, cap: number, shift: number): number {
  let count = 0;
  for (let at = 0; at < entries.length && count < cap; at += 1) if (has(visible, entries[at]! >>> shift)) count += 1;
  return count;
}

/** The number of set bits of a 32-bit word. */
export function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** `out` = `a` ∧ (`b` ∨ `c`), and how many docs that is (one pass; `out` may be `a`; `c` null: none). */
export function combine(out: Int32Array, a: Int32Array, b: Int32Array, c: Int32Array | null): number {
  let count = 0;
  for (let at = 0; at < out.length; at += 1) {
    const word = a[at]! & (c ? b[at]! | c[at]! : b[at]!);
    out[at] = word;
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/** The set bits of `bits` (`count` of them), ascending. */
export function bitsetMembers(bits: Int32Array, count: number): Int32Array {
  const members = new Int32Array(count);
  let at = 0;
  for (let word = 0; word < bits.length; word += 1) {
    for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) members[at++] = (word << 5) + 31 - Math.clz32(rest & -rest);
  }
  return members;
}

/**
 * The first position at or after `from` in ascending `list` whose value is at least `target`, `list.length` if none:
 * an exponential search from `from`, then a binary search within the last leap.
 */
export function gallop(list: ArrayLike<number>, from: number, target: number): number {
  let low = from;
  let high = from;
  for (let step = 1; high < list.length && list[high]! < target; step *= 2) {
    low = high + 1;
    high += step;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Code-point order of two strings (-1, 0, 1), like the databases' C collation. */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in sorted `list` whose value is ≥ `value`. */
export function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The list under `key` in `lists`, made empty when missing. */
export function listAt<K, T>(lists: Map<K, T[]>, key: K): T[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}

/**
 * The first `limit` of `items` by `better` (true when a ranks before b), in order: a bounded heap holding the worst of
 * the best so far at its root, so ranking 20,000 matches for a page of 12 sorts 12, not 20,000.
 */
export function bestOf(items: readonly number[], limit: number, better: (a: number, b: number) => boolean): number[] {
  if (limit >= items.length) return [...items].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const heap: number[] = [];
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && better(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && better(heap[worst]!, heap[right]!)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (const item of items) {
    if (heap.length < limit) {
      heap.push(item);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!better(heap[parent]!, heap[at]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (limit > 0 && better(item, heap[0]!)) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}
