import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exercises } from '../../db/schema';
import type { ImportedExercise } from '../catalogue-import/free-exercise-db';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { list, listAll, loadRealCatalogue, markSamples } from '../../test/fixtures/test-catalogue';
import { errorBodyOf } from '../../test/error-body';

// The sample rule (docs/product.md#who-it-is-for, docs/product.md#roles-and-access) on the library endpoints, and their answers to bad input.
describe('exercise visibility and input validation', () => {
  let ctx: TestContext;
  let catalogue: ImportedExercise[];
  const SAMPLES = ['Pull-Up', 'Barbell Squat', 'Dumbbell Bench Press', 'Plank', 'Hammer Curl', 'Kettlebell Pistol Squat'];
  const viewers: Record<'anonymous' | 'member' | 'expired' | 'subscriber' | 'admin', TestClient> = {} as never;
  let hiddenId: string;
  let sampleId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    catalogue = await loadRealCatalogue(ctx);
    await markSamples(ctx, SAMPLES);
    viewers.anonymous = ctx.client();
    viewers.member = (await ctx.signedInUser('user')).client;
    const expired = await ctx.signedInUser('user');
    await ctx.subscribe(expired.userId, new Date(Date.now() - 24 * 3600 * 1000));
    viewers.expired = expired.client;
    const subscriber = await ctx.signedInUser('user');
    await ctx.subscribe(subscriber.userId);
    viewers.subscriber = subscriber.client;
    viewers.admin = (await ctx.signedInUser('admin')).client;
    const idOf = async (name: string) =>
      (await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.exerciseName, name)))[0]!.id;
    hiddenId = await idOf('Zercher Squat');
    sampleId = await idOf('Pull-Up');
  });
  afterAll(() => ctx.close());

  describe.each(['anonymous', 'member', 'expired'] as const)('a viewer without the full catalogue (%s)', (who) => {
    it('lists only the sample exercises and says so', async () => {
      const body = await list(viewers[who]);
      expect(body.sampleOnly).toBe(true);
      expect(body.total).toBe(SAMPLES.length);
      expect(body.items.map((e) => e.exerciseName).sort()).toEqual([...SAMPLES].sort());
      expect(body.items.every((e) => e.isSample)).toBe(true);
    });

    it('searches and filters within the samples only', async () => {
      const squats = await listAll(viewers[who], { q: 'squat' });
      expect(squats.map((e) => e.exerciseName).sort()).toEqual(['Barbell Squat', 'Kettlebell Pistol Squat']);
      const kettlebells = await list(viewers[who], { equipment: 'Kettlebells', sort: 'difficulty', dir: 'desc' });
      expect(kettlebells.items.map((e) => e.exerciseName)).toEqual(['Kettlebell Pistol Squat']);
    });

    it('gets 404 for a non-sample exercise and the details of a sample', async () => {
      const hidden = await viewers[who].request(`/api/exercises/${hiddenId}`);
      expect(hidden.status).toBe(404);
      expect(await errorBodyOf(hidden)).toEqual({ error: { code: 'NOT_FOUND', message: 'Exercise not found.' } });
      const sample = await viewers[who].request(`/api/exercises/${sampleId}`);
      expect(sample.status).toBe(200);
      expect(await sample.json()).toMatchObject({ id: sampleId, exerciseName: 'Pull-Up', isSample: true });
    });

    it('lists only the equipment of the samples', async () => {
      const response = await viewers[who].request('/api/exercises/equipment');
      // The Pull-Up sample hangs from a Pull-up Bar (the equipment taxonomy), no longer Bodyweight; the Dumbbell Bench
      // Press requires a Flat Bench or an Adjustable Bench beside its primary Dumbbells; the Plank is floor work, where a
      // mat helps (optional items are offered too, docs/decisions/0025): the filter offers what the samples use.
      expect(await response.json()).toEqual({
        items: ['Adjustable Bench', 'Barbells', 'Bodyweight', 'Dumbbells', 'Exercise Mat', 'Flat Bench', 'Kettlebells', 'Pull-up Bar'],
      });
    });
  });

  describe.each(['subscriber', 'admin'] as const)('a viewer with the full catalogue (%s)', (who) => {
    it('lists every exercise, samples included', async () => {
      const body = await list(viewers[who]);
      expect(body).toMatchObject({ sampleOnly: false, total: catalogue.length });
    });

    it('opens a non-sample exercise with every DTO field', async () => {
      const response = await viewers[who].request(`/api/exercises/${hiddenId}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ id: hiddenId, exerciseName: 'Zercher Squat', equipmentType: 'Barbells', isSample: false });
      expect(Object.keys(body).sort()).toEqual([
        ...[
          'aliases',
          'cons',
          'createdAt',
          'description',
          'difficultyLevel',
          'equipment',
          'equipmentType',
          'exerciseName',
          'formSteps',
          'id',
        ],
        ...[
          'illustration',
          'isSample',
          'mechanic',
          'movementPattern',
          'optionalEquipment',
          'primaryMuscles',
          'pros',
          'requiredEquipment',
          'secondaryMuscles',
        ],
        ...['sourceLicence', 'sourceName', 'tags'],
        ...['targetMuscleGroups', 'trainingGoals', 'videoUrl'],
      ]);
      // Imported: it requires at least its primary equipment and names its source.
      expect(body.equipment[0]).toBe('Barbells');
      expect(body.requiredEquipment[0]).toContain('Barbells');
      expect(body.sourceName).toBe('free-exercise-db');
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])('answers 404 for the exercise id %s', async (id) => {
    const response = await viewers.subscriber.request(`/api/exercises/${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['difficulty=hard', 'difficulty'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['muscle=Legsss', 'muscle'],
    ['muscle=Back&muscle=Legsss', 'muscle'],
    ['sort=popularity', 'sort'],
    ['dir=sideways', 'dir'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('rejects %s with 422 and the issue', async (query, path) => {
    const response = await viewers.subscriber.request(`/api/exercises?${query}`);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(body.error.issues.map((issue: { path: string }) => issue.path.split('.')[0])).toContain(path);
  });

  it('accepts a 100-character search and repeated values given once', async () => {
    expect((await list(viewers.subscriber, { q: 'a'.repeat(100) })).total).toBe(0);
    expect((await list(viewers.subscriber, { difficulty: ['advanced'], muscle: 'Back' })).total).toBeGreaterThan(0);
  });

  it('documents the library routes in the OpenAPI document', async () => {
    const doc = await (await viewers.anonymous.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/exercises', '/api/exercises/equipment', '/api/exercises/{id}']));
    const parameters = doc.paths['/api/exercises'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['q', 'equipment', 'difficulty', 'muscle', 'sort', 'dir', 'page']));
  });
});
