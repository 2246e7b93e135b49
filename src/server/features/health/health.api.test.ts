import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexOf } from '../exercises/search/search-index-store';
import { createTestContext, type TestContext } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

describe('health, me and the API envelope', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers /api/health with ok while the database is reachable', async () => {
    const response = await ctx.client().request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/ready with 503 until the search index is built, then 200, and 503 for good once draining, while /api/health stays 200', async () => {
    const ready = async () => {
      const response = await ctx.client().request('/api/ready');
      return { status: response.status, body: await response.json() };
    };
    expect(await ready()).toEqual({ status: 503, body: { status: 'not-ready', reason: 'search-index' } });
    await searchIndexOf(ctx.database);
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    ctx.readiness.drain();
    expect(await ready()).toEqual({ status: 503, body: { status: 'not-ready', reason: 'draining' } });
    expect((await ctx.client().request('/api/health')).status).toBe(200);
  });

  it('answers /api/me with 401 in the one error shape when signed out', async () => {
    const response = await ctx.client().request('/api/me');
    expect(response.status).toBe(401);
    expect(await errorBodyOf(response)).toEqual({ error: { code: 'UNAUTHORIZED', message: 'You must be signed in.' } });
  });

  it('tells a signed-in admin its role and that admins count as subscribed', async () => {
    const { client, email } = await ctx.signedInUser('admin');
    const response = await client.request('/api/me');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(email);
    expect(body.role).toBe('admin');
    expect(body.subscription).toEqual({ subscribed: true, tier: 'Admin', end: null });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await ctx.client().request('/api/nope');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI 3.1 document listing its routes', async () => {
    const response = await ctx.client().request('/api/openapi.json');
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me']));
  });

  it('sends security headers: a CSP with frame-ancestors, nosniff', async () => {
    const response = await ctx.client().request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
