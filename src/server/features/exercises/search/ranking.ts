/**
 * Which docs match a search and in what order (docs/product.md#search, docs/product.md#limits): browsing in name or
 * difficulty order, searching by relevance — the tiers and keys of rank-key.ts — unless a sort is asked for.
 */

import { DIFFICULTY_LEVELS } from '@/shared/catalogue/difficulty';
import type { IndexState } from './index-state';
import { PageScope } from './page-scope';
import { bestOf, bitsetMembers, combine, type Filter, gallop, has, NONE } from './postings';
import type { ParsedQuery, Word } from './query';
import {
  containsPhrase,
  rankKey,
  TIER_ALIAS_IS,
  TIER_ALIAS_WORDS,
  TIER_ELSEWHERE,
  TIER_NAME_IS,
  TIER_NAME_OR_ALIAS,
  TIER_NAME_WORDS,
} from './rank-key';
import { stem } from './search-text';
import {
  ALIAS,
  ALL_FIELDS,
  DESCRIPTION,
  EXACT,
  MUSCLE,
  NAME,
  PREFIX,
  PRIMARY_MUSCLE,
  QUALITY_FACTOR,
  STRONG_FIELDS,
  WEIGHT_OF_BITS,
} from './vocabulary';

/** A page's worth of ordered docs and the total they were taken from. */
export type Ranked = { top: number[]; total: number };

/** How a request orders its results: an explicit sort, or none (relevance while searching, name while browsing). */
export type Order = { sort?: 'name' | 'difficulty'; dir: 'asc' | 'desc' };

/** A term's description-only docs are read as a cached bitset from this many on. */
const DESC_BITSET_MIN = 256;

/**
 * A posting list longer than this many times the candidates is leapt through (postings.ts gallop: about 2 log2 of
 * the gap per candidate) rather than read entry by entry.
 */
const GALLOP_RATIO = 12;

/** A search with more matches than this many pages looks for the page's docs first (page-scope.ts). */
const SCOPE_RATIO = 4;

// What one search word found in one candidate (the wordFlags scratch), one bit each.
/** The word is in the name (at any match quality). */
const IN_NAME = 1;
/** The word is a whole word of the name. */
const WHOLE_IN_NAME = 2;
/** The word is in an alias. */
const IN_ALIAS = 4;
/** The word is a whole word of an alias. */
const WHOLE_IN_ALIAS = 8;
/** The word is in a defining field (vocabulary.ts STRONG_FIELDS). */
const IN_STRONG_FIELD = 16;

/**
 * Orders the matches of one index's searches. Holds the scratch arrays of one search, indexed by doc and reused
 * between searches (an epoch marks what is current): searching is synchronous, and each caller is done with the
 * scratch before the next call.
 */
export class Ranker {
  private epoch = 0;
  private seen = new Int32Array(0);
  private richWords = new Uint8Array(0);
  private wordSeen = new Int32Array(0);
  private wordScore = new Float32Array(0);
  private wordFlags = new Uint8Array(0);
  private score = new Float32Array(0);
  private nameExact = new Uint8Array(0);
  private aliasExact = new Uint8Array(0);
  private nameOrAlias = new Uint8Array(0);
  private strong = new Uint8Array(0);
  private primaryKey = new Float64Array(0);
  private matched = new Int32Array(0);
  private found = new Int32Array(0);
  private readonly pages: PageScope;

  constructor(private readonly state: IndexState) {
    this.pages = new PageScope(state);
  }

  /** The first `limit` docs matching the request in its order, and how many match in all. */
  matchAndOrder(parsed: ParsedQuery, filter: Filter, order: Order, limit: number): Ranked {
    if (!parsed.words) return browse(this.state, filter, order.sort ?? 'name', order.sort ? order.dir : 'asc', limit);
    if (!order.sort) return this.relevance(parsed.words, parsed.compact, filter, limit);
    return browse(this.state, this.matchSet(parsed.words, filter).bits, order.sort, order.dir, limit);
  }

  /**
   * The first `limit` docs matching every word and `filter`, best first (rank-key.ts), and how many match. The total
   * is the size of {@link matchSet}; only rich entries are visited to score, since a word found in a description only
   * counts the description's weight (whole word, else its start) — and a doc found through descriptions alone ranks
   * below every doc with a word in a defining field, so those are ranked only when the others do not fill the page. A
   * search with many matches ranks only what pageScope finds can be on the page, when it can tell.
   */
  relevance(list: Word[], compact: string, filter: Filter, limit: number): Ranked {
    const { bits: matched, total } = this.matchSet(list, filter);
    if (total === 0 || limit === 0) return { top: [], total };
    const state = this.state;
    // Many matches: only the docs that can be on the page are ranked, when pageScope finds them.
    const scope = total > limit * SCOPE_RATIO ? this.pages.pageScope(list, compact, matched, limit) : null;
    const candidates = scope?.bits ?? matched;
    const count = scope?.count ?? total;
    this.ensureScratch();
    const queryEpoch = ++this.epoch;
    const { seen, richWords, wordSeen, wordScore, wordFlags, score, nameExact, aliasExact, nameOrAlias, strong } = this;
    const scored: number[] = [];
    let defining = 0;
    let candidateList: Int32Array | null = null;
    list.forEach((word, k) => {
      const wordEpoch = ++this.epoch;
      const touched: number[] = [];
      for (const match of word.matches) {
        const rich = state.postings.get(match.term)!.rich;
        const mask = match.mask;
        const factor = QUALITY_FACTOR[match.quality]!;
        const exact = match.quality === EXACT;
        const visit = (entry: number) => {
          let bits = entry & mask;
          if (bits === 0) return;
          const index = entry >>> 7;
          // A muscle word counts in a name or alias only where the exercise works that muscle: 'chest' in
          // 'Chest-Supported Row' or 'back' in 'Kickback' is found, but as weakly as a word of the description.
          if (word.muscle && bits & (NAME | ALIAS) && !(entry & (PRIMARY_MUSCLE | MUSCLE))) bits = bits & ~(NAME | ALIAS) || DESCRIPTION;
          if (seen[index] !== queryEpoch) {
            seen[index] = queryEpoch;
            richWords[index] = 0;
            score[index] = 0;
            nameExact[index] = 0;
            aliasExact[index] = 0;
            nameOrAlias[index] = 0;
            strong[index] = 0;
            scored.push(index);
          }
          if (wordSeen[index] !== wordEpoch) {
            wordSeen[index] = wordEpoch;
            wordScore[index] = 0;
            wordFlags[index] = 0;
            touched.push(index);
          }
          const weight = WEIGHT_OF_BITS[bits]! * factor;
          if (weight > wordScore[index]!) wordScore[index] = weight;
          let flags = wordFlags[index]!;
          if (bits & NAME) flags |= exact ? IN_NAME | WHOLE_IN_NAME : IN_NAME;
          if (bits & ALIAS) flags |= exact ? IN_ALIAS | WHOLE_IN_ALIAS : IN_ALIAS;
          if (bits & STRONG_FIELDS) flags |= IN_STRONG_FIELD;
          wordFlags[index] = flags;
        };
        if (rich.length > count * GALLOP_RATIO) {
          // Few candidates against a long list: leap through the list to each candidate instead of reading it all.
          candidateList ??= bitsetMembers(candidates, count);
          for (let at = 0, j = 0; at < candidateList.length; at += 1) {
            const wanted = candidateList[at]!;
            j = gallop(rich, j, wanted * 128);
            if (j === rich.length) break;
            if (rich[j]! >>> 7 === wanted) visit(rich[j]!);
          }
        } else {
          for (let j = 0; j < rich.length; j += 1) {
            const index = rich[j]! >>> 7;
            if ((candidates[index >>> 5]! & (1 << (index & 31))) !== 0) visit(rich[j]!);
          }
        }
      }
      for (const index of touched) {
        richWords[index]! |= 1 << k;
        score[index]! += wordScore[index]!;
        const flags = wordFlags[index]!;
        if (flags & WHOLE_IN_NAME) nameExact[index]! += 1;
        if (flags & WHOLE_IN_ALIAS) aliasExact[index]! += 1;
        if (flags & (IN_NAME | IN_ALIAS)) nameOrAlias[index]! += 1;
        if (flags & IN_STRONG_FIELD) {
          if (strong[index] === 0) defining += 1;
          strong[index]! += 1;
        }
      }
    });
    // What each word found in a description only is worth: the description's weight, whole word or start.
    const exactDesc = list.map((word) => {
      const terms = word.matches
        .filter((match) => match.quality === EXACT && state.postings.get(match.term)!.desc.length > 0)
        .map((match) => match.term);
      return terms.length === 0 ? null : terms.map((term) => state.postingBits(term, 'desc'));
    });
    const descWorth = (k: number, index: number) =>
      WEIGHT_OF_BITS[DESCRIPTION]! * QUALITY_FACTOR[exactDesc[k]?.some((bits) => has(bits, index)) ? EXACT : PREFIX]!;
    const stems = list.map((word) => stem(word.text));
    const rank = state.nameRanks();
    const primary = this.primaryKey;
    const all = (1 << list.length) - 1;
    const { popularityOf, nameLengthOf, docs } = state;
    const nameIs = state.nameKeys.get(compact) ?? NONE;
    const aliasIs = state.aliasKeys.get(compact) ?? NONE;
    for (const index of scored) {
      const missing = all & ~richWords[index]!;
      if (missing !== 0) list.forEach((_, k) => missing & (1 << k) && (score[index]! += descWorth(k, index)));
      const tier = this.tier(index, list.length, nameIs, aliasIs);
      // A single word found in the name or aliases is its own phrase; only several words need the check.
      const phrase = tier >= TIER_NAME_OR_ALIAS && stems.length > 1 && containsPhrase(docs[index]!.nameStems, stems) ? 1 : 0;
      primary[index] = rankKey(tier, popularityOf[index]!, phrase, Math.round(score[index]! * 10), strong[index]!);
    }
    const ranked = scored;
    if (defining < limit && scored.length < count) {
      // Too few docs with a word in a defining field: the docs found through descriptions (and tags) alone rank too.
      for (let at = 0; at < candidates.length; at += 1) {
        let word = candidates[at]!;
        while (word !== 0) {
          const bit = word & -word;
          word ^= bit;
          const index = (at << 5) + 31 - Math.clz32(bit);
          if (seen[index] === queryEpoch) continue;
          let points = 0;
          list.forEach((_, k) => (points += descWorth(k, index)));
          primary[index] = rankKey(TIER_ELSEWHERE, popularityOf[index]!, 0, Math.round(points * 10), 0);
          ranked.push(index);
        }
      }
    }
    // Ties (read only when the relevance is equal): the shorter name, then the name order.
    const better = (a: number, b: number) =>
      primary[a]! > primary[b]! || (primary[a] === primary[b] && (nameLengthOf[a]! - nameLengthOf[b]! || rank[a]! - rank[b]!) < 0);
    return { top: bestOf(ranked, limit, better), total };
  }

  /**
   * The docs matching every word (in any field) and `filter`, as a bitset (this ranker's scratch, valid until its next
   * call) and how many: each word's rich entries, and its description-only docs through cached bitsets when there are
   * many.
   */
  matchSet(list: Word[], filter: Filter): { bits: Int32Array; total: number } {
    const size = filter.length;
    if (this.matched.length !== size) this.matched = new Int32Array(size);
    if (this.found.length !== size) this.found = new Int32Array(size);
    const { matched, found, state } = this;
    if (list.some((word) => word.matches.length === 0)) return { bits: matched.fill(0), total: 0 };
    let total = 0;
    for (let k = 0; k < list.length; k += 1) {
      found.fill(0);
      // The first long list's bitset is read in the pass that combines the word with the rest, not ORed in before.
      let first: Int32Array | null = null;
      const or = (bits: Int32Array) => {
        if (!first) first = bits;
        else for (let at = 0; at < size; at += 1) found[at]! |= bits[at]!;
      };
      for (const match of list[k]!.matches) {
        const { rich, desc } = state.postings.get(match.term)!;
        // A long list met in any field: its cached bitset, a quarter of the work of reading the list or less.
        if (match.mask === ALL_FIELDS && rich.length >= Math.max(DESC_BITSET_MIN, size >>> 2)) or(state.postingBits(match.term, 'rich'));
        else {
          for (const entry of rich) {
            if ((entry & match.mask) === 0) continue;
            const index = entry >>> 7;
            found[index >>> 5]! |= 1 << (index & 31);
          }
        }
        if ((match.mask & DESCRIPTION) === 0) continue;
        if (desc.length >= DESC_BITSET_MIN) or(state.postingBits(match.term, 'desc'));
        else for (const index of desc) found[index >>> 5]! |= 1 << (index & 31);
      }
      // The filter and every word so far; the last word's pass also counts.
      total = combine(matched, k === 0 ? filter : matched, found, first);
    }
    return { bits: matched, total };
  }

  /**
   * The match tier of a candidate (rank-key.ts): the name is the search (`nameIs` lists the docs whose name is); an
   * alias is (`aliasIs`); every word is a whole word of the name; of the aliases; every word is found in the name or
   * aliases; any other match.
   */
  private tier(index: number, wordCount: number, nameIs: readonly number[], aliasIs: readonly number[]): number {
    if (nameIs.includes(index)) return TIER_NAME_IS;
    if (aliasIs.includes(index)) return TIER_ALIAS_IS;
    if (this.nameExact[index] === wordCount) return TIER_NAME_WORDS;
    if (this.aliasExact[index] === wordCount) return TIER_ALIAS_WORDS;
    return this.nameOrAlias[index] === wordCount ? TIER_NAME_OR_ALIAS : TIER_ELSEWHERE;
  }

  private ensureScratch(): void {
    const size = this.state.docs.length;
    if (this.seen.length >= size) return;
    const capacity = Math.max(size, Math.ceil(this.seen.length * 1.5), 1024);
    this.seen = new Int32Array(capacity);
    this.richWords = new Uint8Array(capacity);
    this.wordSeen = new Int32Array(capacity);
    this.wordScore = new Float32Array(capacity);
    this.wordFlags = new Uint8Array(capacity);
    this.score = new Float32Array(capacity);
    this.nameExact = new Uint8Array(capacity);
    this.aliasExact = new Uint8Array(capacity);
    this.nameOrAlias = new Uint8Array(capacity);
    this.strong = new Uint8Array(capacity);
    this.primaryKey = new Float64Array(capacity);
    this.epoch = 0;
  }
}

/**
 * The first `limit` docs passing `filter` in name or difficulty order (docs/product.md#limits: difficulty by rank,
 * ties by name), and how many pass.
 */
function browse(state: IndexState, filter: Filter, sort: 'name' | 'difficulty', dir: 'asc' | 'desc', limit: number): Ranked {
  const order = state.nameOrder();
  let total = 0;
  if (sort === 'name') {
    const top: number[] = [];
    for (let at = 0; at < order.length; at += 1) {
      const index = order[dir === 'asc' ? at : order.length - 1 - at]!;
      if (!has(filter, index)) continue;
      total += 1;
      if (top.length < limit) top.push(index);
    }
    return { top, total };
  }
  const difficultyOf = state.difficultyOf;
  const levels: number[][] = DIFFICULTY_LEVELS.map(() => []);
  for (const index of order) {
    if (!has(filter, index)) continue;
    total += 1;
    const level = levels[difficultyOf[index]!]!;
    if (level.length < limit) level.push(index);
  }
  return { top: (dir === 'asc' ? levels : levels.reverse()).flat().slice(0, limit), total };
}
