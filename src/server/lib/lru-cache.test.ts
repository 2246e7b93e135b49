import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('LRU cache with expiry', () => {
  it('answers a stored value until it is ttlMs old, then forgets it', () => {
    const cache = createLruCache<string>({ maxEntries: 10, ttlMs: 1_000 });
    cache.set('a', 'alpha', 0);
    expect(cache.get('a', 999)).toBe('alpha');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond maxEntries, a read counting as a use', () => {
    const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 3, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value stored again under the same key, with a fresh age', () => {
    const cache = createLruCache<string>({ maxEntries: 2, ttlMs: 100 });
    cache.set('a', 'old', 0);
    cache.set('a', 'new', 90);
    expect(cache.get('a', 150)).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('drops everything on clear and refuses a size below one', () => {
    const cache = createLruCache<string>({ maxEntries: 3, ttlMs: 100 });
    cache.set('a', 'x', 0);
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
    expect(() => createLruCache({ maxEntries: 0, ttlMs: 1 })).toThrow(RangeError);
  });
});
