import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JS_SPECIAL_NAMES } from '../../test/fuzz-requests';
import type { ExerciseList } from '@/shared/schemas/exercises-query';
import { createExercise, exerciseBody, putExercise } from '../../test/builders/admin-test-helpers';
import { loadRealCatalogue, markSamples } from '../../test/fixtures/test-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';

/**
 * Words the library search must read as words (docs/product.md#search): JavaScript's own names, typed by anyone or
 * written into the catalogue by an admin, never break a search; and a typo correction never names a word of an
 * exercise the caller may not see (docs/product.md#roles-and-access).
 */
describe('GET /api/exercises with special words, and corrections within what the caller sees', () => {
  let ctx: TestContext;
  let anonymous: TestClient;
  let subscriber: TestClient;
  let admin: TestClient;
  const SPECIAL = JS_SPECIAL_NAMES;
  const SHORT_SEARCHES = ['f', 'fu', 'func', 'c', 'co', 'p', 'pr', 'squat'];

  const expectOk = async (client: TestClient, path: string) => {
    const response = await client.request(path);
    expect(response.status, path).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await loadRealCatalogue(ctx);
    await markSamples(ctx, ['Pull-Up', 'Barbell Squat', 'Plank']);
    anonymous = ctx.client();
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    subscriber = member.client;
    admin = (await ctx.signedInUser('admin')).client;
  });
  afterAll(() => ctx.close());

  it('answers a search for each special name with 200, anonymously and subscribed', async () => {
    for (const word of SPECIAL) {
      for (const client of [anonymous, subscriber]) {
        await expectOk(client, `/api/exercises?q=${encodeURIComponent(word)}`);
        await expectOk(client, `/api/exercises/autocomplete?q=${encodeURIComponent(word)}`);
      }
    }
  });

  it('keeps every search working once an exercise holds those words, and after it is edited away', async () => {
    const created = await createExercise(
      admin,
      exerciseBody({
        exerciseName: 'Constructor Carry',
        description: `Walk tall. ${SPECIAL.join(' ')}`,
        tags: ['constructor', 'prototype'],
      }),
    );
    for (const q of [...SHORT_SEARCHES, ...SPECIAL]) {
      await expectOk(subscriber, `/api/exercises?q=${encodeURIComponent(q)}`);
      await expectOk(anonymous, `/api/exercises?q=${encodeURIComponent(q)}`);
      await expectOk(subscriber, `/api/exercises/autocomplete?q=${encodeURIComponent(q)}`);
    }
    const found = (await expectOk(subscriber, '/api/exercises?q=constructor')) as ExerciseList;
    expect(found.items.map((item) => item.exerciseName)).toContain('Constructor Carry');

    expect((await putExercise(admin, created.id, exerciseBody({ exerciseName: 'Suitcase Carry Probe' }))).status).toBe(200);
    for (const q of SHORT_SEARCHES) await expectOk(subscriber, `/api/exercises?q=${encodeURIComponent(q)}`);
  });

  it('corrects a typo only to words of exercises the caller may see', async () => {
    // 'zercher' is found only in exercises that are not samples.
    const subscribed = (await expectOk(subscriber, '/api/exercises?q=zerchr')) as ExerciseList;
    expect(subscribed.correctedQuery).toBe('zercher');
    const visitor = (await expectOk(anonymous, '/api/exercises?q=zerchr')) as ExerciseList;
    expect(visitor.correctedQuery).not.toBe('zercher');
    expect(visitor.items).toEqual([]);
    const typed = (await expectOk(anonymous, '/api/exercises/autocomplete?q=zerchr')) as {
      items: unknown[];
      correctedQuery: string | null;
    };
    expect(typed).toEqual({ items: [], correctedQuery: null });
    // A sample's words are still corrected to: 'Pull-Up' is a sample.
    const pullups = (await expectOk(anonymous, '/api/exercises?q=pulups')) as ExerciseList;
    expect(pullups.items.map((item) => item.exerciseName)).toContain('Pull-Up');
  });
});
