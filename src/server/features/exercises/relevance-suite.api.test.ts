import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFreeExerciseDb, readFreeExerciseDb } from '../catalogue-import/import-free-exercise-db';
import type { TestClient, TestContext } from '../../test/test-app';
import { FREE_EXERCISE_DB_FILE, list, names, startCuratedCatalogueWithSubscriber } from '../../test/fixtures/test-catalogue';
import { relevanceCasesFor, scoreRelevance } from '../../test/fixtures/relevance-suite';

// The relevance suite (docs/product.md#search): every everyday query ranks what a gym-goer means in the top three,
// through the API as a subscriber, on the shipped catalogue and again once free-exercise-db is merged into it.
describe('search relevance suite', () => {
  let ctx: TestContext;
  let subscriber: TestClient;
  const search = async (q: string) => names((await list(subscriber, { q })).items);

  beforeAll(async () => ({ ctx, subscriber } = await startCuratedCatalogueWithSubscriber()));
  afterAll(() => ctx.close());

  it('ranks every expected exercise in the top three on the shipped catalogue', async () => {
    const score = await scoreRelevance(relevanceCasesFor('curated'), search);
    expect(score.misses).toEqual([]);
  });

  it('still does once free-exercise-db is merged into it', async () => {
    await importFreeExerciseDb(ctx.database, await readFreeExerciseDb(FREE_EXERCISE_DB_FILE));
    const score = await scoreRelevance(relevanceCasesFor('merged'), search);
    expect(score.misses).toEqual([]);
  }, 60_000);
});
