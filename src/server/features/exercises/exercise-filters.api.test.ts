import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import { MUSCLE_GROUP_NAMES } from '@/shared/catalogue/muscles';
import { TRAINING_GOALS } from '@/shared/catalogue/training';
import { type Exercise, exerciseSchema } from '@/shared/schemas/exercise';
import type { TestClient, TestContext } from '../../test/test-app';
import { startCuratedCatalogueWithSubscriber } from '../../test/fixtures/test-catalogue';

// The library's filters on the curated model (docs/product.md#equipment-taxonomy, #training-vocabulary, #muscle-vocabulary).
describe('GET /api/exercises filters on the curated catalogue', () => {
  let ctx: TestContext;
  let subscriber: TestClient;

  beforeAll(async () => ({ ctx, subscriber } = await startCuratedCatalogueWithSubscriber()));
  afterAll(() => ctx.close());

  /** Every exercise of the filtered library, all pages. */
  async function everything(query: string): Promise<Exercise[]> {
    const items: Exercise[] = [];
    for (let page = 1; ; page += 1) {
      const response = await subscriber.request(`/api/exercises?${query}&page=${page}`);
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { items: unknown[]; total: number };
      items.push(...body.items.map((item) => exerciseSchema.parse(item)));
      if (items.length >= body.total || body.items.length === 0) return items;
    }
  }

  it('finds every exercise that uses an equipment item, as its primary or as one it requires', async () => {
    const benches = await everything('equipment=Flat+Bench');
    expect(benches.every((exercise) => exercise.equipment.includes('Flat Bench'))).toBe(true);
    // The barbell bench press shows Barbells on its card and is still found under Flat Bench.
    expect(benches.some((exercise) => exercise.equipmentType !== 'Flat Bench')).toBe(true);
    for (const option of EQUIPMENT_OPTIONS) expect((await everything(`equipment=${encodeURIComponent(option)}`)).length, option).toBeGreaterThanOrEqual(8);
    // Several items: any of them.
    const either = await everything('equipment=Trap+Bar&equipment=Sled');
    expect(either.every((exercise) => exercise.equipment.includes('Trap Bar') || exercise.equipment.includes('Sled'))).toBe(true);
    expect(new Set(either.map((exercise) => exercise.equipmentType)).size).toBeGreaterThan(1);
  });

  it('lists an item only required by some exercise among the equipment the filter offers', async () => {
    const response = await subscriber.request('/api/exercises/equipment');
    const { items } = (await response.json()) as { items: string[] };
    expect(items).toContain('Flat Bench');
    expect(items).toEqual([...items].sort());
  });

  it('filters by training goal, any of several, and refuses a goal that is not one', async () => {
    for (const goal of TRAINING_GOALS) {
      const found = await everything(`goal=${goal}`);
      expect(found.length, goal).toBeGreaterThan(0);
      expect(found.every((exercise) => exercise.trainingGoals.includes(goal)), goal).toBe(true);
    }
    const both = await everything('goal=power&goal=mobility');
    expect(both.every((exercise) => exercise.trainingGoals.includes('power') || exercise.trainingGoals.includes('mobility'))).toBe(true);
    expect((await subscriber.request('/api/exercises?goal=speed')).status).toBe(422);
  });

  it('finds something under every muscle group, Full Body being exercises that load the legs and the upper body', async () => {
    for (const group of MUSCLE_GROUP_NAMES) expect((await everything(`muscle=${encodeURIComponent(group)}`)).length, group).toBeGreaterThan(0);
    const fullBody = await everything('muscle=Full+Body');
    const names = fullBody.map((exercise) => exercise.exerciseName);
    expect(names.some((name) => /thruster|clean|burpee|row/i.test(name))).toBe(true);
    expect(names).not.toContain('Barbell Curl');
  });
});
