import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, isSortKey, nextSort } from './sort';

describe('nextSort (docs/product.md#behaviour: the active key flips, a new key starts ascending)', () => {
  it('flips the direction when the active key is clicked again', () => {
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'difficulty', dir: 'asc' }, 'difficulty')).toEqual({ key: 'difficulty', dir: 'desc' });
  });

  it('starts a newly chosen key ascending, whatever the old direction', () => {
    expect(nextSort({ key: 'name', dir: 'desc' }, 'difficulty')).toEqual({ key: 'difficulty', dir: 'asc' });
    expect(nextSort({ key: 'difficulty', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
  });

  it('starts ascending when no key is active (relevance order of a search)', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
  });

  it('defaults to name ascending (docs/product.md#limits)', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'name', dir: 'asc' });
  });

  it('recognises the two sort keys only', () => {
    expect(isSortKey('difficulty')).toBe(true);
    expect(isSortKey('relevance')).toBe(false);
  });
});
