import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSCLE_GROUPS, matchesMuscleGroup, type MuscleGroupName } from '@/shared/catalogue/muscles';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import { upsertExercises } from '../catalogue-import/upsert-exercises';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { listAll } from '../../test/fixtures/test-catalogue';

// The muscle-group filter's substring synonyms (docs/product.md#limits), one exercise per synonym, matched by the database.
describe('GET /api/exercises?muscle= synonym rules', () => {
  let ctx: TestContext;
  let subscriber: TestClient;
  const capitalise = (term: string) => term.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  // Every synonym of every group written as an exercise's muscles would be, plus terms that belong to no group.
  const extraTerms = ['Neck', 'Cardiovascular', 'UPPER CHEST', 'Lower Back', 'Middle Back'];
  const terms = [...new Set([...MUSCLE_GROUPS.flatMap((g) => g.synonyms.map(capitalise)), ...extraTerms])];
  const nameOf = (term: string) => `Synonym Row ${term}`;

  beforeAll(async () => {
    ctx = await createTestContext();
    await upsertExercises(
      ctx.database,
      terms.map((term, index) => ({
        sourceId: `test:synonym-${index}`,
        exercise: exerciseInputSchema.parse({
          exerciseName: nameOf(term),
          equipmentType: 'Other',
          targetMuscleGroups: term,
          description: 'A row made for the muscle-group filter test.',
          videoUrl: null,
        }),
      })),
    );
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    subscriber = member.client;
  });
  afterAll(() => ctx.close());

  const found = async (muscle: string | string[]) =>
    (await listAll(subscriber, { muscle })).map((item) => item.exerciseName.replace('Synonym Row ', ''));

  it.each(MUSCLE_GROUPS.map((g) => g.name))('%s matches every term containing one of its synonyms', async (group) => {
    const expected = terms.filter((term) => matchesMuscleGroup(term, group as MuscleGroupName));
    expect((await found(group)).sort()).toEqual(expected.sort());
  });

  it.each([
    ['Lats', 'Back'],
    ['Latissimus Dorsi', 'Back'],
    ['Middle Traps', 'Back'],
    ['Lower Back', 'Back'],
    ['Rear Delts', 'Back'],
    ['Rear Delts', 'Shoulders'],
    ['Posterior Deltoids', 'Shoulders'],
    ['Pecs', 'Chest'],
    ['UPPER CHEST', 'Chest'],
    ['Brachioradialis', 'Arms'],
    ['Forearms', 'Arms'],
    ['Quads', 'Legs'],
    ['Hip Flexors', 'Legs'],
    ['Obliques', 'Core'],
    ['Transverse Abdominis', 'Core'],
    ['Compound', 'Full Body'],
    ['Total Body', 'Full Body'],
  ])('an exercise working %s is in %s', async (term, group) => {
    expect(await found(group)).toContain(term);
  });

  it('puts Neck and Cardiovascular in no group', async () => {
    const anyGroup = await found(MUSCLE_GROUPS.map((g) => g.name));
    expect(anyGroup).not.toContain('Neck');
    expect(anyGroup).not.toContain('Cardiovascular');
    expect(anyGroup).toHaveLength(terms.length - 2);
  });
});
