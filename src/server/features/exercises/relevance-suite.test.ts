import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { RELEVANCE_CASES } from '../../test/fixtures/relevance-suite';

const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));

// The suite itself is sound before any search runs it (docs/product.md#search).
describe('the search relevance suite', () => {
  it('holds at least 100 cases, each query once per catalogue', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(100);
    const seen = new Set<string>();
    for (const { q, catalogue } of RELEVANCE_CASES) {
      const key = `${catalogue} ${q}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(q, key).toBe(q.trim());
      expect(q.length, key).toBeGreaterThanOrEqual(2);
    }
    // A query checked on 'both' is not checked again on one of them alone.
    for (const { q } of RELEVANCE_CASES.filter((entry) => entry.catalogue === 'both')) {
      expect(seen.has(`curated ${q}`) || seen.has(`merged ${q}`), q).toBe(false);
    }
  });

  it('expects one to three different exercises per case (the top three must hold them all)', () => {
    for (const { q, expect: names } of RELEVANCE_CASES) {
      expect(names.length, q).toBeGreaterThanOrEqual(1);
      expect(names.length, q).toBeLessThanOrEqual(3);
      expect(new Set(names).size, q).toBe(names.length);
    }
  });

  it('names only exercises of the curated catalogue in its curated and both cases', async () => {
    const names = new Set((await readCuratedCatalogue(CURATED_CATALOGUE_DIR)).map(({ exercise }) => exercise.name));
    const missing = RELEVANCE_CASES.filter((entry) => entry.catalogue !== 'merged').flatMap(({ q, expect: expected }) =>
      expected.filter((name) => !names.has(name)).map((name) => `${q}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the merged-only cases for exercises the curated catalogue does not have under that query', async () => {
    const names = new Set((await readCuratedCatalogue(CURATED_CATALOGUE_DIR)).map(({ exercise }) => exercise.name));
    for (const { q, expect: expected } of RELEVANCE_CASES.filter((entry) => entry.catalogue === 'merged')) {
      expect(
        expected.some((name) => !names.has(name)),
        q,
      ).toBe(true);
    }
  });
});
