import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * GET /api/viewer (docs/product.md#session): who is viewing, with a visitor an expected answer — so the pages that ask
 * for visitors too make no request the browser logs as failed — and GET /api/me for comparison.
 */
describe('GET /api/viewer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers a visitor with 200 and { me: null }, where GET /api/me answers 401', async () => {
    const visitor = ctx.client();
    const viewer = await visitor.request('/api/viewer');
    expect(viewer.status).toBe(200);
    expect(await viewer.json()).toEqual({ me: null });
    expect((await visitor.request('/api/me')).status).toBe(401);
  });

  it('answers a member with what GET /api/me says of them, and a cookie that names no session as a visitor', async () => {
    const member = await ctx.signedInUser('user');
    const viewer = await member.client.request('/api/viewer');
    expect(viewer.status).toBe(200);
    const me = await (await member.client.request('/api/me')).json();
    expect(await viewer.json()).toEqual({ me });
    expect(me).toMatchObject({ user: { id: member.userId, email: member.email }, role: 'user' });

    const answer = await ctx.client().request('/api/viewer', { headers: { Cookie: 'better-auth.session_token=not-a-session.sig' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ me: null });
  });
});
