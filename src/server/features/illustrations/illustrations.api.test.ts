import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { importFreeExerciseDb, readFreeExerciseDb } from '../catalogue-import/import-free-exercise-db';
import { type IllustrationImportSummary, importIllustrations, openEverkinetic } from './import-illustrations';

const here = path.dirname(fileURLToPath(import.meta.url));
const EVERKINETIC = path.resolve(here, '../../../../../shared/data/everkinetic');
const FREE_EXERCISE_DB = path.resolve(here, '../../../../../shared/data/free-exercise-db/exercises.json');
const CURATED = path.resolve(here, '../../../../catalogue/exercises');

describe('the Everkinetic drawings on the real catalogue (docs/product.md#illustrations)', () => {
  let ctx: TestContext;
  let summary: IllustrationImportSummary;
  const progress: number[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    await syncCuratedCatalogue(database, CURATED);
    await importFreeExerciseDb(database, await readFreeExerciseDb(FREE_EXERCISE_DB));
    summary = await importIllustrations(database, await openEverkinetic(EVERKINETIC), ({ done }) => progress.push(done));
    ctx = await createTestContext({ database });
  }, 120_000);
  afterAll(() => ctx.close());

  const byName = async (name: string) => {
    const [row] = await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.exerciseName, name));
    const response = await (await ctx.signedInUser('admin')).client.request(`/api/exercises/${row!.id}`);
    return (await response.json()) as Exercise;
  };

  it('matches most drawings, accounts for every record, and says why each one was left out', () => {
    expect(summary.matched.length + summary.leftOut.length).toBe(289);
    expect(summary.matched.length).toBeGreaterThanOrEqual(140);
    expect(summary.changed).toBe(summary.matched.reduce((n, match) => n + match.exercises.length, 0));
    expect(progress.at(-1)).toBe(summary.matched.length);
    expect(summary.leftOut.every((left) => left.reason.length > 0)).toBe(true);
    expect(summary.leftOut.filter((left) => left.reason === 'no drawing').length).toBeGreaterThanOrEqual(20);
  });

  it('gives an illustrated exercise its start and end drawings, served as optimised SVG, cached for a year', async () => {
    const bench = await byName('Barbell Incline Bench Press');
    expect(bench.illustration).toEqual({
      start: expect.stringMatching(/^\/api\/illustrations\/[0-9a-f]{32}\.svg$/),
      end: expect.stringMatching(/^\/api\/illustrations\/[0-9a-f]{32}\.svg$/),
      source: 'everkinetic',
    });
    const response = await ctx.client().request(bench.illustration!.start);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Opened on its own, an SVG runs no inline script: the site's policy allows scripts from its own files only.
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]*viewBox="[\d. ]+"/);
    expect(svg).not.toMatch(/<script|width="\d+pt"/);
    const again = await ctx.client().request(bench.illustration!.start, { headers: { 'If-None-Match': response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    // The library's cards carry the picture too.
    const list = await (await ctx.signedInUser('admin')).client.request('/api/exercises?q=barbell+incline+bench+press');
    const card = ((await list.json()) as { items: Exercise[] }).items.find((item) => item.id === bench.id);
    expect(card?.illustration).toEqual(bench.illustration);
  });

  it('leaves an exercise without a drawing without one, and answers 404 for a key that is not stored or not a key', async () => {
    expect((await byName('Kettlebell Turkish Get-Up')).illustration).toBeNull();
    for (const key of ['0123456789abcdef0123456789abcdef.svg', '..%2f..%2fetc%2fpasswd', 'constructor', 'a'.repeat(99)]) {
      const response = await ctx.client().request(`/api/illustrations/${key}`);
      expect(response.status, key).toBe(404);
    }
  });

  it('changes nothing when run again, and keeps no picture nothing shows', async () => {
    const again = await importIllustrations(ctx.database, await openEverkinetic(EVERKINETIC));
    expect(again.changed).toBe(0);
    expect(again.matched.length).toBe(summary.matched.length);
    const [orphans] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from illustrations i where not exists (select 1 from exercises e where e.illustration_start = i.key or e.illustration_end = i.key)`,
    );
    expect(orphans?.n).toBe(0);
  });
});
