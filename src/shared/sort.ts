/**
 * Library sort (docs/product.md#search "Sort keys: name (exercise_name, default, ascending) and difficulty"; docs/product.md#library "Clicking the
 * active sort key flips asc/desc; choosing a new key starts ascending").
 */
export const SORT_KEYS = ['name', 'difficulty'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRECTIONS)[number];

export interface SortState {
  key: SortKey;
  dir: SortDir;
}

/** The sort when none is chosen and there is no search text (docs/product.md#limits: name, ascending). */
export const DEFAULT_SORT: SortState = { key: 'name', dir: 'asc' };

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

export function isSortDir(value: unknown): value is SortDir {
  return typeof value === 'string' && (SORT_DIRECTIONS as readonly string[]).includes(value);
}

/**
 * The sort after the user clicks the `clicked` sort button (docs/product.md#behaviour). `current` is the sort in effect, or null when no
 * key is active (a search ordered by relevance, docs/product.md#search), in which case any key starts ascending.
 * Examples: ({name,asc}, 'name') → {name,desc}; ({name,desc}, 'difficulty') → {difficulty,asc}.
 */
export function nextSort(current: SortState | null, clicked: SortKey): SortState {
  if (current && current.key === clicked) return { key: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key: clicked, dir: 'asc' };
}
