import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ROUTES, authOpenApiPath } from '../auth/auth-routes';
import { createTestContext, type TestContext } from '../test/test-app';

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  'x-required-role'?: string;
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  tags: Array<{ name: string }>;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }>; schemas: Record<string, unknown> };
};

/** The served OpenAPI document names, groups and protects every operation, better-auth's included. */
describe('GET /api/openapi.json', () => {
  let ctx: TestContext;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  beforeAll(async () => {
    ctx = await createTestContext();
    doc = (await (await ctx.client().request('/api/openapi.json')).json()) as Document;
  });
  afterAll(() => ctx.close());

  it('gives every operation a unique operationId and a tag defined at the top level', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const { path, method, op } of operations())
      expect(op.tags?.every((tag) => tags.has(tag)) && op.tags.length > 0, `${method} ${path}`).toBe(true);
    expect(doc.servers[0]?.url).toBe(ctx.config.publicUrl);
  });

  it('documents exactly the kept better-auth endpoints, with the session cookie on those that need a session', () => {
    const documented = operations().filter(({ path }) => path.startsWith('/api/auth/'));
    expect(documented.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      AUTH_ROUTES.map((route) => `${route.method} ${authOpenApiPath(route)}`).sort(),
    );
    for (const route of AUTH_ROUTES) {
      const op = doc.paths[authOpenApiPath(route)]![route.method.toLowerCase()]!;
      expect(op.tags).toEqual(['Auth']);
      expect(op.security, route.path).toEqual(route.access === 'signed-in' ? [{ sessionCookie: [] }] : [{}, { sessionCookie: [] }]);
      expect(JSON.stringify(op.responses['429']?.content)).toContain('#/components/schemas/AuthError');
    }
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
  });

  it('marks admin-only operations, and signed-in ones with the session cookie', () => {
    for (const { path, method, op } of operations().filter(({ path }) => path.startsWith('/api/admin/'))) {
      expect(op['x-required-role'], `${method} ${path}`).toBe('admin');
      expect(op.tags).toEqual(['Admin']);
      expect(op.security).toEqual([{ sessionCookie: [] }]);
    }
    expect(doc.paths['/api/workouts']!.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/exercises']!.get!.security).toEqual([{}, { sessionCookie: [] }]);
  });

  it('lists the statuses the middleware answers, with Retry-After on 429 and 503, and one shared ErrorBody', () => {
    const create = doc.paths['/api/workouts']!.post!;
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['400', '403', '413', '415', '422', '500', '503']));
    expect(Object.keys(doc.paths['/api/workouts/{id}']!.get!.responses)).toContain('422');
    expect(doc.paths['/api/suggestions']!.post!.responses['429']?.headers).toHaveProperty('Retry-After');
    expect(create.responses['503']?.headers).toHaveProperty('Retry-After');
    expect(create.responses['422']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
    expect(doc.components.schemas).toHaveProperty('Exercise');
    expect(doc.components.schemas).toHaveProperty('Workout');
  });
});
