import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { catalogueCache, catalogueGeneration, invalidateCatalogueCache } from './catalogue-cache';

// The caches are keyed by the Drizzle handle only, so a stand-in object is a database here.
const fakeDatabase = () => ({ db: {} }) as unknown as Database;

describe('catalogue caches (decision 0005)', () => {
  it('keeps one set of named caches per database', () => {
    const first = fakeDatabase();
    const second = fakeDatabase();
    catalogueCache<string>(first, 'pages', { maxEntries: 5 }).set('k', 'first', catalogueGeneration(first));
    expect(catalogueCache<string>(first, 'pages', { maxEntries: 5 }).get('k')).toBe('first');
    expect(catalogueCache<string>(second, 'pages', { maxEntries: 5 }).get('k')).toBeUndefined();
    expect(catalogueCache<string>(first, 'totals', { maxEntries: 5 }).get('k')).toBeUndefined();
  });

  it('forgets every cache of the database on invalidation and starts a new generation', () => {
    const database = fakeDatabase();
    const pages = catalogueCache<string>(database, 'pages', { maxEntries: 5 });
    const totals = catalogueCache<number>(database, 'totals', { maxEntries: 5 });
    const before = catalogueGeneration(database);
    pages.set('k', 'page', before);
    totals.set('k', 7, before);
    invalidateCatalogueCache(database);
    expect(catalogueGeneration(database)).toBe(before + 1);
    expect(pages.get('k')).toBeUndefined();
    expect(totals.get('k')).toBeUndefined();
  });

  it('never stores an answer read before a write that was invalidated meanwhile', () => {
    const database = fakeDatabase();
    const pages = catalogueCache<string>(database, 'pages', { maxEntries: 5 });
    const readAt = catalogueGeneration(database);
    invalidateCatalogueCache(database); // a catalogue write lands while the query runs
    pages.set('k', 'stale', readAt);
    expect(pages.get('k')).toBeUndefined();
    pages.set('k', 'fresh', catalogueGeneration(database));
    expect(pages.get('k')).toBe('fresh');
  });
});
