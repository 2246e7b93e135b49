import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type PendingSuggestionList } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import type { SuggestionList } from '@/shared/schemas/suggestions';
import { exercises, suggestedExercises } from '../../db/schema';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { createExercise, exerciseBody, insertSuggestion, libraryHas } from '../../test/builders/admin-test-helpers';
import { errorBodyOf } from '../../test/error-body';

// Suggestion moderation (docs/architecture.md#tests "Approval is atomic"; docs/product.md#moderation, docs/product.md#api).
// Suggestions are inserted as rows: this file tests the moderation side only.
describe('admin suggestions API', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let subscriber: TestClient;
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await ctx.signedInUser('admin')).client;
    ({ client: member, userId: memberId } = await ctx.signedInUser('user'));
    const paying = await ctx.signedInUser('user');
    await ctx.subscribe(paying.userId);
    subscriber = paying.client;
  });
  afterAll(() => ctx.close());

  const approve = (id: string) => admin.request(`/api/admin/suggestions/${encodeURIComponent(id)}/approve`, { method: 'POST' });
  const reject = (id: string) => admin.request(`/api/admin/suggestions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  const pending = async () => {
    const response = await admin.request('/api/admin/suggestions');
    expect(response.status).toBe(200);
    return ((await response.json()) as PendingSuggestionList).items;
  };
  const statusOf = async (id: string) =>
    (await ctx.db.select({ status: suggestedExercises.status }).from(suggestedExercises).where(eq(suggestedExercises.id, id)))[0]?.status;
  const mine = async () => {
    const response = await member.request('/api/suggestions');
    expect(response.status).toBe(200);
    return ((await response.json()) as SuggestionList).items;
  };
  const exercisesNamed = async (name: string) =>
    (await ctx.db.select({ n: count() }).from(exercises).where(eq(exercises.exerciseName, name)))[0]!.n;

  it('lists every pending suggestion newest first, with its content', async () => {
    const older = await insertSuggestion(ctx, memberId, { exerciseName: 'Older Suggestion', createdAt: new Date('2026-01-01T10:00:00Z') });
    const newer = await insertSuggestion(ctx, memberId, { exerciseName: 'Newer Suggestion', createdAt: new Date('2026-01-02T10:00:00Z') });
    const items = await pending();
    expect(items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(items[0]).toEqual({
      id: newer.id,
      exerciseName: 'Newer Suggestion',
      description: newer.description,
      equipmentType: 'Resistance Bands',
      targetMuscleGroups: 'Shoulders, Traps',
      pros: 'Cheap, joint-friendly',
      cons: null,
      videoUrl: null,
      difficultyLevel: 'beginner',
      tags: ['posture'],
      requiredEquipment: [['Resistance Bands']],
      optionalEquipment: [],
      picture: null,
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    await ctx.db.delete(suggestedExercises);
  });

  it('lists only pending suggestions: approved and rejected ones leave the admin list', async () => {
    const approved = await insertSuggestion(ctx, memberId, { exerciseName: 'Listed Then Approved' });
    const rejected = await insertSuggestion(ctx, memberId, { exerciseName: 'Listed Then Rejected' });
    const waiting = await insertSuggestion(ctx, memberId, { exerciseName: 'Still Waiting' });
    expect((await approve(approved.id)).status).toBe(201);
    expect((await reject(rejected.id)).status).toBe(204);
    expect((await pending()).map((item) => item.id)).toEqual([waiting.id]);
    await ctx.db.delete(suggestedExercises);
  });

  it('approves: copies the content fields into the catalogue (never as a sample), marks the suggestion approved, once', async () => {
    const suggestion = await insertSuggestion(ctx, memberId, {
      exerciseName: 'Approved Probe',
      difficultyLevel: 'advanced',
      pros: 'Strong',
      cons: 'Hard',
      videoUrl: 'https://vimeo.com/123',
      tags: ['a', 'b'],
    });
    expect(await libraryHas(subscriber, 'Approved Probe')).toBe(false);

    const response = await approve(suggestion.id);
    expect(response.status).toBe(201);
    const { exercise } = (await response.json()) as { exercise: Exercise };
    expect(exercise).toMatchObject({
      exerciseName: 'Approved Probe',
      description: suggestion.description,
      equipmentType: suggestion.equipmentType,
      targetMuscleGroups: suggestion.targetMuscleGroups,
      difficultyLevel: 'advanced',
      pros: 'Strong',
      cons: 'Hard',
      videoUrl: 'https://vimeo.com/123',
      tags: ['a', 'b'],
      isSample: false,
    });
    expect(exercise.id).not.toBe(suggestion.id);
    expect(await statusOf(suggestion.id)).toBe('approved');
    expect(await pending()).toEqual([]);
    expect(await libraryHas(subscriber, 'Approved Probe')).toBe(true);

    const twice = await approve(suggestion.id);
    expect(twice.status).toBe(404);
    expect(await errorBodyOf(twice)).toEqual({ error: { code: 'NOT_FOUND', message: ADMIN_MESSAGES.suggestionNotFound } });
    expect(await exercisesNamed('Approved Probe')).toBe(1);
  });

  it('turns one suggestion approved five times at once into exactly one exercise (the row is locked)', async () => {
    const suggestion = await insertSuggestion(ctx, memberId, { exerciseName: 'Concurrent Probe' });
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => approve(suggestion.id)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 404, 404, 404, 404]);
    expect(await exercisesNamed('Concurrent Probe')).toBe(1);
    expect(await statusOf(suggestion.id)).toBe('approved');
  });

  it('is atomic: when marking the suggestion fails after the insert, the suggestion stays pending and no exercise is created', async () => {
    const suggestion = await insertSuggestion(ctx, memberId, { exerciseName: 'Atomic Probe' });
    // Injected failure after the exercise insert: the suggestion row refuses to be updated.
    await ctx.database.rows(sql`create function admin_test_refuse_suggestion_update() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await ctx.database.rows(
      sql`create trigger admin_test_refuse_suggestion_update before update on suggested_exercises for each row execute function admin_test_refuse_suggestion_update()`,
    );
    try {
      const failed = await approve(suggestion.id);
      expect(failed.status).toBe(500);
      expect(await statusOf(suggestion.id)).toBe('pending');
      expect(await exercisesNamed('Atomic Probe')).toBe(0);
      expect(await libraryHas(subscriber, 'Atomic Probe')).toBe(false);
    } finally {
      await ctx.database.rows(sql`drop trigger admin_test_refuse_suggestion_update on suggested_exercises`);
      await ctx.database.rows(sql`drop function admin_test_refuse_suggestion_update()`);
    }
    // Nothing was half-written: the same approval now succeeds.
    expect((await approve(suggestion.id)).status).toBe(201);
    expect(await exercisesNamed('Atomic Probe')).toBe(1);
  });

  it('refuses to approve a suggestion whose name the catalogue already has (409) and keeps it for rejection', async () => {
    await createExercise(admin, exerciseBody({ exerciseName: 'Existing Probe' }));
    const suggestion = await insertSuggestion(ctx, memberId, { exerciseName: 'existing PROBE' });
    const response = await approve(suggestion.id);
    expect(response.status).toBe(409);
    expect(await errorBodyOf(response)).toEqual({ error: { code: 'CONFLICT', message: ADMIN_MESSAGES.duplicateName('Existing Probe') } });
    expect(await statusOf(suggestion.id)).toBe('pending');
    expect((await reject(suggestion.id)).status).toBe(204);
  });

  it('rejects: marks the suggestion rejected without touching the catalogue; 404 the second time or for a bad id', async () => {
    const before = (await ctx.db.select({ n: count() }).from(exercises))[0]!.n;
    const suggestion = await insertSuggestion(ctx, memberId, { exerciseName: 'Rejected Probe' });
    expect((await reject(suggestion.id)).status).toBe(204);
    expect(await statusOf(suggestion.id)).toBe('rejected');
    expect((await ctx.db.select({ n: count() }).from(exercises))[0]!.n).toBe(before);
    expect((await reject(suggestion.id)).status).toBe(404);
    expect((await reject('not-a-uuid')).status).toBe(404);
    expect((await approve('not-a-uuid')).status).toBe(404);
  });

  it("keeps approved and rejected suggestions on their owner's list with their status, and the owner may delete them", async () => {
    await ctx.db.delete(suggestedExercises);
    const approved = await insertSuggestion(ctx, memberId, {
      exerciseName: 'Owner Sees Approved',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const rejected = await insertSuggestion(ctx, memberId, {
      exerciseName: 'Owner Sees Rejected',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    const waiting = await insertSuggestion(ctx, memberId, {
      exerciseName: 'Owner Sees Pending',
      createdAt: new Date('2026-03-03T10:00:00Z'),
    });
    expect((await mine()).map((item) => [item.exerciseName, item.status, item.reviewedAt])).toEqual([
      ['Owner Sees Pending', 'pending', null],
      ['Owner Sees Rejected', 'pending', null],
      ['Owner Sees Approved', 'pending', null],
    ]);

    expect((await approve(approved.id)).status).toBe(201);
    expect((await reject(rejected.id)).status).toBe(204);
    const items = await mine();
    expect(items.map((item) => [item.id, item.status])).toEqual([
      [waiting.id, 'pending'],
      [rejected.id, 'rejected'],
      [approved.id, 'approved'],
    ]);
    for (const item of items.filter((item) => item.status !== 'pending')) {
      expect(Date.parse(item.reviewedAt ?? '')).not.toBeNaN();
    }

    // The owner's Delete still works on a decided suggestion; the approved one's exercise stays in the catalogue.
    expect((await member.request(`/api/suggestions/${approved.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await member.request(`/api/suggestions/${rejected.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await mine()).map((item) => item.id)).toEqual([waiting.id]);
    expect(await exercisesNamed('Owner Sees Approved')).toBe(1);
  });
});
