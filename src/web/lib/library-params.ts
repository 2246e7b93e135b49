import { DIFFICULTY_LEVELS, isDifficultyLevel, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { isMuscleFilterValue, type MuscleFilterValue } from '@/shared/catalogue/muscle-filter';
import { TRAINING_GOALS, type TrainingGoal } from '@/shared/catalogue/training';
import { DEFAULT_SORT, isSortDir, isSortKey, type SortState } from '@/shared/sort';
import { SEARCH_TEXT_MAX } from '@/shared/limits';

/**
 * The Library's view state, kept in the URL so a view can be shared and the back button works (docs/architecture.md#front-end,
 * docs/product.md#library). Pure: no React, no DOM beyond URLSearchParams.
 *
 * URL shape (the same names as GET /api/exercises): `q`, `equipment` (repeated), `difficulty` (repeated),
 * `muscle` (repeated), `goal` (repeated, docs/product.md#training-vocabulary), `sort` + `dir` (only when the user chose a sort), `page` (only when > 1),
 * `exact=true` (only with search text: search the text as typed, without typo corrections, docs/product.md#search),
 * `gym` (docs/product.md#my-gyms: one of the member's gyms to filter by, or `all` for "Only my equipment" switched off;
 * absent: the active gym, which the page then writes into the address).
 */
export interface LibraryParams {
  q: string;
  equipment: string[];
  difficulty: DifficultyLevel[];
  /** Muscle groups and single muscles of the vocabulary (docs/product.md#library). */
  muscle: MuscleFilterValue[];
  /** Training goals, in TRAINING_GOALS order. */
  goal: TrainingGoal[];
  /** The sort the user chose, or null when none was chosen (name ascending, or relevance while searching). */
  sort: SortState | null;
  /** 1-based. */
  page: number;
  /**
   * Search the text as typed, without typo corrections (the "Search instead for …" link, docs/product.md#search). Only
   * ever true with search text; any change of the text turns it off again.
   */
  exact: boolean;
  /** A gym's id, {@link ALL_EQUIPMENT}, or null: follow the active gym (docs/product.md#my-gyms). */
  gym: string | null;
}

/** The `gym` of a library shown without a gym's limit ("Only my equipment" off). */
export const ALL_EQUIPMENT = 'all';

export const EMPTY_LIBRARY_PARAMS: LibraryParams = {
  q: '',
  equipment: [],
  difficulty: [],
  muscle: [],
  goal: [],
  sort: null,
  page: 1,
  exact: false,
  gym: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The gym a library view filters by (docs/product.md#my-gyms): none when switched off (`all`); the address's gym when
 * it is one of `gyms`; otherwise the active gym, if any. An id that names none of the member's gyms (an old or a shared
 * link) is ignored.
 */
export function libraryGymId(params: Pick<LibraryParams, 'gym'>, gyms: ReadonlyArray<{ id: string; isActive: boolean }>): string | null {
  if (params.gym === ALL_EQUIPMENT) return null;
  if (params.gym && gyms.some((gym) => gym.id === params.gym)) return params.gym;
  return gyms.find((gym) => gym.isActive)?.id ?? null;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Reads the view state from a query string, dropping what it does not recognise (an unknown difficulty, muscle or training goal,
 * a bad sort, a page that is not a positive integer) so a hand-edited URL never breaks the page.
 */
export function parseLibraryParams(search: URLSearchParams): LibraryParams {
  const key = search.get('sort');
  const dir = search.get('dir');
  const page = Number(search.get('page'));
  // Cut to what the server accepts, so a long pasted or hand-edited address still searches instead of failing.
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX).trim();
  return {
    q,
    equipment: unique(
      search
        .getAll('equipment')
        .map((v) => v.trim())
        .filter((v) => v.length > 0),
    ),
    // Kept in catalogue order (Beginner, Intermediate, Advanced) whatever order the URL lists them.
    difficulty: DIFFICULTY_LEVELS.filter((level) => search.getAll('difficulty').some((v) => v === level && isDifficultyLevel(v))),
    muscle: unique(search.getAll('muscle').filter(isMuscleFilterValue)),
    // Kept in vocabulary order (Strength, Hypertrophy, ...) like difficulty.
    goal: TRAINING_GOALS.filter((goal) => search.getAll('goal').includes(goal)),
    sort: isSortKey(key) ? { key, dir: isSortDir(dir) ? dir : 'asc' } : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    exact: q !== '' && search.get('exact') === 'true',
    gym: gymParam(search.get('gym')),
  };
}

function gymParam(value: string | null): string | null {
  if (value === ALL_EQUIPMENT) return ALL_EQUIPMENT;
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** The canonical query string of a view state (defaults left out, so the plain library URL stays clean). */
export function toLibrarySearch(params: LibraryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const value of params.equipment) search.append('equipment', value);
  for (const value of params.difficulty) search.append('difficulty', value);
  for (const value of params.muscle) search.append('muscle', value);
  for (const value of params.goal) search.append('goal', value);
  if (params.sort) {
    search.set('sort', params.sort.key);
    search.set('dir', params.sort.dir);
  }
  if (params.page > 1) search.set('page', String(params.page));
  if (params.exact && params.q) search.set('exact', 'true');
  if (params.gym) search.set('gym', params.gym);
  return search;
}

/**
 * Applies a change to the view. Any change of search text, a filter or the sort sends the user back to page 1
 * (docs/product.md#library); only a change that sets `page` itself keeps it. A change of the search text also turns
 * `exact` off, unless the change sets it (docs/product.md#search: "Search instead for …" holds for that text only).
 */
export function changeLibraryParams(params: LibraryParams, change: Partial<LibraryParams>): LibraryParams {
  const next = { ...params, ...change, page: change.page ?? 1 };
  if (change.exact === undefined && next.q !== params.q) next.exact = false;
  if (!next.q) next.exact = false;
  return next;
}

/**
 * The sort in effect, for the sort buttons and `nextSort`: the chosen one; otherwise name ascending (docs/product.md#limits default),
 * except while searching, when the server orders by relevance and no sort button is active (docs/product.md#search).
 */
export function effectiveSort(params: LibraryParams): SortState | null {
  return params.sort ?? (params.q ? null : DEFAULT_SORT);
}

/** True when search text or any filter narrows the list (the sort does not narrow it). */
export function isFiltered(params: LibraryParams): boolean {
  return (
    params.q !== '' || params.equipment.length > 0 || params.difficulty.length > 0 || params.muscle.length > 0 || params.goal.length > 0
  );
}

/** Toggles `value` in a multi-select list (docs/product.md#limits: equipment, difficulty, muscle and goal filters are multi-select). */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
