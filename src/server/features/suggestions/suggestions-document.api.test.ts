import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';

type JsonSchema = {
  type?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
};

/**
 * The OpenAPI document says what the server enforces on a suggestion (docs: `/api/openapi.json`): a client that follows
 * the document is never refused for a field the document allows, and every value the server refuses is one the
 * document forbids.
 */
describe('the suggestion body in the OpenAPI document', () => {
  let ctx: TestContext;
  let member: TestClient;
  let body: JsonSchema;

  beforeAll(async () => {
    ctx = await createTestContext();
    member = (await ctx.signedInUser('user')).client;
    const doc = await (await ctx.client().request('/api/openapi.json')).json();
    body = doc.paths['/api/suggestions'].post.requestBody.content['application/json'].schema;
  });
  afterAll(() => ctx.close());

  const suggest = (fields: Record<string, unknown>) =>
    member.request('/api/suggestions', {
      method: 'POST',
      json: { exerciseName: 'Doc Probe', description: 'Probe.', equipmentType: 'Barbells', targetMuscleGroups: 'Chest', ...fields },
    });

  it('lists the equipment options as an enum, and the server takes each of them and nothing else', async () => {
    const equipment = body.properties!.equipmentType!;
    // The equipment taxonomy (docs/product.md#equipment-taxonomy), the brief's twelve among its items.
    expect(equipment.enum).toEqual([...EQUIPMENT_NAMES]);
    expect(equipment.enum).toEqual(expect.arrayContaining([...EQUIPMENT_OPTIONS]));
    expect((await suggest({ exerciseName: 'Enum Probe', equipmentType: 'Rowing Machine' })).status).toBe(201);
    expect((await suggest({ exerciseName: 'Not In Enum', equipmentType: 'Sandbag' })).status).toBe(422);
  });

  it('gives the target muscle groups a minimum length and says which terms it takes', async () => {
    const muscles = body.properties!.targetMuscleGroups!;
    expect(muscles.minLength).toBe(1);
    expect(muscles.maxLength).toBe(300);
    expect(muscles.description).toMatch(/comma-separated/i);
    expect(muscles.description).toContain('Chest');
    expect((await suggest({ exerciseName: 'Empty Muscles', targetMuscleGroups: '' })).status).toBe(422);
  });
});
