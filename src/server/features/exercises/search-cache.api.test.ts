import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import { type SourcedExercise, upsertExercises } from '../catalogue-import/upsert-exercises';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { list } from '../../test/fixtures/test-catalogue';

// The library's result cache (decision 0005): shared by viewers of one visibility class, never across classes, and
// forgotten on every catalogue write. A direct UPDATE that skips the invalidation (as no real writer may) is how these
// tests see whether an answer came from the cache.
describe('GET /api/exercises result cache', () => {
  let ctx: TestContext;
  const viewers: Record<'anonymous' | 'member' | 'subscriber' | 'otherSubscriber' | 'admin', TestClient> = {} as never;
  const row = (index: number, isSample: boolean): SourcedExercise => ({
    sourceId: `test:cache-${index}`,
    exercise: exerciseInputSchema.parse({
      exerciseName: `Cache Row ${String(index).padStart(2, '0')}`,
      equipmentType: index % 2 === 0 ? 'Dumbbells' : 'Barbells',
      targetMuscleGroups: 'Back',
      description: 'A row made for the cache tests.',
      videoUrl: null,
      isSample,
    }),
  });
  const SAMPLE_COUNT = 3;

  beforeAll(async () => {
    ctx = await createTestContext();
    await upsertExercises(ctx.database, Array.from({ length: 20 }, (_, index) => row(index, index < SAMPLE_COUNT)));
    viewers.anonymous = ctx.client();
    viewers.member = (await ctx.signedInUser('user')).client;
    for (const name of ['subscriber', 'otherSubscriber'] as const) {
      const member = await ctx.signedInUser('user');
      await ctx.subscribe(member.userId);
      viewers[name] = member.client;
    }
    viewers.admin = (await ctx.signedInUser('admin')).client;
  });
  afterAll(() => ctx.close());

  /** Renames an exercise behind the cache's back (no invalidation). */
  const renameQuietly = (from: string, to: string) => ctx.db.update(exercises).set({ exerciseName: to }).where(eq(exercises.exerciseName, from));
  const names = (body: { items: Array<{ exerciseName: string }> }) => body.items.map((item) => item.exerciseName);

  it('answers a repeated search of the same class from the cache, for another user too, until the catalogue changes', async () => {
    const first = await list(viewers.subscriber, { q: 'cache row', page: 2 });
    expect(first.total).toBe(20);
    expect(names(first)).toContain('Cache Row 12');
    await renameQuietly('Cache Row 12', 'Cache Row 12 Renamed');
    expect(names(await list(viewers.otherSubscriber, { q: 'cache row', page: 2 }))).toContain('Cache Row 12');
    // The normalised query is the key: case and spacing do not matter.
    expect(names(await list(viewers.admin, { q: '  CACHE   Row ', page: 2 }))).toContain('Cache Row 12');
    invalidateCatalogueCache(ctx.database);
    expect(names(await list(viewers.subscriber, { q: 'cache row', page: 2 }))).toContain('Cache Row 12 Renamed');
    await renameQuietly('Cache Row 12 Renamed', 'Cache Row 12');
    invalidateCatalogueCache(ctx.database);
  });

  it('shows a catalogue import at once: upsertExercises invalidates the cached pages and totals', async () => {
    const before = await list(viewers.subscriber, { equipment: 'Dumbbells' });
    expect(before.total).toBe(10);
    await upsertExercises(ctx.database, [row(20, false)]);
    const after = await list(viewers.subscriber, { equipment: 'Dumbbells' });
    expect(after.total).toBe(11);
    expect(names(await list(viewers.subscriber, { q: 'cache row 20' }))).toEqual(['Cache Row 20']);
  });

  it('never answers a samples-only viewer from a full-catalogue page, nor the reverse', async () => {
    const full = await list(viewers.subscriber, { q: 'cache', equipment: ['Barbells', 'Dumbbells'] });
    expect(full).toMatchObject({ sampleOnly: false, total: 21 });
    for (const who of ['anonymous', 'member'] as const) {
      const samples = await list(viewers[who], { q: 'cache', equipment: ['Dumbbells', 'Barbells'] });
      expect(samples).toMatchObject({ sampleOnly: true, total: SAMPLE_COUNT });
      expect(samples.items.every((item) => item.isSample)).toBe(true);
    }
    // Samples first this time: the full-catalogue viewer still gets everything.
    expect(await list(viewers.member, { q: 'row', difficulty: 'beginner' })).toMatchObject({ sampleOnly: true, total: SAMPLE_COUNT });
    expect(await list(viewers.admin, { q: 'row', difficulty: 'beginner' })).toMatchObject({ sampleOnly: false, total: 21 });
  });

  it('answers a subscriber whose subscription just ended from the samples at once', async () => {
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    expect((await list(member.client, { q: 'cache row' })).total).toBe(21);
    await ctx.subscribe(member.userId, new Date(Date.now() - 1_000));
    expect(await list(member.client, { q: 'cache row' })).toMatchObject({ sampleOnly: true, total: SAMPLE_COUNT });
  });
});
