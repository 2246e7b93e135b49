import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { difficultyRank } from '@/shared/catalogue/difficulty';
import { matchesAnyMuscleFilter } from '@/shared/catalogue/muscle-filter-match';
import { matchesAnyMuscleGroup, type MuscleGroupName } from '@/shared/catalogue/muscles';
import type { ImportedExercise } from '../catalogue-import/free-exercise-db';
import { type TestClient, type TestContext } from '../../test/test-app';
import { list, listAll, names, startCatalogueWithSubscriber } from '../../test/fixtures/test-catalogue';

// Filters, sort and paging of the library over the real catalogue (docs/product.md#library, docs/product.md#limits), as a subscriber.
describe('GET /api/exercises filters, sort and paging', () => {
  let ctx: TestContext;
  let catalogue: ImportedExercise[];
  let subscriber: TestClient;

  beforeAll(async () => ({ ctx, catalogue, subscriber } = await startCatalogueWithSubscriber()));
  afterAll(() => ctx.close());

  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0); // the databases' C collation

  it('answers the first page sorted by name with the total and page size 12 by default', async () => {
    const body = await list(subscriber);
    expect(body).toMatchObject({ total: catalogue.length, page: 1, pageSize: 12, sampleOnly: false });
    expect(names(body.items)).toEqual(names(catalogue).sort(byName).slice(0, 12));
  });

  it.each([
    [{ equipment: 'Dumbbells' }, (e: ImportedExercise) => e.equipmentType === 'Dumbbells'],
    [{ equipment: ['Dumbbells', 'Kettlebells'] }, (e: ImportedExercise) => ['Dumbbells', 'Kettlebells'].includes(e.equipmentType)],
    [{ difficulty: 'advanced' }, (e: ImportedExercise) => e.difficultyLevel === 'advanced'],
    [{ difficulty: ['beginner', 'advanced'] }, (e: ImportedExercise) => e.difficultyLevel !== 'intermediate'],
    [{ muscle: 'Back' }, (e: ImportedExercise) => matchesAnyMuscleGroup(e.targetMuscleGroups, ['Back'])],
    [{ muscle: ['Arms', 'Core'] }, (e: ImportedExercise) => matchesAnyMuscleGroup(e.targetMuscleGroups, ['Arms', 'Core'])],
    // A single muscle: the exercises it is a primary muscle of, not every one that also works it.
    [{ muscle: 'Glutes' }, (e: ImportedExercise) => e.primaryMuscles.includes('Glutes')],
    [{ muscle: ['Biceps', 'Core'] }, (e: ImportedExercise) => matchesAnyMuscleFilter(e, ['Biceps', 'Core'])],
    [
      { equipment: ['Barbells', 'Cable Machine'], difficulty: ['beginner', 'intermediate'], muscle: ['Legs', 'Chest'] },
      (e: ImportedExercise) =>
        ['Barbells', 'Cable Machine'].includes(e.equipmentType) &&
        e.difficultyLevel !== 'advanced' &&
        matchesAnyMuscleGroup(e.targetMuscleGroups, ['Legs', 'Chest'] as MuscleGroupName[]),
    ],
  ])('filters %j: any value within a filter, every filter across', async (params, keep) => {
    const expected = catalogue.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    const body = await list(subscriber, params);
    expect(body.total).toBe(expected.length);
    expect(names(body.items)).toEqual(names(expected).sort(byName).slice(0, 12));
  });

  it('finds an exercise whose only muscle is Lats under Back (docs/product.md#limits synonyms)', async () => {
    const latsOnly = catalogue.find((e) => e.targetMuscleGroups === 'Lats');
    expect(latsOnly).toBeDefined();
    const found = names(await listAll(subscriber, { muscle: 'Back', equipment: latsOnly!.equipmentType }));
    expect(found).toContain(latsOnly!.exerciseName);
  });

  it('narrows a group to one muscle: Glutes finds fewer than Legs, each with glutes among its primary muscles', async () => {
    const legs = await list(subscriber, { muscle: 'Legs' });
    const glutes = await listAll(subscriber, { muscle: 'Glutes' });
    expect(glutes.length).toBeGreaterThan(10);
    expect(glutes.length).toBeLessThan(legs.total / 2);
    const byName = new Map(catalogue.map((e) => [e.exerciseName, e]));
    for (const item of glutes) expect(byName.get(item.exerciseName)?.primaryMuscles, item.exerciseName).toContain('Glutes');
    expect(glutes.every((item) => item.targetMuscleGroups.includes('Glutes'))).toBe(true);
    expect((await subscriber.request('/api/exercises?muscle=Neck')).status).toBe(422);
  });

  it('sorts by name both ways', async () => {
    const all = names(catalogue).sort(byName);
    expect(names((await list(subscriber, { sort: 'name', dir: 'asc' })).items)).toEqual(all.slice(0, 12));
    expect(names((await list(subscriber, { sort: 'name', dir: 'desc' })).items)).toEqual(all.reverse().slice(0, 12));
  });

  it('sorts by difficulty rank (beginner, intermediate, advanced), ties by name, both ways', async () => {
    const ranked = [...catalogue].sort(
      (a, b) => difficultyRank[a.difficultyLevel] - difficultyRank[b.difficultyLevel] || byName(a.exerciseName, b.exerciseName),
    );
    const ascending = await list(subscriber, { sort: 'difficulty', dir: 'asc', equipment: 'Kettlebells' });
    const kettlebells = ranked.filter((e) => e.equipmentType === 'Kettlebells');
    expect(names(ascending.items)).toEqual(names(kettlebells).slice(0, 12));
    const descending = await listAll(subscriber, { sort: 'difficulty', dir: 'desc', equipment: 'Kettlebells' });
    expect(descending.map((e) => e.difficultyLevel)).toEqual([...kettlebells].reverse().map((e) => e.difficultyLevel));
    expect(descending[0]?.difficultyLevel).toBe('advanced');
    expect(descending.at(-1)?.difficultyLevel).toBe('beginner');
    const firstAdvanced = descending.filter((e) => e.difficultyLevel === 'advanced').map((e) => e.exerciseName);
    expect(firstAdvanced).toEqual([...firstAdvanced].sort(byName));
  });

  it('pages through the result: page 2 is the next 12, pages never overlap, the total stays', async () => {
    const expected = names(catalogue.filter((e) => e.equipmentType === 'Barbells')).sort(byName);
    const first = await list(subscriber, { equipment: 'Barbells', page: 1 });
    const second = await list(subscriber, { equipment: 'Barbells', page: 2 });
    expect(second.page).toBe(2);
    expect(second.total).toBe(expected.length);
    expect(names(second.items)).toEqual(expected.slice(12, 24));
    expect(names(first.items).filter((name) => names(second.items).includes(name))).toEqual([]);
    const everything = await listAll(subscriber, { equipment: 'Barbells' });
    expect(names(everything)).toEqual(expected);
  });

  it('answers a page past the end with no items and the right total', async () => {
    const body = await list(subscriber, { equipment: 'Barbells', page: 99 });
    expect(body.items).toEqual([]);
    expect(body.total).toBe(catalogue.filter((e) => e.equipmentType === 'Barbells').length);
    const searched = await list(subscriber, { q: 'press', page: 500 });
    expect(searched.items).toEqual([]);
    expect(searched.total).toBe((await list(subscriber, { q: 'press' })).total);
    expect(searched.total).toBeGreaterThan(0);
  });

  it('lists every equipment item the catalogue names, primary, required or optional, sorted', async () => {
    const response = await subscriber.request('/api/exercises/equipment');
    expect(response.status).toBe(200);
    const expected = [...new Set(catalogue.flatMap((e) => [e.equipmentType, ...e.equipment, ...e.optionalEquipment]))].sort(byName);
    expect(await response.json()).toEqual({ items: expected });
  });
});
