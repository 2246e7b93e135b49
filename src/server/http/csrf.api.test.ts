import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

describe('cross-site request forgery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('refuses a cross-site form post that carries the session cookie, and writes nothing', async () => {
    const { client } = await ctx.signedInUser('admin');
    const forged = await client.request('/api/workouts', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Forged', entries: [] }),
    });
    expect(forged.status).toBe(403);
    const list = await client.request('/api/workouts');
    expect((await list.json()).items).toEqual([]);
  });
});
