import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteList } from '@/shared/schemas/favorites';
import { exercises, userFavorites } from '../../db/schema';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

/** The team's curated catalogue (docs/product.md#curated-catalogue): a dozen of its exercises are samples. */
const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));

// Favourites (docs/product.md#favourites, docs/product.md#validation; docs/product.md#roles-and-access, docs/architecture.md#tests): own rows only, the sample rule, idempotence.
describe('favourites API', () => {
  let ctx: TestContext;
  let sampleIds: string[];
  let hiddenIds: string[];
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    ctx = await createTestContext();
    await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
    const rows = await ctx.db.select({ id: exercises.id, isSample: exercises.isSample }).from(exercises).orderBy(exercises.exerciseName);
    sampleIds = rows.filter((row) => row.isSample).map((row) => row.id);
    hiddenIds = rows.filter((row) => !row.isSample).map((row) => row.id);
    expect(sampleIds.length).toBeGreaterThanOrEqual(3);
    expect(hiddenIds.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => ctx.close());

  const put = (client: TestClient, id: string) => client.request(`/api/favorites/${encodeURIComponent(id)}`, { method: 'PUT' });
  const remove = (client: TestClient, id: string) => client.request(`/api/favorites/${encodeURIComponent(id)}`, { method: 'DELETE' });
  const favorites = async (client: TestClient) => {
    const response = await client.request('/api/favorites');
    expect(response.status).toBe(200);
    return ((await response.json()) as FavoriteList).items;
  };
  const favoriteIds = async (client: TestClient) => {
    const response = await client.request('/api/favorites/ids');
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: string[] }).items;
  };
  const rowsOf = async (userId: string) => ctx.db.select().from(userFavorites).where(eq(userFavorites.userId, userId));
  const subscriber = async () => {
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    return member;
  };

  it('answers 401 to a signed-out visitor and writes nothing', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.request('/api/favorites')).status).toBe(401);
    expect((await anonymous.request('/api/favorites/ids')).status).toBe(401);
    const added = await put(anonymous, sampleIds[0]!);
    expect(added.status).toBe(401);
    expect(await errorBodyOf(added)).toEqual({ error: { code: 'UNAUTHORIZED', message: 'User not authenticated' } });
    expect((await remove(anonymous, sampleIds[0]!)).status).toBe(401);
    expect(await ctx.db.select().from(userFavorites)).toEqual([]);
  });

  it('saves favourites, lists them newest first with their exercises, and saving twice changes nothing', async () => {
    const { client } = await subscriber();
    expect((await put(client, hiddenIds[0]!)).status).toBe(204);
    expect((await put(client, sampleIds[0]!)).status).toBe(204);
    const before = await favorites(client);
    expect(before.map((f) => f.exercise.id)).toEqual([sampleIds[0], hiddenIds[0]]);
    expect(before[0]!.exercise).toMatchObject({ id: sampleIds[0], isSample: true });
    expect(new Date(before[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(before[1]!.createdAt).getTime());

    expect((await put(client, hiddenIds[0]!)).status).toBe(204);
    expect(await favorites(client)).toEqual(before);
    expect(await favoriteIds(client)).toEqual([sampleIds[0], hiddenIds[0]]);
  });

  it('removes a favourite, and removing it again still answers 204', async () => {
    const { client } = await subscriber();
    await put(client, sampleIds[1]!);
    await put(client, sampleIds[2]!);
    expect((await remove(client, sampleIds[1]!)).status).toBe(204);
    expect((await remove(client, sampleIds[1]!)).status).toBe(204);
    expect((await favorites(client)).map((f) => f.exercise.id)).toEqual([sampleIds[2]]);
  });

  it.each([MISSING, 'not-a-uuid', "x' or '1'='1"])('answers 404 for the exercise id %s and writes nothing', async (id) => {
    const { client, userId } = await subscriber();
    expect((await put(client, id)).status).toBe(404);
    expect((await remove(client, id)).status).toBe(id === MISSING ? 204 : 404);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('lets a member without a subscription favourite samples only', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const hidden = await put(client, hiddenIds[1]!);
    expect(hidden.status).toBe(404);
    expect((await put(client, sampleIds[0]!)).status).toBe(204);
    expect((await rowsOf(userId)).map((row) => row.exerciseId)).toEqual([sampleIds[0]]);
  });

  it('hides non-sample favourites once the subscription has ended, and shows them again after renewal', async () => {
    const { client, userId } = await subscriber();
    await put(client, hiddenIds[2]!);
    await put(client, sampleIds[1]!);
    await ctx.subscribe(userId, new Date(Date.now() - 60_000));
    expect((await favorites(client)).map((f) => f.exercise.id)).toEqual([sampleIds[1]]);
    expect(await favoriteIds(client)).toEqual([sampleIds[1]]);
    expect((await favorites(client)).every((f) => f.exercise.isSample)).toBe(true);
    await ctx.subscribe(userId);
    expect((await favorites(client)).map((f) => f.exercise.id)).toEqual([sampleIds[1], hiddenIds[2]]);
  });

  it("keeps each member's favourites to themselves: B's are invisible to A and survive A's delete", async () => {
    const a = await subscriber();
    const b = await subscriber();
    await put(b.client, hiddenIds[0]!);
    await put(b.client, sampleIds[0]!);
    const bBefore = await favorites(b.client);

    expect(await favorites(a.client)).toEqual([]);
    expect(await favoriteIds(a.client)).toEqual([]);
    expect((await remove(a.client, hiddenIds[0]!)).status).toBe(204);
    // A request naming B cannot act for B: the user comes from the session only.
    const forged = await a.client.request(`/api/favorites/${sampleIds[2]}?userId=${b.userId}`, {
      method: 'PUT',
      json: { userId: b.userId },
    });
    expect(forged.status).toBe(204);

    expect(await favorites(b.client)).toEqual(bBefore);
    expect((await rowsOf(b.userId)).length).toBe(2);
    expect((await favorites(a.client)).map((f) => f.exercise.id)).toEqual([sampleIds[2]]);
  });

  it('shows an admin their non-sample favourites', async () => {
    const { client } = await ctx.signedInUser('admin');
    expect((await put(client, hiddenIds[0]!)).status).toBe(204);
    expect((await favorites(client)).map((f) => f.exercise.id)).toEqual([hiddenIds[0]]);
  });

  it('documents the favourites routes in the OpenAPI document', async () => {
    const doc = await (await ctx.client().request('/api/openapi.json')).json();
    const paths = ['/api/favorites', '/api/favorites/ids', '/api/favorites/{exerciseId}'];
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
    expect(Object.keys(doc.paths['/api/favorites/{exerciseId}'])).toEqual(expect.arrayContaining(['put', 'delete']));
  });
});
