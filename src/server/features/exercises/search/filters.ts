/**
 * The library's sample rule and filters over the search index (docs/product.md#library: any value within a filter,
 * all filters across): each request's are one bitset over doc numbers, combined from cached per-value bitsets.
 */

import { DIFFICULTY_LEVELS } from '@/shared/catalogue/difficulty';
import { isMuscleGroupName, MUSCLE_GROUP_NAMES } from '@/shared/catalogue/muscles';
import { TRAINING_GOALS } from '@/shared/catalogue/training';
import type { FilterRelaxation, LibraryFilter } from '@/shared/schemas/exercises-query';
import type { IndexState } from './index-state';
import { filterKey, type IndexFilters } from './library-request';
import { muscleMask } from './vocabulary';
import type { Filter } from './postings';

/** Filter combinations whose bitsets the index keeps ({@link compileFilter}): 12.5 KB each at 100,000 exercises. */
const CACHED_FILTERS_MAX = 32;

/**
 * The docs passing the sample rule and every filter in use (any value within a filter, all filters across), as a
 * bitset over doc numbers: combined from one cached bitset per attribute value ({@link attributeBits}), so a request
 * pays a few thousand word operations at 100,000 exercises, and the hot loop tests one bit per posting.
 */
export function compileFilter(state: IndexState, query: IndexFilters): Filter {
  // The same filters come back request after request (a visibility class, an equipment chip): each combination's
  // bitset is kept, a bounded few, until the index changes. Callers only read it.
  const key = filterKey(query);
  const cache = state.filterCache;
  const known = cache.get(key);
  if (known) return known;
  const pass = buildFilter(state, query);
  if (cache.size >= CACHED_FILTERS_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, pass);
  return pass;
}

/**
 * For each filter in use, how many exercises the same search finds without it (the zero-result state,
 * docs/product.md#search): `total` counts the matches of the search among the docs of a filter bitset, for the query
 * with that filter emptied.
 */
export function relax<Q extends IndexFilters>(
  state: IndexState,
  query: Q,
  total: (filter: Filter, relaxed: Q) => number,
): FilterRelaxation[] {
  const filters: LibraryFilter[] = ['equipment', 'difficulty', 'muscle', 'goal'];
  return filters
    .filter((name) => query[name].length > 0)
    .map((name) => {
      const relaxed: Q = { ...query, [name]: [] };
      return { filter: name, total: total(compileFilter(state, relaxed), relaxed) };
    });
}

function buildFilter(state: IndexState, query: IndexFilters): Filter {
  const size = (state.docs.length + 31) >>> 5;
  const { alive, sampleOf, difficultyOf, musclesOf, filterPrimaryOf, goalsOf, docs, equipmentIds, groupItems } = state;
  const pass = Int32Array.from(attributeBits(state, 'alive', (index) => alive[index] === 1));
  const keep = (bits: Int32Array) => {
    for (let word = 0; word < size; word += 1) pass[word]! &= bits[word]!;
  };
  const anyOf = (sets: Int32Array[]) => {
    if (sets.length === 1) return keep(sets[0]!);
    const union = new Int32Array(size);
    for (const bits of sets) for (let word = 0; word < size; word += 1) union[word]! |= bits[word]!;
    keep(union);
  };
  const equipmentBits = (id: number) => attributeBits(state, `equipment:${id}`, (index) => docs[index]?.equipment.includes(id) ?? false);
  if (query.samplesOnly) keep(attributeBits(state, 'sample', (index) => sampleOf[index] === 1));
  if (query.difficulty.length > 0) {
    anyOf(
      query.difficulty
        .map((level) => DIFFICULTY_LEVELS.indexOf(level))
        .map((level) => attributeBits(state, `difficulty:${level}`, (index) => difficultyOf[index] === level)),
    );
  }
  if (query.muscle.length > 0) {
    // A group as the brief matches it (a word of it in the target muscles); a single muscle when it is primary
    // (shared/catalogue/muscle-filter-match.ts matchesMuscleFilter, which the index's masks mirror).
    anyOf(
      query.muscle.map((value) => {
        if (isMuscleGroupName(value)) {
          const bit = MUSCLE_GROUP_NAMES.indexOf(value);
          return attributeBits(state, `muscle:${bit}`, (index) => (musclesOf[index]! & (1 << bit)) !== 0);
        }
        const mask = muscleMask([value]);
        return attributeBits(state, `primary-muscle:${mask}`, (index) => (filterPrimaryOf[index]! & mask) !== 0);
      }),
    );
  }
  if (query.goal.length > 0) {
    anyOf(
      query.goal
        .map((goal) => TRAINING_GOALS.indexOf(goal))
        .map((bit) => attributeBits(state, `goal:${bit}`, (index) => (goalsOf[index]! & (1 << bit)) !== 0)),
    );
  }
  // The equipment filter: docs naming any of the items — primary, required in any group, or optional (decision 0025).
  if (query.equipment.length > 0) anyOf(query.equipment.flatMap((name) => equipmentIds.get(name) ?? []).map(equipmentBits));
  if (query.availableEquipment) {
    // Each required group has an item in the set (optional items never exclude): drop the docs of every distinct
    // group none of whose items is available — one cached bitset per group, a few dozen groups in all.
    const available = new Set(query.availableEquipment.flatMap((name) => equipmentIds.get(name) ?? []));
    groupItems.forEach((items, group) => {
      if (items.some((id) => available.has(id))) return;
      const bits = attributeBits(state, `group:${group}`, (index) => docs[index]?.requiredGroups.includes(group) ?? false);
      for (let word = 0; word < size; word += 1) pass[word]! &= ~bits[word]!;
    });
  }
  return pass;
}

/** The bitset of docs for which `test` holds, cached under `key` until the index changes. */
export function attributeBits(state: IndexState, key: string, test: (index: number) => boolean): Int32Array {
  let bits = state.bitsets.get(key);
  if (!bits) {
    const count = state.docs.length;
    bits = new Int32Array((count + 31) >>> 5);
    for (let index = 0; index < count; index += 1) if (test(index)) bits[index >>> 5]! |= 1 << (index & 31);
    state.bitsets.set(key, bits);
  }
  return bits;
}
