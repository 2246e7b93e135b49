/**
 * One definition of a library request (docs/product.md#library, docs/architecture.md#search-index): what the index is
 * asked, and the two keys derived from it — the key of a page kept for repeats (exercises.service.ts) and the key of a
 * filter bitset kept by the index (filters.ts). Both keys come from one table with an entry per field of the request,
 * typed so that a field added to the request without its entry does not compile: no field can be left out of either key.
 */

import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import type { MuscleFilterValue } from '@/shared/catalogue/muscle-filter';
import type { TrainingGoal } from '@/shared/catalogue/training';

/** What a library request filters by (docs/product.md#library): any value within one filter, all filters across. */
export type IndexFilters = {
  equipment: readonly string[];
  difficulty: readonly DifficultyLevel[];
  muscle: readonly MuscleFilterValue[];
  goal: readonly TrainingGoal[];
  /**
   * Only exercises each of whose required groups has an item in this list (a gym's equipment with Bodyweight,
   * docs/product.md#my-gyms; optional items never exclude); absent: no such limit.
   */
  availableEquipment?: readonly string[];
  /** True: only sample exercises (viewers without the full catalogue, docs/product.md#roles-and-access). */
  samplesOnly: boolean;
};

/** What a library request asks of the index (docs/product.md#library). */
export type IndexQuery = IndexFilters & {
  q: string;
  sort?: 'name' | 'difficulty';
  dir: 'asc' | 'desc';
  /** 1-based page of {@link IndexQuery.pageSize}. */
  page: number;
  pageSize: number;
  /** True: search the words as typed, never corrected. */
  exact: boolean;
};

/** A set of values as a key reads it: order and repeats do not matter; absent is not empty. */
const asSet = (values: readonly string[] | undefined) => (values ? [...new Set(values)].sort() : null);

/** How each filter enters a key. */
const FILTER_PARTS: { [K in keyof Required<IndexFilters>]: (query: IndexFilters) => unknown } = {
  equipment: (query) => asSet(query.equipment),
  difficulty: (query) => asSet(query.difficulty),
  muscle: (query) => asSet(query.muscle),
  goal: (query) => asSet(query.goal),
  availableEquipment: (query) => asSet(query.availableEquipment),
  samplesOnly: (query) => query.samplesOnly,
};

/** How each field of a request enters its key: the filters, then what orders and pages the matches. */
const REQUEST_PARTS: { [K in keyof Required<IndexQuery>]: (query: IndexQuery) => unknown } = {
  ...FILTER_PARTS,
  // The search as the index reads it: case and runs of spaces do not matter.
  q: (query) => query.q.trim().toLowerCase().replace(/\s+/g, ' '),
  sort: (query) => query.sort ?? null,
  // The direction applies to a chosen sort only.
  dir: (query) => (query.sort ? query.dir : null),
  page: (query) => query.page,
  pageSize: (query) => query.pageSize,
  exact: (query) => query.exact,
};

const FILTER_FIELDS = Object.keys(FILTER_PARTS) as Array<keyof IndexFilters>;
const REQUEST_FIELDS = Object.keys(REQUEST_PARTS) as Array<keyof IndexQuery>;

/** The key of the docs a request's filters let through: equal exactly when every filter is (as a set). */
export function filterKey(query: IndexFilters): string {
  return JSON.stringify(FILTER_FIELDS.map((field) => FILTER_PARTS[field](query)));
}

/** The key of a whole request (its filters, search, order and page): equal exactly when the index answers alike. */
export function requestKey(query: IndexQuery): string {
  return JSON.stringify(REQUEST_FIELDS.map((field) => REQUEST_PARTS[field](query)));
}
