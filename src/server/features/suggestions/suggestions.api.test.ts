import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUGGESTION_MESSAGES,
  SUGGESTIONS_PER_HOUR,
  type Suggestion,
  suggestionListSchema,
  suggestionSchema,
} from '@/shared/schemas/suggestions';
import { suggestedExercises, userActionLog } from '../../db/schema';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { SUGGEST_ACTION } from './suggestions.service';
import { errorBodyOf } from '../../test/error-body';

// Suggestions (docs/product.md#suggest, docs/product.md#my-suggestions; docs/product.md#data; docs/product.md#moderation; docs/product.md#suggest; docs/architecture.md#tests).
describe('suggestions API', () => {
  let ctx: TestContext;
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    exerciseName: 'Landmine Press',
    equipmentType: 'Barbells',
    targetMuscleGroups: 'Shoulders, Chest',
    description: 'Press the end of a barbell anchored in a corner.',
    ...overrides,
  });
  const post = (client: TestClient, json: unknown) => client.request('/api/suggestions', { method: 'POST', json });
  const remove = (client: TestClient, id: string) => client.request(`/api/suggestions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  async function create(client: TestClient, json: unknown = body()): Promise<Suggestion> {
    const response = await post(client, json);
    if (response.status !== 201) throw new Error(`POST /api/suggestions → ${response.status} ${await response.text()}`);
    return suggestionSchema.parse(await response.json());
  }
  async function list(client: TestClient): Promise<Suggestion[]> {
    const response = await client.request('/api/suggestions');
    expect(response.status).toBe(200);
    return suggestionListSchema.parse(await response.json()).items;
  }
  const rowsOf = (userId: string) => ctx.db.select().from(suggestedExercises).where(eq(suggestedExercises.userId, userId));
  const logCount = async (userId: string) =>
    (
      await ctx.db
        .select({ n: count() })
        .from(userActionLog)
        .where(and(eq(userActionLog.userId, userId), eq(userActionLog.action, SUGGEST_ACTION)))
    )[0]!.n;

  it("answers 401 to a signed-out visitor on every route, a submission with the spec's sentence, and writes nothing", async () => {
    const anonymous = ctx.client();
    const answers = await Promise.all([
      anonymous.request('/api/suggestions'),
      post(anonymous, body()),
      post(anonymous, { exerciseName: '' }),
      remove(anonymous, MISSING),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(await errorBodyOf(answers[1]!)).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'You must be logged in to suggest exercises' },
    });
    expect(await errorBodyOf(answers[2]!)).toEqual({ error: { code: 'UNAUTHORIZED', message: SUGGESTION_MESSAGES.loginRequired } });
    expect((await ctx.db.select({ n: count() }).from(suggestedExercises))[0]!.n).toBe(0);
  });

  it('stores a full suggestion trimmed, with tags trimmed and unique, muscles in the vocabulary, and lists it', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const created = await create(client, {
      exerciseName: '  Landmine Press ',
      equipmentType: ' Barbells ',
      targetMuscleGroups: 'shoulders, Chest,, SHOULDERS , triceps',
      description: ' Press the end of a barbell. ',
      difficultyLevel: 'intermediate',
      pros: ' Shoulder friendly ',
      cons: ' Needs a corner ',
      videoUrl: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
      tags: [' strength ', 'strength', '', '   ', 'Unilateral'],
    });
    expect(created).toEqual({
      id: created.id,
      exerciseName: 'Landmine Press',
      equipmentType: 'Barbells',
      targetMuscleGroups: 'Front Delts, Side Delts, Rear Delts, Chest, Triceps',
      description: 'Press the end of a barbell.',
      difficultyLevel: 'intermediate',
      pros: 'Shoulder friendly',
      cons: 'Needs a corner',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      tags: ['strength', 'Unilateral'],
      requiredEquipment: [['Barbells']],
      optionalEquipment: [],
      picture: null,
      status: 'pending',
      reviewedAt: null,
      createdAt: created.createdAt,
    });
    expect(Math.abs(new Date(created.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await list(client)).toEqual([created]);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ userId, tags: ['strength', 'Unilateral'], pros: 'Shoulder friendly' });
  });

  it.each([
    ['empty strings', { pros: '', cons: '   ', videoUrl: '', tags: [] }],
    ['nulls', { pros: null, cons: null, videoUrl: null, tags: null }],
    ['missing fields', {}],
    ['blank tags only', { tags: ['', '  '] }],
  ])('stores optional fields given as %s as null, and the difficulty as beginner', async (_label, optional) => {
    const { client, userId } = await ctx.signedInUser('user');
    const created = await create(client, body(optional));
    expect(created).toMatchObject({ pros: null, cons: null, videoUrl: null, tags: null, difficultyLevel: 'beginner' });
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ pros: null, cons: null, videoUrl: null, tags: null, difficultyLevel: 'beginner' });
  });

  it.each([
    ['no name', { exerciseName: '   ' }, 'exerciseName', 'Exercise name is required'],
    ['no description', { description: '' }, 'description', 'Description is required'],
    ['no equipment', { equipmentType: ' ' }, 'equipmentType', SUGGESTION_MESSAGES.equipmentRequired],
    ['equipment outside the equipment taxonomy', { equipmentType: 'Sandbag' }, 'equipmentType', SUGGESTION_MESSAGES.equipmentUnknown],
    ['no muscles', { targetMuscleGroups: ' , ' }, 'targetMuscleGroups', SUGGESTION_MESSAGES.musclesRequired],
    ['an unknown muscle', { targetMuscleGroups: 'Chest, Wings' }, 'targetMuscleGroups', "'Wings' is not one of the muscle groups"],
    ['a video that is not a URL', { videoUrl: 'youtube dot com' }, 'videoUrl', SUGGESTION_MESSAGES.videoInvalid],
    ['a javascript: video link', { videoUrl: 'javascript:alert(1)' }, 'videoUrl', SUGGESTION_MESSAGES.videoInvalid],
    ['an unknown difficulty', { difficultyLevel: 'expert' }, 'difficultyLevel', undefined],
    ['a tag of 41 characters', { tags: ['x'.repeat(41)] }, 'tags.0', undefined],
  ])('refuses a suggestion with %s (422) and writes nothing', async (_label, overrides, path, message) => {
    const { client, userId } = await ctx.signedInUser('user');
    const response = await post(client, body(overrides));
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { error: { code: string; issues: Array<{ path: string; message: string }> } };
    expect(answer.error.code).toBe('INVALID_INPUT');
    expect(answer.error.issues.map((issue) => issue.path)).toEqual([path]);
    if (message) expect(answer.error.issues[0]!.message).toBe(message);
    expect(await rowsOf(userId)).toEqual([]);
    // A refused submission does not use up the allowance either.
    expect(await logCount(userId)).toBe(0);
  });

  it('ignores a user id and isSample in the body: a suggestion always belongs to the session user', async () => {
    const a = await ctx.signedInUser('user');
    const b = await ctx.signedInUser('user');
    const created = await create(a.client, body({ userId: b.userId, isSample: true }));
    expect(created).not.toHaveProperty('isSample');
    expect(await rowsOf(b.userId)).toEqual([]);
    expect((await rowsOf(a.userId)).map((row) => row.id)).toEqual([created.id]);
  });

  it("lists only the member's own suggestions, newest first", async () => {
    const a = await ctx.signedInUser('user');
    const b = await ctx.signedInUser('user');
    const first = await create(a.client, body({ exerciseName: 'First' }));
    const theirs = await create(b.client, body({ exerciseName: 'Theirs' }));
    const second = await create(a.client, body({ exerciseName: 'Second' }));
    // Make the order unambiguous whatever the clock resolution: 'First' a minute older.
    await ctx.db
      .update(suggestedExercises)
      .set({ createdAt: sql`created_at - interval '1 minute'` })
      .where(eq(suggestedExercises.id, first.id));

    expect((await list(a.client)).map((s) => s.exerciseName)).toEqual(['Second', 'First']);
    expect((await list(b.client)).map((s) => s.id)).toEqual([theirs.id]);
    expect((await list(a.client)).map((s) => s.id)).toEqual([second.id, first.id]);
  });

  it("deletes the owner's suggestion; another member's delete answers 404 and the suggestion stays", async () => {
    const owner = await ctx.signedInUser('user');
    const intruder = await ctx.signedInUser('user');
    const mine = await create(owner.client);

    const refused = await remove(intruder.client, mine.id);
    expect(refused.status).toBe(404);
    expect(await errorBodyOf(refused)).toEqual({ error: { code: 'NOT_FOUND', message: 'Suggestion not found.' } });
    expect((await rowsOf(owner.userId)).map((row) => row.id)).toEqual([mine.id]);
    expect(await list(owner.client)).toEqual([mine]);

    expect((await remove(owner.client, mine.id)).status).toBe(204);
    expect(await list(owner.client)).toEqual([]);
    expect(await rowsOf(owner.userId)).toEqual([]);
    expect((await remove(owner.client, mine.id)).status).toBe(404);
  });

  it.each(['not-a-uuid', MISSING, "x' or '1'='1"])('answers 404 Suggestion not found to a delete of %s', async (id) => {
    const { client } = await ctx.signedInUser('user');
    const response = await remove(client, id);
    expect(response.status).toBe(404);
    expect(await errorBodyOf(response)).toEqual({ error: { code: 'NOT_FOUND', message: SUGGESTION_MESSAGES.notFound } });
  });

  describe('the rate limit of 10 an hour', () => {
    const refusal = (seconds: number) => ({ error: { code: 'RATE_LIMITED', message: SUGGESTION_MESSAGES.rateLimited(seconds) } });

    it('refuses the 11th in an hour with 429 and Retry-After; deleting one does not give the allowance back', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      const made: Suggestion[] = [];
      for (let i = 0; i < SUGGESTIONS_PER_HOUR; i += 1) made.push(await create(client, body({ exerciseName: `Idea ${i}` })));

      const refused = await post(client, body({ exerciseName: 'Eleventh' }));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('Retry-After'));
      // The oldest of the ten was filed moments ago: it leaves the window in (nearly) an hour.
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await errorBodyOf(refused)).toEqual(refusal(retryAfter));
      expect(SUGGESTION_MESSAGES.rateLimited(retryAfter)).toBe(
        'You can suggest up to 10 exercises an hour. Please try again in 60 minutes.',
      );
      expect(await rowsOf(userId)).toHaveLength(SUGGESTIONS_PER_HOUR);

      expect((await remove(client, made[0]!.id)).status).toBe(204);
      expect((await post(client, body({ exerciseName: 'After a delete' }))).status).toBe(429);
      expect(await rowsOf(userId)).toHaveLength(SUGGESTIONS_PER_HOUR - 1);
      expect(await logCount(userId)).toBe(SUGGESTIONS_PER_HOUR);
    });

    it('counts a sliding hour: Retry-After names when the oldest leaves it, and after that one more is accepted', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      for (let i = 0; i < SUGGESTIONS_PER_HOUR; i += 1) await create(client, body({ exerciseName: `Idea ${i}` }));
      const mine = and(eq(userActionLog.userId, userId), eq(userActionLog.action, SUGGEST_ACTION));
      const [oldest] = await ctx.db
        .select({ id: userActionLog.id })
        .from(userActionLog)
        .where(mine)
        .orderBy(userActionLog.createdAt)
        .limit(1);
      // The oldest submission was 59 minutes ago: it frees a place in about 60 seconds.
      await ctx.db
        .update(userActionLog)
        .set({ createdAt: sql`now() - interval '59 minutes'` })
        .where(eq(userActionLog.id, oldest!.id));
      const refused = await post(client, body({ exerciseName: 'Too soon' }));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await errorBodyOf(refused)).toEqual(refusal(retryAfter));

      // An hour and a second ago: outside the window, so it no longer counts (and is pruned).
      await ctx.db
        .update(userActionLog)
        .set({ createdAt: sql`now() - interval '3601 seconds'` })
        .where(eq(userActionLog.id, oldest!.id));
      await create(client, body({ exerciseName: 'Next hour' }));
      expect(await logCount(userId)).toBe(SUGGESTIONS_PER_HOUR);
      expect((await post(client, body({ exerciseName: 'Too many again' }))).status).toBe(429);
    });

    it('lets exactly 2 of 5 concurrent submissions through at 8; the others get 429 and the count stays 10', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      for (let i = 0; i < SUGGESTIONS_PER_HOUR - 2; i += 1) await create(client, body({ exerciseName: `Existing ${i}` }));
      const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => post(client, body({ exerciseName: `Racing ${i}` }))));
      expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 429, 429, 429]);
      expect(await rowsOf(userId)).toHaveLength(SUGGESTIONS_PER_HOUR);
      expect(await logCount(userId)).toBe(SUGGESTIONS_PER_HOUR);
    });

    it("does not count another member's suggestions, even when both submit at once", async () => {
      const a = await ctx.signedInUser('user');
      const b = await ctx.signedInUser('user');
      for (let i = 0; i < SUGGESTIONS_PER_HOUR - 1; i += 1) await create(a.client, body({ exerciseName: `A${i}` }));
      const answers = await Promise.all([
        post(a.client, body({ exerciseName: 'A last' })),
        post(a.client, body({ exerciseName: 'A too many' })),
        post(b.client, body({ exerciseName: 'B first' })),
        post(b.client, body({ exerciseName: 'B second' })),
      ]);
      expect(
        answers
          .slice(0, 2)
          .map((r) => r.status)
          .sort(),
      ).toEqual([201, 429]);
      expect(answers.slice(2).map((r) => r.status)).toEqual([201, 201]);
      expect(await rowsOf(a.userId)).toHaveLength(SUGGESTIONS_PER_HOUR);
      expect(await rowsOf(b.userId)).toHaveLength(2);
    });
  });
});
