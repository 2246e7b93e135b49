import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import { MUSCLE_GROUP_NAMES } from '@/shared/catalogue/muscles';
import { TRAINING_GOALS } from '@/shared/catalogue/training';
import { type Exercise, exerciseSchema, exerciseSummarySchema } from '@/shared/schemas/exercise';
import { toExerciseSummary } from '@/shared/exercise-summary';
import { EXERCISE_SUMMARY_FIELDS } from '@/shared/exercise-summary-fields';
import type { TestClient, TestContext } from '../../test/test-app';
import { startCuratedCatalogueWithSubscriber } from '../../test/fixtures/test-catalogue';

// The library's filters on the curated model (docs/product.md#equipment-taxonomy, #training-vocabulary, #muscle-vocabulary).
describe('GET /api/exercises filters on the curated catalogue', () => {
  let ctx: TestContext;
  let subscriber: TestClient;

  /** Every whole exercise of the catalogue by id, each read with GET /api/exercises/{id}. */
  const whole = new Map<string, Exercise>();

  beforeAll(async () => {
    ({ ctx, subscriber } = await startCuratedCatalogueWithSubscriber());
    for (const summary of await summaries('')) {
      const response = await subscriber.request(`/api/exercises/${summary.id}`);
      expect(response.status).toBe(200);
      whole.set(summary.id, exerciseSchema.parse(await response.json()));
    }
  });
  afterAll(() => ctx.close());

  /** Every item of the filtered library, all pages: summaries, no field more (docs/architecture.md#list-payload). */
  async function summaries(query: string) {
    const items = [];
    for (let page = 1; ; page += 1) {
      const response = await subscriber.request(`/api/exercises?${query}&page=${page}`);
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { items: unknown[]; total: number };
      items.push(...body.items.map((item) => exerciseSummarySchema.strict().parse(item)));
      if (items.length >= body.total || body.items.length === 0) return items;
    }
  }

  /** Every exercise of the filtered library, all pages, whole. */
  async function everything(query: string): Promise<Exercise[]> {
    return (await summaries(query)).map((summary) => whole.get(summary.id) as Exercise);
  }

  it('lists summaries: exactly the fields of a card, equal to the whole exercise read by its id', async () => {
    expect(whole.size).toBeGreaterThan(100);
    const page = await summaries('q=bench+press');
    expect(page.length).toBeGreaterThan(0);
    for (const summary of page) {
      expect(Object.keys(summary).sort()).toEqual(Object.keys(EXERCISE_SUMMARY_FIELDS).sort());
      expect(summary).toEqual(toExerciseSummary(whole.get(summary.id) as Exercise));
    }
    expect((whole.get(page[0]!.id) as Exercise).formSteps.length).toBeGreaterThan(0);
  });

  it('finds every exercise that uses an equipment item, as its primary, as one it requires or as one that helps', async () => {
    const uses = (exercise: Exercise, item: string) => exercise.equipment.includes(item) || exercise.optionalEquipment.includes(item);
    const benches = await everything('equipment=Flat+Bench');
    expect(benches.every((exercise) => uses(exercise, 'Flat Bench'))).toBe(true);
    // A bench only to rest a hand on (the one-arm row) is found too; a platform is found under its name.
    expect(benches.some((exercise) => exercise.optionalEquipment.includes('Flat Bench'))).toBe(true);
    expect((await everything('equipment=Deadlift+Platform')).map((exercise) => exercise.exerciseName)).toContain('Conventional Deadlift');
    // The barbell bench press shows Barbells on its card and is still found under Flat Bench.
    expect(benches.some((exercise) => exercise.equipmentType !== 'Flat Bench')).toBe(true);
    for (const option of EQUIPMENT_OPTIONS)
      expect((await everything(`equipment=${encodeURIComponent(option)}`)).length, option).toBeGreaterThanOrEqual(8);
    // Several items: any of them.
    const either = await everything('equipment=Trap+Bar&equipment=Sled');
    expect(either.every((exercise) => uses(exercise, 'Trap Bar') || uses(exercise, 'Sled'))).toBe(true);
    expect(new Set(either.map((exercise) => exercise.equipmentType)).size).toBeGreaterThan(1);
  });

  it('lists an item only required by some exercise among the equipment the filter offers', async () => {
    const response = await subscriber.request('/api/exercises/equipment');
    const { items } = (await response.json()) as { items: string[] };
    expect(items).toContain('Flat Bench');
    // Named only as optional by every exercise: offered all the same.
    expect(items).toContain('Deadlift Platform');
    expect(items).toEqual([...items].sort());
  });

  it('filters by training goal, any of several, and refuses a goal that is not one', async () => {
    for (const goal of TRAINING_GOALS) {
      const found = await everything(`goal=${goal}`);
      expect(found.length, goal).toBeGreaterThan(0);
      expect(
        found.every((exercise) => exercise.trainingGoals.includes(goal)),
        goal,
      ).toBe(true);
    }
    const both = await everything('goal=power&goal=mobility');
    expect(both.every((exercise) => exercise.trainingGoals.includes('power') || exercise.trainingGoals.includes('mobility'))).toBe(true);
    expect((await subscriber.request('/api/exercises?goal=speed')).status).toBe(422);
  });

  it('finds something under every muscle group, Full Body being exercises that load the legs and the upper body', async () => {
    for (const group of MUSCLE_GROUP_NAMES)
      expect((await everything(`muscle=${encodeURIComponent(group)}`)).length, group).toBeGreaterThan(0);
    const fullBody = await everything('muscle=Full+Body');
    const names = fullBody.map((exercise) => exercise.exerciseName);
    expect(names.some((name) => /thruster|clean|burpee|row/i.test(name))).toBe(true);
    expect(names).not.toContain('Barbell Curl');
  });
});
