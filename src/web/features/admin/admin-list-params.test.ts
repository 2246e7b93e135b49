import { describe, expect, it } from 'vitest';
import { changeAdminListParams, parseAdminListParams, toAdminListSearch } from './admin-list-params';

describe('admin list URL state', () => {
  it('reads search, one difficulty and the page, ignoring what it does not know', () => {
    expect(parseAdminListParams(new URLSearchParams('q=%20press%20&difficulty=advanced&page=3'))).toEqual({
      q: 'press',
      difficulty: 'advanced',
      page: 3,
    });
    expect(parseAdminListParams(new URLSearchParams('difficulty=Expert&page=-2'))).toEqual({ q: '', difficulty: null, page: 1 });
    expect(parseAdminListParams(new URLSearchParams('page=1.5'))).toEqual({ q: '', difficulty: null, page: 1 });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toAdminListSearch({ q: '', difficulty: null, page: 1 }).toString()).toBe('');
    const params = { q: 'row', difficulty: 'beginner' as const, page: 2 };
    expect(toAdminListSearch(params).toString()).toBe('q=row&difficulty=beginner&page=2');
    expect(parseAdminListParams(toAdminListSearch(params))).toEqual(params);
  });

  it('goes back to page 1 when the search or the level changes, not when only the page does', () => {
    const on3 = { q: 'row', difficulty: null, page: 3 };
    expect(changeAdminListParams(on3, { q: 'rows' }).page).toBe(1);
    expect(changeAdminListParams(on3, { difficulty: 'advanced' }).page).toBe(1);
    expect(changeAdminListParams(on3, { page: 4 }).page).toBe(4);
    expect(changeAdminListParams(on3, { q: 'row' }).page).toBe(3);
  });
});
