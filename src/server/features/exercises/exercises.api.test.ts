import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedExercise } from '../catalogue-import/free-exercise-db';
import { type TestClient, type TestContext } from '../../test/test-app';
import { list, listAll, names, startCatalogueWithSubscriber, searchableFields } from '../../test/fixtures/test-catalogue';

// Library search over the real free-exercise-db catalogue (docs/product.md#search), as a subscriber who sees all.
describe('GET /api/exercises search', () => {
  let ctx: TestContext;
  let catalogue: ImportedExercise[];
  let subscriber: TestClient;

  beforeAll(async () => ({ ctx, catalogue, subscriber } = await startCatalogueWithSubscriber()));
  afterAll(() => ctx.close());

  it.each([
    ['a name', 'zercher'],
    ['an equipment type', 'foam roller'],
    ['a target muscle', 'adductors'],
    ['a description', 'knuckles'],
    ['a tag', 'plyometrics'],
    ['mixed case', 'ROPE'],
  ])('finds every exercise with a word of its %s starting with the search text (%s)', async (_, q) => {
    const hasWord = (e: ImportedExercise, word: string) =>
      searchableFields(e).some((field) => field.split(/[^a-z0-9]+/).some((w) => w.startsWith(word)));
    const expected = catalogue.filter((e) =>
      q
        .toLowerCase()
        .split(' ')
        .every((word) => hasWord(e, word)),
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = names(await listAll(subscriber, { q }));
    expect(found).toEqual(expect.arrayContaining(names(expected)));
  });

  it('reads punctuation as a space: a search of only punctuation searches for nothing, "100%" is the word 100', async () => {
    for (const q of ['%', '_']) expect((await list(subscriber, { q })).total, q).toBe(catalogue.length);
    const expected = catalogue.filter((e) =>
      searchableFields(e).some((field) => field.split(/[^a-z0-9]+/).some((w) => w.startsWith('100'))),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(subscriber, { q: '100%' })).total).toBe(expected.length);
  });

  it('finds singular rows for a plural search: squats → Squat', async () => {
    const found = names(await listAll(subscriber, { q: 'squats', equipment: 'Barbells' }));
    expect(found).toEqual(expect.arrayContaining(['Barbell Squat', 'Squat Jerk', 'Zercher Squat']));
  });

  it.each(['pull up', 'pullup', 'pull-up', 'Pull Up'])('finds the pull-ups however they are spaced: %s', async (q) => {
    // All pages: every exercise on a Pull-up Bar now matches through its equipment too, so page one may not hold all three.
    const found = names(await listAll(subscriber, { q }));
    expect(found).toEqual(expect.arrayContaining(['Pull-Up', 'V-Bar Pull-Up', 'Band Assisted Pull-Up']));
  });

  it('finds Bench Press written without a space', async () => {
    const found = names(await listAll(subscriber, { q: 'benchpress' }));
    expect(found).toEqual(expect.arrayContaining(['Dumbbell Bench Press', 'Barbell Bench Press (Medium Grip)']));
  });

  it.each([
    ['dumbel', 'dumbbell'],
    ['kettlbell', 'kettlebell'],
    ['sqaut', 'squat'],
    ['hamstirng', 'hamstring'],
  ])('tolerates the typo %s and finds %s exercises', async (q, meant) => {
    const body = await list(subscriber, { q });
    expect(body.items).toHaveLength(12);
    for (const item of body.items) {
      expect(`${item.exerciseName} ${item.equipmentType} ${item.targetMuscleGroups}`.toLowerCase()).toContain(meant);
    }
  });

  it('finds Dumbbells equipment for the typo dumbel', async () => {
    const found = await listAll(subscriber, { q: 'dumbel' });
    const dumbbellRows = catalogue.filter((e) => e.equipmentType === 'Dumbbells');
    expect(names(found)).toEqual(expect.arrayContaining(names(dumbbellRows)));
  });

  it('orders by relevance while searching: the exact name first, then names holding the word, then the rest', async () => {
    expect((await list(subscriber, { q: 'pullups' })).items[0]?.exerciseName).toBe('Pull-Up');
    const items = (await listAll(subscriber, { q: 'squat' })).slice(0, 60);
    const tier = (name: string) =>
      name
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((w) => w.startsWith('squat'))
        ? 1
        : 2;
    const tiers = items.map((item) => tier(item.exerciseName));
    expect(tiers[0]).toBe(1);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('keeps an explicit sort while searching', async () => {
    const body = await list(subscriber, { q: 'squat', sort: 'name', dir: 'desc' });
    const found = names(body.items);
    expect(found).toEqual([...found].sort().reverse());
    expect(found[0]).toBe(
      names(await listAll(subscriber, { q: 'squat' }))
        .sort()
        .at(-1),
    );
  });

  it('combines the search with filters (AND)', async () => {
    const body = await list(subscriber, { q: 'curl', equipment: 'Cable Machine', difficulty: 'beginner' });
    expect(body.total).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.equipmentType).toBe('Cable Machine');
      expect(item.difficultyLevel).toBe('beginner');
    }
  });

  it('treats blank search text as no search', async () => {
    const blank = await list(subscriber, { q: '   ' });
    expect(blank.total).toBe(catalogue.length);
    expect(names(blank.items)).toEqual(names(catalogue).sort().slice(0, 12));
  });
});
