import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseSchema } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';

const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));

// GET /api/exercises/by-ids (docs/decisions/0007-comparison-selection-in-the-url.md): the comparison's `?ids=` selection, read back with the sample rule (docs/product.md#roles-and-access).
describe('GET /api/exercises/by-ids', () => {
  let ctx: TestContext;
  let sampleIds: string[];
  let hiddenIds: string[];
  let allIds: string[];
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    ctx = await createTestContext();
    await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
    const rows = await ctx.db
      .select({ id: exercises.id, isSample: exercises.isSample })
      .from(exercises)
      .orderBy(asc(exercises.exerciseName));
    allIds = rows.map((row) => row.id);
    sampleIds = rows.filter((row) => row.isSample).map((row) => row.id);
    hiddenIds = rows.filter((row) => !row.isSample).map((row) => row.id);
  });
  afterAll(() => ctx.close());

  const byIds = (client: TestClient, ids: string[]) =>
    client.request(`/api/exercises/by-ids${ids.length ? `?${ids.map((id) => `ids=${encodeURIComponent(id)}`).join('&')}` : ''}`);
  const idsOf = async (client: TestClient, ids: string[]) => {
    const response = await byIds(client, ids);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: unknown[] };
    return body.items.map((item) => exerciseSchema.parse(item).id);
  };

  it('gives a subscriber every named exercise in the order asked, each once, dropping unknown ids', async () => {
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    const asked = [hiddenIds[3]!, sampleIds[1]!, MISSING, hiddenIds[0]!, sampleIds[1]!];
    expect(await idsOf(member.client, asked)).toEqual([hiddenIds[3], sampleIds[1], hiddenIds[0]]);
  });

  it('answers one id (a single parameter) with that exercise in full', async () => {
    const response = await byIds(ctx.client(), [sampleIds[0]!]);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: unknown[] };
    expect(items).toHaveLength(1);
    expect(exerciseSchema.parse(items[0])).toMatchObject({ id: sampleIds[0], isSample: true });
  });

  it.each(['visitor', 'member without a subscription', 'former subscriber'] as const)(
    'drops non-sample exercises silently for a %s',
    async (who) => {
      let client = ctx.client();
      if (who !== 'visitor') {
        const member = await ctx.signedInUser('user');
        if (who === 'former subscriber') await ctx.subscribe(member.userId, new Date(Date.now() - 60_000));
        client = member.client;
      }
      const response = await byIds(client, [hiddenIds[0]!, sampleIds[2]!, hiddenIds[1]!, sampleIds[0]!]);
      const text = await response.text();
      expect(JSON.parse(text).items.map((e: { id: string }) => e.id)).toEqual([sampleIds[2], sampleIds[0]]);
      expect(text).not.toContain(hiddenIds[0]);
    },
  );

  it('answers an empty list when no ids are given', async () => {
    expect(await idsOf(ctx.client(), [])).toEqual([]);
  });

  it('accepts 50 ids and refuses 51 or an id that is not a uuid with 422', async () => {
    const admin = await ctx.signedInUser('admin');
    expect(await idsOf(admin.client, allIds.slice(0, 50))).toEqual(allIds.slice(0, 50));
    const tooMany = await byIds(admin.client, allIds.slice(0, 51));
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).error.code).toBe('INVALID_INPUT');
    for (const ids of [['bench-press'], [sampleIds[0]!, "x' or '1'='1"]]) {
      const bad = await byIds(admin.client, ids);
      expect(bad.status).toBe(422);
      expect((await bad.json()).error.code).toBe('INVALID_INPUT');
    }
  });

  it('documents the route in the OpenAPI document', async () => {
    const doc = await (await ctx.client().request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/exercises/by-ids'])).toEqual(['get']);
  });
});
