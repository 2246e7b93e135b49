import { isDifficultyLevel, type DifficultyLevel } from '@/shared/catalogue/difficulty';

/**
 * The admin exercise list's view state, kept in the URL like the library's (docs/architecture.md#front-end): `q` (name or
 * description), `difficulty` (one level; absent = All Levels), `page` (only when > 1). Pure.
 */
export interface AdminListParams {
  q: string;
  difficulty: DifficultyLevel | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_ADMIN_LIST_PARAMS: AdminListParams = { q: '', difficulty: null, page: 1 };

/** Reads the view state, dropping what it does not recognise (a hand-edited URL never breaks the page). */
export function parseAdminListParams(search: URLSearchParams): AdminListParams {
  const difficulty = search.get('difficulty');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim(),
    difficulty: isDifficultyLevel(difficulty) ? difficulty : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The canonical query string (defaults left out). */
export function toAdminListSearch(params: AdminListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.difficulty) search.set('difficulty', params.difficulty);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** Applies a change; any change of search or level goes back to page 1 (as the library does, docs/product.md#library). */
export function changeAdminListParams(current: AdminListParams, change: Partial<AdminListParams>): AdminListParams {
  const next = { ...current, ...change };
  const filtersChanged = next.q !== current.q || next.difficulty !== current.difficulty;
  return filtersChanged && change.page === undefined ? { ...next, page: 1 } : next;
}
