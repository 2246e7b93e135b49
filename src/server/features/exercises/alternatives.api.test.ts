import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentNeeds, missingGroups } from '@/shared/catalogue/required-equipment';
import { GYM_PRESETS } from '@/shared/catalogue/gym-presets';
import type { Alternatives } from '@/shared/schemas/alternatives';
import type { Gym } from '@/shared/schemas/gyms';
import { exercises } from '../../db/schema';
import { startCuratedCatalogueWithSubscriber } from '../../test/fixtures/test-catalogue';
import type { TestClient, TestContext } from '../../test/test-app';

/**
 * GET /api/exercises/{id}/alternatives over the shipped curated catalogue (docs/product.md#alternatives): the gym
 * limits them as the library's gym does, the sample rule holds and never leaks a hidden name or id, and an exercise
 * the caller may not see is not found.
 */
describe('GET /api/exercises/{id}/alternatives', () => {
  let ctx: TestContext;
  let subscriber: TestClient;
  let member: TestClient;
  let rows: Array<{ id: string; exerciseName: string; isSample: boolean }>;
  const idOf = (name: string) => {
    const row = rows.find((item) => item.exerciseName === name);
    if (!row) throw new Error(`The curated catalogue has no '${name}'`);
    return row.id;
  };
  const createGym = async (client: TestClient, name: string, equipment: readonly string[]): Promise<Gym> => {
    const response = await client.request('/api/gyms', { method: 'POST', json: { name, equipment } });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { gym: Gym }).gym;
  };
  const alternatives = async (client: TestClient, name: string, gymId?: string): Promise<Alternatives> => {
    const response = await client.request(`/api/exercises/${idOf(name)}/alternatives${gymId ? `?gym=${gymId}` : ''}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Alternatives;
  };
  const names = (answer: Alternatives) => answer.items.map((item) => item.exercise.exerciseName);

  beforeAll(async () => {
    ({ ctx, subscriber } = await startCuratedCatalogueWithSubscriber());
    rows = await ctx.db.select({ id: exercises.id, exerciseName: exercises.exerciseName, isSample: exercises.isSample }).from(exercises);
    member = (await ctx.signedInUser('user')).client;
  });
  afterAll(() => ctx?.close());

  it("limits them to what the member's gym makes possible, best first", async () => {
    const homePreset = GYM_PRESETS.find((preset) => preset.id === 'home-dumbbells')!;
    const home = await createGym(subscriber, 'Home', homePreset.equipment);
    const bench = await alternatives(subscriber, 'Barbell Bench Press', home.id);
    expect(bench.items).toHaveLength(6);
    expect(names(bench)[0]).toBe('Dumbbell Bench Press');
    // Each required group has an item in the gym (docs/decisions/0025).
    const available = new Set([...homePreset.equipment, 'Bodyweight']);
    expect(bench.items.every((item) => missingGroups(equipmentNeeds(item.exercise).requiredEquipment, available).length === 0)).toBe(true);
    expect(bench.moreWithSubscription).toBe(false);

    expect(names(await alternatives(subscriber, 'Leg Press', home.id))[0]).toBe('Bodyweight Squat');

    const bar = await createGym(subscriber, 'Park', ['Pull-up Bar']);
    expect(names(await alternatives(subscriber, 'Lat Pulldown', bar.id))[0]).toBe('Pull-Up');
    const bands = await createGym(subscriber, 'Travel', ['Resistance Bands']);
    expect(names(await alternatives(subscriber, 'Cable Face Pull', bands.id))[0]).toBe('Band Face Pull');
  });

  it('without a gym: the best of the whole catalogue, as summaries', async () => {
    const answer = await alternatives(subscriber, 'Barbell Bench Press');
    expect(answer.items).toHaveLength(6);
    expect(names(answer)).toContain('Dumbbell Bench Press');
    expect(names(answer)).not.toContain('Barbell Bench Press');
    expect(Object.keys(answer.items[0]!.exercise)).not.toContain('formSteps');
  });

  it('shows a member without a subscription only samples, says more exist, and names none of them', async () => {
    const full = await alternatives(subscriber, 'Barbell Bench Press');
    const answer = await member.request(`/api/exercises/${idOf('Barbell Bench Press')}/alternatives`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    const body = JSON.parse(text) as Alternatives;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.exercise.isSample)).toBe(true);
    expect(body.moreWithSubscription).toBe(true);
    for (const row of rows.filter((item) => !item.isSample)) {
      expect(text).not.toContain(row.id);
      expect(text).not.toContain(`"${row.exerciseName}"`);
    }
    expect(full.items.some((item) => !item.exercise.isSample)).toBe(true);
    // Anonymous callers too.
    const anonymous = await ctx.client().request(`/api/exercises/${idOf('Barbell Bench Press')}/alternatives`);
    expect(((await anonymous.json()) as Alternatives).items.every((item) => item.exercise.isSample)).toBe(true);
  });

  it('answers 404 for an exercise the caller may not see, a missing one, or a malformed id, like GET /api/exercises/{id}', async () => {
    for (const path of [
      `/api/exercises/${idOf('Lat Pulldown')}/alternatives`,
      '/api/exercises/00000000-0000-4000-8000-000000000000/alternatives',
      '/api/exercises/not-a-uuid/alternatives',
      '/api/exercises/constructor/alternatives',
    ]) {
      const response = await member.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Exercise not found.');
    }
    expect((await subscriber.request(`/api/exercises/${idOf('Lat Pulldown')}/alternatives`)).status).toBe(200);
  });

  it("refuses another member's gym and a gym for an anonymous caller (404), and a malformed gym (422)", async () => {
    const theirs = await createGym(member, 'Theirs', ['Dumbbells']);
    const path = `/api/exercises/${idOf('Barbell Bench Press')}/alternatives`;
    expect((await subscriber.request(`${path}?gym=${theirs.id}`)).status).toBe(404);
    expect((await ctx.client().request(`${path}?gym=${theirs.id}`)).status).toBe(404);
    expect((await subscriber.request(`${path}?gym=nope`)).status).toBe(422);
  });
});
