import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { catalogCache, catalogGeneration, invalidateCatalogCache } from './catalog-cache';

// The caches are keyed by the Drizzle handle only, so a stand-in object is a database here.
const fakeDatabase = () => ({ db: {} }) as unknown as Database;

describe('catalogue caches (decision 0005)', () => {
  it('keeps one set of named caches per database', () => {
    const first = fakeDatabase();
    const second = fakeDatabase();
    catalogCache<string>(first, 'pages', { maxEntries: 5 }).set('k', 'first', catalogGeneration(first));
    expect(catalogCache<string>(first, 'pages', { maxEntries: 5 }).get('k')).toBe('first');
    expect(catalogCache<string>(second, 'pages', { maxEntries: 5 }).get('k')).toBeUndefined();
    expect(catalogCache<string>(first, 'totals', { maxEntries: 5 }).get('k')).toBeUndefined();
  });

  it('forgets every cache of the database on invalidation and starts a new generation', () => {
    const database = fakeDatabase();
    const pages = catalogCache<string>(database, 'pages', { maxEntries: 5 });
    const totals = catalogCache<number>(database, 'totals', { maxEntries: 5 });
    const before = catalogGeneration(database);
    pages.set('k', 'page', before);
    totals.set('k', 7, before);
    invalidateCatalogCache(database);
    expect(catalogGeneration(database)).toBe(before + 1);
    expect(pages.get('k')).toBeUndefined();
    expect(totals.get('k')).toBeUndefined();
  });

  it('never stores an answer read before a write that was invalidated meanwhile', () => {
    const database = fakeDatabase();
    const pages = catalogCache<string>(database, 'pages', { maxEntries: 5 });
    const readAt = catalogGeneration(database);
    invalidateCatalogCache(database); // a catalogue write lands while the query runs
    pages.set('k', 'stale', readAt);
    expect(pages.get('k')).toBeUndefined();
    pages.set('k', 'fresh', catalogGeneration(database));
    expect(pages.get('k')).toBe('fresh');
  });
});
