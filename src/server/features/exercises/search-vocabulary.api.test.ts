import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import { type SourcedExercise, upsertExercises } from '../catalogue-import/upsert-exercises';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { searchVocabulary } from './search-vocabulary';
import { list } from '../../test/fixtures/test-catalogue';

// The typo vocabulary knows the compacted pairs that `search_compact` matches ('Pull-Up' → 'pullup'), so a spacing
// variant is never taken for a typo of its first half (docs/product.md#search).
describe('search vocabulary and compact searches', () => {
  let ctx: TestContext;
  let subscriber: TestClient;
  const exercise = (sourceId: string, exerciseName: string, equipmentType: string, description: string): SourcedExercise => ({
    sourceId,
    exercise: exerciseInputSchema.parse({ exerciseName, equipmentType, targetMuscleGroups: 'Back', description, videoUrl: null }),
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    await upsertExercises(ctx.database, [
      exercise('test:pullup', 'Band Assisted Pull-Up', 'Resistance Bands', 'Hang from the bar and pull up.'),
      exercise('test:facepull', 'Face Pull', 'Cable Machine', 'Pull the rope towards your face.'),
      exercise('test:rackpull', 'Rack Pull', 'Barbells', 'Lift the bar from the pins.'),
    ]);
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    subscriber = member.client;
  });
  afterAll(() => ctx.close());

  it('holds every word of 4+ letters and every pair of neighbouring words joined', async () => {
    const vocabulary = await searchVocabulary(ctx.database);
    expect([...vocabulary.set]).toEqual(expect.arrayContaining(['pull', 'pullup', 'face', 'facepull', 'rackpull', 'resistancebands']));
    expect(vocabulary.set.has('up')).toBe(false);
  });

  it.each(['pull-up', 'pullup', 'Pull Up'])('finds only the pull-ups for %s, not every exercise with "pull"', async (q) => {
    const body = await list(subscriber, { q });
    expect(body.items.map((item) => item.exerciseName)).toEqual(['Band Assisted Pull-Up']);
  });

  it('learns the words of a catalogue write after the invalidation that follows it', async () => {
    await upsertExercises(ctx.database, [exercise('test:chinup', 'Chin-Up', 'Pull-up Bar', 'Palms towards you.')]);
    await vi.waitFor(async () => expect((await searchVocabulary(ctx.database)).set.has('chinup')).toBe(true));
  });
});
