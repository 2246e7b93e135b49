import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import { exercises } from '../../../db/schema';
import { invalidateCatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { type SourcedExercise, upsertExercises } from '../../catalogue-import/upsert-exercises';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app';
import { list } from '../../../test/fixtures/test-catalogue';

// The search index each server holds (decision 0020): one index for every viewer, the sample rule applied per request,
// and every catalogue write seen by the next search — also a write made behind the server's back once it is announced
// (as NOTIFY 'catalogue' announces another instance's), through the updated_at trigger and the delta read.
describe('GET /api/exercises search index freshness', () => {
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
    await upsertExercises(
      ctx.database,
      Array.from({ length: 20 }, (_, index) => row(index, index < SAMPLE_COUNT)),
    );
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

  /** Renames an exercise behind the server's back (no invalidation). */
  const renameQuietly = (from: string, to: string) =>
    ctx.db.update(exercises).set({ exerciseName: to }).where(eq(exercises.exerciseName, from));
  const names = (body: { items: Array<{ exerciseName: string }> }) => body.items.map((item) => item.exerciseName);

  it('sees a rename or deletion made behind its back once a write is announced, as another instance announces one', async () => {
    expect(names(await list(viewers.subscriber, { q: 'cache row 12' }))).toEqual(['Cache Row 12']);
    await renameQuietly('Cache Row 12', 'Cache Row Twelve');
    invalidateCatalogueCache(ctx.database);
    expect(names(await list(viewers.otherSubscriber, { q: 'cache row twelve' }))).toEqual(['Cache Row Twelve']);
    expect(names(await list(viewers.admin, { q: '  CACHE   Row 12 ' }))).toEqual([]);
    await ctx.db.delete(exercises).where(eq(exercises.exerciseName, 'Cache Row Twelve'));
    invalidateCatalogueCache(ctx.database);
    expect((await list(viewers.subscriber, { q: 'cache row' })).total).toBe(19);
    await upsertExercises(ctx.database, [row(12, false)]);
  });

  it('shows a catalogue import at once: upsertExercises announces it', async () => {
    const before = await list(viewers.subscriber, { equipment: 'Dumbbells' });
    expect(before.total).toBe(10);
    await upsertExercises(ctx.database, [row(20, false)]);
    const after = await list(viewers.subscriber, { equipment: 'Dumbbells' });
    expect(after.total).toBe(11);
    expect(names(await list(viewers.subscriber, { q: 'cache row 20' }))).toEqual(['Cache Row 20']);
  });

  it('answers a samples-only viewer with samples only, and a full-catalogue viewer with everything, in any order', async () => {
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
