/**
 * Which matches of a search with many can be on the page, found before any is ranked (docs/architecture.md#search-index):
 * in an index built in its index order, exactly those the relevance order can put there.
 */

import type { IndexState } from './index-state';
import { gallop, has, NONE } from './postings';
import type { Word } from './query';
import { containsPhrase } from './rank-key';
import { stem } from './search-text';
import { ALIAS, EXACT, INFIX, MUSCLE, NAME, PREFIX, PRIMARY_MUSCLE } from './vocabulary';

/** The docs that can be on a page, as a bitset within the matches, and how many. */
export type Scope = { bits: Int32Array; count: number };

/**
 * Finds which matches of a search can be on the page before any is ranked (docs/architecture.md#search-index), for one
 * index; holds the bitset it answers in, reused between searches (valid until its next call).
 */
export class PageScope {
  private scopeBits = new Int32Array(0);

  constructor(private readonly state: IndexState) {}

  /**
   * The docs that can be on a page of `limit` — a bitset within `matched` (this scope's, valid until its next call)
   * and how many — or null when finding them would not spare ranking every match. Exact, not a heuristic: every doc left out ranks below every doc kept, and at
   * least `limit` are kept. Tiers 7 and 6 and the docs indexed out of order are kept first; then several words go on
   * in {@link phraseScope}, one word as follows.
   *
   * Why it holds (rank-key.ts, one word): the tier outweighs everything within it; within tiers 3 and up the popularity
   * outweighs the field points; and the points are one value in tier 5 (a whole word of the name: 10), tier 4 (a whole
   * word of an alias, not of the name: 8), and among the docs of tier 3 with a name word starting with the search word
   * (6; an alias's start scores 4.8, another field at most 5). Within such a group the order is the tie order — and in
   * an index built in indexOrder (index-state.ts) that is the doc order, so the group's first docs are the first entries
   * of its posting lists: each list is read only until it has given `limit` of them. The groups go in best first (tiers
   * 7 and 6 from the name and alias keys, then 5, 4, and 3 by popularity level: the name starts, then the rest of the
   * level whole) until the page is full. Docs indexed out of that order are always kept.
   */
  pageScope(list: Word[], compact: string, matched: Int32Array, limit: number): Scope | null {
    const state = this.state;
    if (this.scopeBits.length !== matched.length) this.scopeBits = new Int32Array(matched.length);
    const scope = this.scopeBits.fill(0);
    let count = 0;
    const keep = (index: number) => {
      scope[index >>> 5]! |= 1 << (index & 31);
      count += 1;
    };
    let need = limit;
    // Tiers 7 and 6: the docs whose name, then an alias, is the search.
    for (const keys of [state.nameKeys, state.aliasKeys]) {
      for (const index of keys.get(compact) ?? NONE) {
        if (!has(matched, index) || has(scope, index)) continue;
        keep(index);
        need -= 1;
      }
    }
    const end = state.ordered;
    for (let index = end; index < state.docs.length; index += 1) if (has(matched, index) && !has(scope, index)) keep(index);
    if (list.length > 1) return need <= 0 ? { bits: scope, count } : this.phraseScope(list, matched, need, scope, count);
    const [word] = list as [Word];
    const muscle = word.muscle ? PRIMARY_MUSCLE | MUSCLE : 0;
    /**
     * Keeps the first `wanted` docs in [from, to) of `matched`, not kept yet, in which the word counts in `fields`
     * through a match of at least `quality` (a muscle word only where the exercise works that muscle); how many.
     */
    const keepFirst = (fields: number, quality: number, from: number, to: number, wanted: number) => {
      const found: number[] = [];
      for (const match of word.matches) {
        const counted = fields & match.mask;
        if (counted === 0 || match.quality < quality) continue;
        const rich = state.postings.get(match.term)!.rich;
        let taken = 0;
        for (let at = from === 0 ? 0 : gallop(rich, 0, from * 128); at < rich.length && taken < wanted; at += 1) {
          const entry = rich[at]!;
          const index = entry >>> 7;
          if (index >= to) break;
          if ((entry & counted) === 0 || (muscle !== 0 && (entry & muscle) === 0) || !has(matched, index) || has(scope, index)) continue;
          found.push(index);
          taken += 1;
        }
      }
      // Each list's first `wanted` hold the first `wanted` of them all (a doc among those has fewer before it in its list).
      found.sort((a, b) => a - b);
      let kept = 0;
      for (let at = 0; at < found.length && kept < wanted; at += 1) {
        if (at > 0 && found[at] === found[at - 1]) continue;
        keep(found[at]!);
        kept += 1;
      }
      return kept;
    };
    // Tier 5, then tier 4: a group is whole unless it fills the page.
    for (const fields of [NAME, ALIAS]) {
      if (need <= 0) return { bits: scope, count };
      need -= keepFirst(fields, EXACT, 0, end, need);
    }
    // Tier 3 by popularity level (a run of the ordered docs): the name starts, then the rest of the level.
    const popularityOf = state.popularityOf;
    for (let from = 0; from < end && need > 0;) {
      // The run's end: the first ordered doc of a lower popularity (they descend), by binary search.
      const level = popularityOf[from]!;
      let to = end;
      for (let low = from + 1; low < to;) {
        const middle = (low + to) >>> 1;
        if (popularityOf[middle] === level) low = middle + 1;
        else to = middle;
      }
      need -= keepFirst(NAME, PREFIX, from, to, need);
      if (need > 0) need -= keepFirst(NAME | ALIAS, INFIX, from, to, Infinity);
      from = to;
    }
    return need <= 0 ? { bits: scope, count } : null;
  }

  /**
   * {@link pageScope} for several words: adds to `scope` (which holds `count` docs, `need` short of a page) the docs
   * that can be on the page, or null when that takes every match. The best key below tiers 7 and 6 is shared by the
   * docs that have the words as a phrase in the name, each word in the name at the best match quality it has — the
   * tier (5 when every word is a whole word of the name, else 3: then no doc has every word a whole word of the name
   * or of an alias), the phrase, the most points the words can score — within a popularity level, and among them the
   * doc order is their order; every other doc of the level ranks below them, and every doc of a lower level below a
   * doc of that tier at a higher one. So the scan goes through the matches in doc order (levels descending) and stops
   * when such docs fill the page; each level passed on the way is kept whole. A word's most points are the name's
   * weight at its best quality; no other field reaches them (an alias scores 0.8 of the name at the same quality,
   * equipment 0.5).
   */
  private phraseScope(list: Word[], matched: Int32Array, need: number, scope: Int32Array, count: number): Scope | null {
    const state = this.state;
    let left = need;
    // Each word's lists at its best quality, read with a cursor that only moves forward (docs are visited in order).
    const tops = list.map((word) => {
      const best = Math.max(...word.matches.map((match) => match.quality));
      const muscle = word.muscle ? PRIMARY_MUSCLE | MUSCLE : 0;
      const lists = word.matches
        .filter((match) => match.quality === best && match.mask & NAME)
        .map((match) => state.postings.get(match.term)!.rich);
      return { muscle, lists, at: lists.map(() => 0) };
    });
    const stems = list.map((word) => stem(word.text));
    const inName = (index: number) =>
      tops.every(({ muscle, lists, at }) =>
        lists.some((rich, k) => {
          const j = (at[k] = gallop(rich, at[k]!, index * 128));
          if (j === rich.length || rich[j]! >>> 7 !== index) return false;
          return (rich[j]! & NAME) !== 0 && (muscle === 0 || (rich[j]! & muscle) !== 0);
        }),
      );
    const { docs, popularityOf, ordered } = state;
    // Docs descend by popularity. A level whose such docs do not fill the page is kept whole (its other docs may rank
    // anywhere below them, so all of them go to the scorer); the level that fills it ends the scan.
    let level = -1;
    let pending: number[] = [];
    for (let word = 0; word < matched.length; word += 1) {
      for (let rest = matched[word]! & ~scope[word]!; rest !== 0; rest &= rest - 1) {
        const index = (word << 5) + 31 - Math.clz32(rest & -rest);
        if (index >= ordered) continue;
        if (popularityOf[index] !== level) {
          for (const other of pending) scope[other >>> 5]! |= 1 << (other & 31);
          count += pending.length;
          pending = [];
          level = popularityOf[index]!;
        }
        if (!inName(index) || !containsPhrase(docs[index]!.nameStems, stems)) {
          pending.push(index);
          continue;
        }
        scope[index >>> 5]! |= 1 << (index & 31);
        count += 1;
        if ((left -= 1) === 0) return { bits: scope, count };
      }
    }
    return null;
  }
}
