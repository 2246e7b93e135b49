import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import { GYM_PRESETS } from '@/shared/catalogue/gym-presets';
import { MAX_GYMS } from '@/shared/limits';
import type { ExerciseList } from '@/shared/schemas/exercises-query';
import { GYM_MESSAGES, type Gym, type GymList } from '@/shared/schemas/gyms';
import { exercises, gyms, user } from '../../db/schema';
import { CURATED_CATALOGUE_DIR } from '../../test/fixtures/test-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { errorBodyOf } from '../../test/error-body';

/**
 * My Gyms over the API (docs/product.md#my-gyms): members keep up to 10 gyms of taxonomy equipment, one active; counts
 * follow the equipment rule and the sample rule; another member's gym is not found; bad input is refused with what is
 * wrong and changes nothing.
 */
/**
 * The gym rule, computed from a row (docs/product.md#my-gyms): each required group has an item in `available`, the
 * primary equipment included; optional equipment never counts.
 */
function meetsEveryGroup(row: { requiredEquipment: string[][]; equipmentType: string }, available: ReadonlySet<string>): boolean {
  const groups = row.requiredEquipment.some((group) => group.includes(row.equipmentType))
    ? row.requiredEquipment
    : [[row.equipmentType], ...row.requiredEquipment];
  return groups.every((group) => group.some((item) => available.has(item)));
}

describe('/api/gyms', () => {
  let ctx: TestContext;
  let subscriber: { client: TestClient; userId: string };
  let member: { client: TestClient; userId: string };
  let rows: Array<{ requiredEquipment: string[][]; equipmentType: string; isSample: boolean }>;

  const preset = (id: string) => GYM_PRESETS.find((item) => item.id === id)!;
  const create = (client: TestClient, body: unknown) => client.request('/api/gyms', { method: 'POST', json: body });
  const createOk = async (client: TestClient, body: unknown): Promise<Gym> => {
    const response = await create(client, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { gym: Gym }).gym;
  };
  const listOf = async (client: TestClient): Promise<Gym[]> => {
    const response = await client.request('/api/gyms');
    expect(response.status).toBe(200);
    return ((await response.json()) as GymList).items;
  };
  const setActive = (client: TestClient, gymId: string | null) => client.request('/api/gyms/active', { method: 'PUT', json: { gymId } });
  const gymRows = (userId: string) => ctx.db.select().from(gyms).where(eq(gyms.userId, userId)).orderBy(gyms.createdAt);
  /** What a gym with `equipment` makes possible, counted from the rows: each required group has an item in the gym, or is Bodyweight. */
  const expectedCount = (equipment: readonly string[], samplesOnly: boolean) => {
    const available = new Set([...equipment, 'Bodyweight']);
    return rows.filter((row) => (!samplesOnly || row.isSample) && meetsEveryGroup(row, available)).length;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
    rows = await ctx.db
      .select({ requiredEquipment: exercises.requiredEquipment, equipmentType: exercises.equipmentType, isSample: exercises.isSample })
      .from(exercises);
    subscriber = await ctx.signedInUser('user');
    await ctx.subscribe(subscriber.userId);
    member = await ctx.signedInUser('user');
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session and writes nothing', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.request('/api/gyms')).status).toBe(401);
    expect((await create(anonymous, { name: 'Home', equipment: [] })).status).toBe(401);
    expect((await setActive(anonymous, null)).status).toBe(401);
    expect(await ctx.db.select().from(gyms)).toEqual([]);
  });

  it('creates a gym from each preset, with how many exercises it unlocks for the member', async () => {
    for (const { id, name, equipment } of GYM_PRESETS) {
      const gym = await createOk(subscriber.client, { name, equipment });
      expect(gym, id).toMatchObject({ name, isActive: false, exerciseCount: expectedCount(equipment, false) });
      expect(gym.equipment).toEqual(EQUIPMENT_NAMES.filter((item) => equipment.includes(item)));
    }
    const counts = (await listOf(subscriber.client)).map((gym) => [gym.name, gym.exerciseCount]);
    expect(counts.map(([name]) => name)).toEqual(GYM_PRESETS.map((item) => item.name));
    // More equipment never unlocks fewer exercises; everything unlocks the whole catalogue.
    expect(counts[0]![1]).toBe(rows.length);
    expect(counts[2]![1]).toBeGreaterThan(0);
    expect(counts[1]![1]).toBeGreaterThan(counts[2]![1] as number);
  });

  it('counts only sample exercises for a member without a subscription', async () => {
    const gym = await createOk(member.client, { name: 'Home', equipment: preset('home-dumbbells').equipment });
    expect(gym.exerciseCount).toBe(expectedCount(preset('home-dumbbells').equipment, true));
    expect(gym.exerciseCount).toBeLessThan(expectedCount(preset('home-dumbbells').equipment, false));
  });

  it("keeps one gym active, none with null, and refuses a gym that is not the member's own", async () => {
    const [first, second] = await listOf(subscriber.client);
    expect(await (await setActive(subscriber.client, first!.id)).json()).toEqual({ activeGymId: first!.id });
    expect((await setActive(subscriber.client, second!.id)).status).toBe(200);
    expect((await listOf(subscriber.client)).filter((gym) => gym.isActive).map((gym) => gym.id)).toEqual([second!.id]);

    const [theirs] = await listOf(member.client);
    const refused = await setActive(subscriber.client, theirs!.id);
    expect(refused.status).toBe(404);
    expect(await errorBodyOf(refused)).toEqual({ error: { code: 'NOT_FOUND', message: GYM_MESSAGES.notFound } });
    expect((await listOf(subscriber.client)).filter((gym) => gym.isActive).map((gym) => gym.id)).toEqual([second!.id]);

    expect((await setActive(subscriber.client, null)).status).toBe(200);
    expect((await listOf(subscriber.client)).some((gym) => gym.isActive)).toBe(false);
    expect((await setActive(subscriber.client, 'not-a-uuid')).status).toBe(422);
  });

  it('creates a gym active at once, and deleting the active gym leaves none active', async () => {
    const gym = await createOk(subscriber.client, { name: 'Travel', equipment: ['Resistance Bands'], isActive: true });
    expect(gym.isActive).toBe(true);
    expect((await listOf(subscriber.client)).filter((item) => item.isActive).map((item) => item.id)).toEqual([gym.id]);
    expect((await subscriber.client.request(`/api/gyms/${gym.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listOf(subscriber.client)).some((item) => item.isActive)).toBe(false);
    expect((await subscriber.client.request(`/api/gyms/${gym.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('renames a gym and changes its equipment, the count following', async () => {
    const [first] = await listOf(subscriber.client);
    const patch = (body: unknown) => subscriber.client.request(`/api/gyms/${first!.id}`, { method: 'PATCH', json: body });
    const renamed = await patch({ name: '  Big Box  ' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { gym: Gym }).gym).toMatchObject({ name: 'Big Box', equipment: first!.equipment });
    const changed = (await (await patch({ equipment: ['Kettlebells', 'Dumbbells', 'Kettlebells'] })).json()) as { gym: Gym };
    // Kept once each, in taxonomy order.
    expect(changed.gym.equipment).toEqual(['Dumbbells', 'Kettlebells']);
    expect(changed.gym.exerciseCount).toBe(expectedCount(['Dumbbells', 'Kettlebells'], false));
    expect((await patch({})).status).toBe(422);
  });

  it("answers 404 to another member's gym on every route and leaves it as it was", async () => {
    const [theirs] = await listOf(member.client);
    const before = await gymRows(member.userId);
    expect((await subscriber.client.request(`/api/gyms/${theirs!.id}`, { method: 'PATCH', json: { name: 'Mine now' } })).status).toBe(404);
    expect((await subscriber.client.request(`/api/gyms/${theirs!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await subscriber.client.request('/api/gyms/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
    expect(await gymRows(member.userId)).toEqual(before);
  });

  it('refuses unknown equipment with 422 naming every unknown item, and writes nothing', async () => {
    const before = await gymRows(subscriber.userId);
    const response = await create(subscriber.client, {
      name: 'Odd',
      equipment: ['Dumbbells', 'Hover Board', 'constructor', '__proto__', 'Hover Board'],
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string; issues: Array<{ path: string; message: string }> } };
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(body.error.issues).toContainEqual({
      path: 'equipment',
      message: GYM_MESSAGES.unknownEquipment(['Hover Board', 'constructor', '__proto__']),
    });
    for (const bad of [
      { name: '', equipment: [] },
      { name: 'x'.repeat(41), equipment: [] },
      { name: 'Ok', equipment: null },
      { name: 'Ok' },
      { name: 'Ok', equipment: 'Dumbbells' },
    ]) {
      expect((await create(subscriber.client, bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(await gymRows(subscriber.userId)).toEqual(before);
  });

  it('refuses a second gym of the same name, ignoring case', async () => {
    const response = await create(subscriber.client, { name: 'big box', equipment: [] });
    expect(response.status).toBe(409);
    expect(await errorBodyOf(response)).toEqual({ error: { code: 'CONFLICT', message: GYM_MESSAGES.nameTaken('Big Box') } });
    // Another member may use it.
    await createOk(member.client, { name: 'Big Box', equipment: [] });
  });

  it(`refuses gym ${MAX_GYMS + 1} with 409 naming the limit, also when requests race`, async () => {
    const have = (await listOf(subscriber.client)).length;
    const racing = await Promise.all(
      Array.from({ length: MAX_GYMS - have + 3 }, (_, n) => create(subscriber.client, { name: `Gym ${n}`, equipment: ['Dumbbells'] })),
    );
    expect(racing.filter((response) => response.status === 201)).toHaveLength(MAX_GYMS - have);
    const refused = racing.filter((response) => response.status === 409);
    expect(refused).toHaveLength(3);
    expect(await errorBodyOf(refused[0]!)).toEqual({ error: { code: 'LIMIT_REACHED', message: GYM_MESSAGES.limit } });
    expect(GYM_MESSAGES.limit).toContain(String(MAX_GYMS));
    expect(await gymRows(subscriber.userId)).toHaveLength(MAX_GYMS);
  });

  it('deletes the gyms with the account', async () => {
    const leaving = await ctx.signedInUser('user');
    await createOk(leaving.client, { name: 'Garage', equipment: ['Barbells', 'Power Rack'], isActive: true });
    await ctx.db.delete(user).where(eq(user.id, leaving.userId));
    expect(await gymRows(leaving.userId)).toEqual([]);
  });
});

describe('GET /api/exercises?gym=', () => {
  let ctx: TestContext;
  let subscriber: { client: TestClient; userId: string };
  let member: { client: TestClient; userId: string };
  let rows: Array<{
    id: string;
    exerciseName: string;
    requiredEquipment: string[][];
    equipmentType: string;
    isSample: boolean;
    difficultyLevel: string;
  }>;
  let home: Gym;
  let hotel: Gym;

  const list = async (client: TestClient, query: string) => {
    const response = await client.request(`/api/exercises?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ExerciseList;
  };
  const possible = (equipment: readonly string[]) => {
    const available = new Set([...equipment, 'Bodyweight']);
    return (row: (typeof rows)[number]) => meetsEveryGroup(row, available);
  };
  const createGymOf = async (client: TestClient, name: string, equipment: readonly string[]) => {
    const response = await client.request('/api/gyms', { method: 'POST', json: { name, equipment } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { gym: Gym }).gym;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
    rows = await ctx.db
      .select({
        id: exercises.id,
        exerciseName: exercises.exerciseName,
        requiredEquipment: exercises.requiredEquipment,
        equipmentType: exercises.equipmentType,
        isSample: exercises.isSample,
        difficultyLevel: exercises.difficultyLevel,
      })
      .from(exercises);
    subscriber = await ctx.signedInUser('user');
    await ctx.subscribe(subscriber.userId);
    member = await ctx.signedInUser('user');
    home = await createGymOf(subscriber.client, 'Home', GYM_PRESETS.find((item) => item.id === 'home-dumbbells')!.equipment);
    hotel = await createGymOf(member.client, 'Hotel', GYM_PRESETS.find((item) => item.id === 'hotel')!.equipment);
  });
  afterAll(() => ctx.close());

  it('lists exactly the exercises the gym makes possible, and the total says so, across every page', async () => {
    const expected = rows
      .filter(possible(home.equipment))
      .map((row) => row.exerciseName)
      .sort();
    const first = await list(subscriber.client, `gym=${home.id}`);
    expect(first.total).toBe(expected.length);
    expect(first.total).toBe(home.exerciseCount);
    const names: string[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 12); page += 1)
      names.push(...(await list(subscriber.client, `gym=${home.id}&page=${page}`)).items.map((item) => item.exerciseName));
    expect([...names].sort()).toEqual(expected);
    // Summaries carry the required equipment, so a card can say what is missing.
    expect(first.items.every((item) => Array.isArray(item.equipment))).toBe(true);
  });

  it('combines with search, filters and sorts', async () => {
    const fits = possible(home.equipment);
    const found = await list(subscriber.client, `gym=${home.id}&q=press&difficulty=beginner&sort=name&dir=desc`);
    expect(found.total).toBeGreaterThan(0);
    const byName = new Map(rows.map((row) => [row.exerciseName, row]));
    for (const item of found.items) {
      expect(fits(byName.get(item.exerciseName)!), item.exerciseName).toBe(true);
      expect(item.difficultyLevel).toBe('beginner');
    }
    expect(found.items.map((item) => item.exerciseName)).toEqual([...found.items.map((item) => item.exerciseName)].sort().reverse());
    const everywhere = await list(subscriber.client, 'q=press&difficulty=beginner');
    expect(everywhere.total).toBeGreaterThan(found.total);
  });

  it('follows a change of the gym at once (no stale page)', async () => {
    const before = (await list(subscriber.client, `gym=${home.id}`)).total;
    const patched = await subscriber.client.request(`/api/gyms/${home.id}`, {
      method: 'PATCH',
      json: { equipment: [...home.equipment, 'Cable Machine'] },
    });
    expect(patched.status).toBe(200);
    const after = (await list(subscriber.client, `gym=${home.id}`)).total;
    expect(after).toBe(rows.filter(possible([...home.equipment, 'Cable Machine'])).length);
    expect(after).toBeGreaterThan(before);
    await subscriber.client.request(`/api/gyms/${home.id}`, { method: 'PATCH', json: { equipment: home.equipment } });
  });

  it('names the one item that would find the most when a gym finds nothing', async () => {
    const bodyweightOnly = await createGymOf(subscriber.client, 'Nothing', []);
    const none = await list(subscriber.client, `gym=${bodyweightOnly.id}&equipment=Leg%20Press%20Machine`);
    expect(none.total).toBe(0);
    expect(none.gymUnlock?.equipment).toBe('Leg Press Machine');
    const withMachine = await list(subscriber.client, 'equipment=Leg%20Press%20Machine');
    expect(none.gymUnlock!.total).toBeGreaterThan(0);
    expect(none.gymUnlock!.total).toBeLessThanOrEqual(withMachine.total);
    expect((await list(subscriber.client, `gym=${home.id}`)).gymUnlock).toBeNull();
  });

  it("answers 404 for another member's gym and for callers without a session", async () => {
    const theirs = await subscriber.client.request(`/api/exercises?gym=${hotel.id}`);
    expect(theirs.status).toBe(404);
    expect(await errorBodyOf(theirs)).toEqual({ error: { code: 'NOT_FOUND', message: GYM_MESSAGES.notFound } });
    expect((await ctx.client().request(`/api/exercises?gym=${hotel.id}`)).status).toBe(404);
    expect((await subscriber.client.request('/api/exercises?gym=not-a-uuid')).status).toBe(422);
  });

  it('counts and lists only samples for a member without a subscription', async () => {
    const page = await list(member.client, `gym=${hotel.id}`);
    expect(page.sampleOnly).toBe(true);
    expect(page.total).toBe(rows.filter((row) => row.isSample && possible(hotel.equipment)(row)).length);
    expect(page.items.every((item) => item.isSample)).toBe(true);
  });
});
