/**
 * The library's search index (docs/product.md#search; decision 0020): every exercise of the catalogue held in memory
 * by each server instance, with an inverted index of the terms of its name, aliases, equipment, muscles, tags and
 * description. One path answers every library request — visibility, filters, search, both sorts, paging and the exact
 * total — without asking the database; search-index-store.ts keeps it in step with the database.
 *
 * The folder's modules, each over the one {@link IndexState} (docs/architecture.md#search-index):
 * - vocabulary.ts: the fields and their weights, match qualities, abbreviations, muscle words;
 * - postings.ts: posting lists, bitsets and the searches over them;
 * - index-state.ts: the docs, postings and per-doc attributes, and how an exercise is added and removed;
 * - library-request.ts: what a request asks (IndexQuery) and its cache keys;
 * - filters.ts: the sample rule and filters as a bitset, and the zero-result relaxations;
 * - query.ts: the search words, the terms each matches, and typo correction;
 * - rank-key.ts, ranking.ts, page-scope.ts: the order — browsing, relevance, and the page's candidates;
 * - alternatives.ts: the exercises that train what one exercise trains (docs/product.md#alternatives).
 *
 * Matching (query.ts): every search word must match a term of any field — the word, a term it starts, from 4 letters a
 * name or alias word containing it; plural and singular alike; abbreviations; corrected when found too rarely.
 *
 * Ranking, best first (rank-key.ts): the name, then an alias, is the search; every word is a whole word of the name,
 * then of the aliases; every word is found in the name or aliases — within these, the curated popularity, then the
 * words as a phrase in the name, then the field weights of the matches (name > aliases > equipment > primary muscles >
 * other muscles > tags > description; exact > prefix > infix). The rest: how many words were found in a defining field
 * (name, aliases, equipment, primary muscles), the popularity, the field weights. Ties: the shorter name, then the
 * name order.
 */

import type { Exercise } from '@/shared/schemas/exercise';
import type { FilterRelaxation } from '@/shared/schemas/exercises-query';
import { rankAlternatives } from './alternatives';
import { compileFilter, relax } from './filters';
import type { IndexFilters, IndexQuery } from './library-request';
import { type IndexedExercise, IndexState } from './index-state';
import { parse } from './query';
import { Ranker } from './ranking';

export { type IndexedExercise, indexOrder } from './index-state';

export type { IndexFilters, IndexQuery };

/** The index's answer: one page, the total of every match, and how the search was read. */
export type IndexResult = {
  items: Exercise[];
  total: number;
  correctedQuery: string | null;
  matchedTerms: string[];
  relaxations: FilterRelaxation[];
};

/** What {@link SearchIndex.alternatives} is asked besides the exercise. */
export type AlternativesRequest = {
  /** True: the caller sees only sample exercises (docs/product.md#roles-and-access). */
  samplesOnly: boolean;
  /** A gym's equipment with Bodyweight (exercises.service.ts withBodyweight); absent: the whole catalogue. */
  availableEquipment?: readonly string[];
  /** How many alternatives at most. */
  limit: number;
};

/** An alternative to an exercise and why it was chosen ('same pattern · chest, triceps'). */
export type AlternativeItem = { exercise: Exercise; reason: string };

/**
 * The in-memory index of one catalogue. Not thread-shared: each server instance builds its own
 * (search-index-store.ts). Searching is synchronous and allocation-light; `upsert`/`remove` change it in place.
 */
export class SearchIndex {
  private readonly state = new IndexState();
  private readonly ranker = new Ranker(this.state);

  /** Builds the index of `exercises` (any order; a repeated id keeps the last). */
  constructor(exercises: Iterable<IndexedExercise> = []) {
    for (const item of exercises) this.upsert(item);
  }

  /** How many exercises the index holds. */
  get size(): number {
    return this.state.size;
  }

  /** Adds an exercise, or replaces the one with the same id. */
  upsert(item: IndexedExercise): void {
    this.state.upsert(item);
  }

  /**
   * Stores every posting list as a typed array of exactly its entries: about half the index's memory at 100,000
   * exercises (decision 0022). For after a bulk build; a later upsert turns the lists it adds to back into arrays.
   */
  compact(): void {
    this.state.compact();
  }

  /** Drops the exercise `id`, if held. Its slot stays empty until the index is rebuilt. */
  remove(id: string): void {
    this.state.remove(id);
  }

  /** Empty slots left by removals and replacements; the store rebuilds the index when they pile up. */
  get wasted(): number {
    return this.state.wasted;
  }

  /** Every exercise held, in no particular order (for rebuilding). */
  *entries(): IterableIterator<IndexedExercise> {
    for (const doc of this.state.docs) if (doc) yield { exercise: doc.exercise, popularity: doc.popularity };
  }

  /**
   * One library page for `query` (docs/product.md#library, docs/product.md#search): the sample rule, the filters,
   * the search, the order (an explicit sort wins; otherwise relevance while searching, name ascending while browsing),
   * the page and the exact total of matches. With no result while filters are in use, `relaxations` tells how many
   * the search finds with each filter dropped.
   */
  search(query: IndexQuery): IndexResult {
    const { state, ranker } = this;
    const parsed = parse(state, query.q, query.exact, query.samplesOnly);
    const filter = compileFilter(state, query);
    const start = (query.page - 1) * query.pageSize;
    const { top, total } = ranker.matchAndOrder(parsed, filter, query, start + query.pageSize);
    const items = top.slice(start).map((index) => state.docs[index]!.exercise);
    const relaxations =
      total === 0 && parsed.words !== null
        ? relax(state, query, (relaxedFilter, relaxed) => ranker.matchAndOrder(parsed, relaxedFilter, relaxed, 0).total)
        : [];
    return { items, total, correctedQuery: parsed.corrected, matchedTerms: parsed.terms, relaxations };
  }

  /**
   * For a request that found nothing within a gym (`query.availableEquipment`, docs/product.md#my-gyms): how many it
   * would find with each one more item of equipment — one match of the request without the gym, then, for each
   * match, the items that alone would meet every required group the gym leaves unmet (an item in all of them).
   *
   * @returns item name → how many more exercises it finds; items that find none are absent. Empty without a gym.
   */
  unlocks(query: IndexQuery): Map<string, number> {
    const { state, ranker } = this;
    const counts = new Map<string, number>();
    if (!query.availableEquipment) return counts;
    const parsed = parse(state, query.q, query.exact, query.samplesOnly);
    const filter = compileFilter(state, { ...query, availableEquipment: undefined });
    const matched = parsed.words ? ranker.matchSet(parsed.words, filter).bits : filter;
    const available = new Set(query.availableEquipment.flatMap((name) => state.equipmentIds.get(name) ?? []));
    const names = new Map([...state.equipmentIds].map(([name, id]) => [id, name]));
    // Docs that require the same groups lack the same: count the matches per combination of groups, then work out
    // once per combination which single items would meet every group the gym leaves unmet.
    const { needsOf, needsGroups, groupItems } = state;
    const perNeeds = new Int32Array(needsGroups.length);
    for (let word = 0; word < matched.length; word += 1)
      for (let rest = matched[word]!; rest !== 0; rest &= rest - 1) perNeeds[needsOf[(word << 5) + 31 - Math.clz32(rest & -rest)]!]! += 1;
    const byItem = new Map<number, number>();
    perNeeds.forEach((matches, needs) => {
      if (matches === 0) return;
      let unlocking: number[] | null = null;
      for (const group of needsGroups[needs]!) {
        const items = groupItems[group]!;
        if (items.some((id) => available.has(id))) continue;
        unlocking = unlocking === null ? [...items] : unlocking.filter((id) => items.includes(id));
        if (unlocking.length === 0) break;
      }
      for (const id of unlocking ?? []) byItem.set(id, (byItem.get(id) ?? 0) + matches);
    });
    for (const [id, total] of byItem) counts.set(names.get(id)!, total);
    return counts;
  }

  /**
   * Up to `limit` exercises that train what the exercise `id` trains, best first, each with its reason
   * (docs/product.md#alternatives; the order in alternatives.ts): among those the caller may see and, with
   * `availableEquipment`, those a gym makes possible. `hidden` counts the alternatives the caller may not see (not
   * samples, for `samplesOnly`), never naming them.
   *
   * @returns null when the index does not hold `id` or the caller may not see it (a non-sample one for `samplesOnly`).
   */
  alternatives(id: string, request: AlternativesRequest): { items: AlternativeItem[]; hidden: number } | null {
    const { state } = this;
    const target = state.docOf(id);
    if (target === undefined || (request.samplesOnly && state.sampleOf[target] === 0)) return null;
    // Every visibility class's candidates: the ones the caller may not see are counted, not ranked.
    const filter = compileFilter(state, {
      equipment: [],
      difficulty: [],
      muscle: [],
      goal: [],
      availableEquipment: request.availableEquipment,
      samplesOnly: false,
    });
    const { items, hidden } = rankAlternatives(state, target, filter, request.samplesOnly, request.limit);
    return { items: items.map(({ doc, reason }) => ({ exercise: state.docs[doc]!.exercise, reason })), hidden };
  }

  /**
   * The search box's as-you-type list (docs/product.md#search): the `limit` best-ranked exercises for the text typed
   * so far, by relevance, ignoring filters; `samplesOnly` and `correctedQuery` as in {@link search}. None for text
   * without a word.
   */
  autocomplete(q: string, samplesOnly: boolean, limit: number): { items: Exercise[]; correctedQuery: string | null } {
    const { state } = this;
    const parsed = parse(state, q, false, samplesOnly);
    if (!parsed.words || parsed.words.length === 0) return { items: [], correctedQuery: null };
    const filter = compileFilter(state, { equipment: [], difficulty: [], muscle: [], goal: [], samplesOnly });
    const { top } = this.ranker.relevance(parsed.words, parsed.compact, filter, limit);
    return { items: top.map((index) => state.docs[index]!.exercise), correctedQuery: parsed.corrected };
  }
}
