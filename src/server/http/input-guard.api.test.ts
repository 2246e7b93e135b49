import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/schemas/errors';
import { exercises, user } from '../db/schema';
import { createTestContext, type TestClient, type TestContext } from '../test/test-app';
import { MAX_JSON_DEPTH } from './input-guard';

/**
 * Input the database cannot store or the parser cannot survive is refused at the door of `/api/*` — the product's
 * routes and better-auth's alike — with 400 in the API's error shape, naming the field, before any route, hook or
 * query sees it; nothing is written. A search text is the one exception: a NUL in it is dropped, not refused.
 */
describe('input guard on /api/*', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const signedIn = await ctx.signedInUser('admin');
    admin = signedIn.client;
    adminId = signedIn.userId;
    const created = await admin.request('/api/admin/exercises', {
      method: 'POST',
      json: {
        exerciseName: 'Bench Press',
        equipmentType: 'Barbell',
        targetMuscleGroups: 'Chest',
        description: 'Press the bar.',
        isSample: true,
      },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => ctx.close());

  const exerciseCount = async () => (await ctx.db.select({ n: count() }).from(exercises))[0]!.n;
  const nameOf = async (id: string) => (await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;
  const raw = (client: TestClient, path: string, body: BodyInit, method = 'POST') =>
    client.request(path, { method, body, headers: { 'content-type': 'application/json' } });

  async function expectRefused(response: Response, status: number, code: string, path?: string) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    if (path !== undefined) expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
    return body;
  }

  describe('NUL (U+0000), which PostgreSQL text cannot hold', () => {
    it('drops a NUL from the library search text: an anonymous search finds what the text without it finds', async () => {
      const anonymous = ctx.client();
      const withNul = await anonymous.request('/api/exercises?q=Ben%00ch');
      expect(withNul.status).toBe(200);
      const plain = await anonymous.request('/api/exercises?q=Bench');
      const names = (response: unknown) => (response as { items: Array<{ exerciseName: string }> }).items.map((item) => item.exerciseName);
      expect(names(await withNul.json())).toEqual(names(await plain.json()));
      expect(names(await (await anonymous.request('/api/exercises?q=%00')).json())).toContain('Bench Press');
    });

    it('drops a NUL from the admin search text too', async () => {
      const response = await admin.request('/api/admin/exercises?q=Bench%00');
      expect(response.status).toBe(200);
      expect(((await response.json()) as { items: Array<{ exerciseName: string }> }).items.map((item) => item.exerciseName)).toContain(
        'Bench Press',
      );
    });

    it('refuses a NUL in any other query parameter with 400 naming it', async () => {
      await expectRefused(await ctx.client().request('/api/exercises?equipment=Bar%00bell'), 400, 'INVALID_INPUT', 'equipment');
    });

    it('refuses a NUL in a path parameter with 400 naming it', async () => {
      await expectRefused(await admin.request('/api/workouts/abc%00'), 400, 'INVALID_INPUT', 'id');
    });

    it('refuses a NUL in a nested JSON field with 400 naming its dotted path, and writes nothing', async () => {
      const before = await exerciseCount();
      const response = await admin.request('/api/admin/exercises', {
        method: 'POST',
        json: {
          exerciseName: 'Nul Row',
          equipmentType: 'Barbell',
          targetMuscleGroups: 'Chest',
          description: 'x',
          tags: ['ok', 'b\u0000d'],
        },
      });
      await expectRefused(response, 400, 'INVALID_INPUT', 'tags.1');
      expect(await exerciseCount()).toBe(before);
    });

    it('refuses a NUL in a JSON key', async () => {
      await expectRefused(
        await admin.request('/api/auth/update-user', { method: 'POST', json: { 'na\u0000me': 'x' } }),
        400,
        'INVALID_INPUT',
        'na\\u0000me',
      );
    });

    it('refuses a NUL in a password-reset token before better-auth looks it up', async () => {
      const response = await ctx
        .client()
        .request('/api/auth/reset-password', { method: 'POST', json: { token: 'abc\u0000', newPassword: 'a-new-password-1' } });
      await expectRefused(response, 400, 'INVALID_INPUT', 'token');
    });

    it('refuses a NUL in the profile name and keeps the old name', async () => {
      const before = await nameOf(adminId);
      await expectRefused(
        await admin.request('/api/auth/update-user', { method: 'POST', json: { name: 'Ad\u0000min' } }),
        400,
        'INVALID_INPUT',
        'name',
      );
      expect(await nameOf(adminId)).toBe(before);
    });

    it('refuses a NUL in a session token to revoke', async () => {
      await expectRefused(
        await admin.request('/api/auth/revoke-session', { method: 'POST', json: { token: 'x\u0000' } }),
        400,
        'INVALID_INPUT',
        'token',
      );
    });
  });

  describe('nesting', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

    it('refuses a 20,000-deep body on an auth route with 400 before any hook runs', async () => {
      const body = `{"currentPassword":"x","newPassword":"yyyyyyyy","extra":${nested(20_000)}}`;
      const response = await raw(admin, '/api/auth/change-password', body);
      await expectRefused(response, 400, 'BAD_REQUEST');
    });

    it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
      // The outer object is level 1, so the value of `description` may add MAX_JSON_DEPTH - 1 more.
      const at = (depth: number) => `{"name":"Deep","entries":[],"description":${nested(depth - 1)}}`;
      const allowed = await raw(admin, '/api/workouts', at(MAX_JSON_DEPTH));
      expect(allowed.status).toBe(422); // reached the route's validation
      await expectRefused(await raw(admin, '/api/workouts', at(MAX_JSON_DEPTH + 1)), 400, 'BAD_REQUEST');
    });

    it('counts brackets inside strings as text, not nesting', async () => {
      const response = await raw(admin, '/api/workouts', JSON.stringify({ name: '['.repeat(40), entries: [] }));
      expect(response.status).toBe(422);
    });
  });

  describe('encoding', () => {
    it('refuses a body that is not valid UTF-8 instead of storing U+FFFD', async () => {
      const before = await nameOf(adminId);
      const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"A'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
      await expectRefused(await raw(admin, '/api/auth/update-user', bytes), 400, 'BAD_REQUEST');
      expect(await nameOf(adminId)).toBe(before);
    });

    it('refuses a lone surrogate (\\ud800) in a JSON string, which would be stored as U+FFFD', async () => {
      const before = await nameOf(adminId);
      await expectRefused(await raw(admin, '/api/auth/update-user', '{"name":"A\\ud800"}'), 400, 'INVALID_INPUT', 'name');
      expect(await nameOf(adminId)).toBe(before);
    });

    it('refuses a query value whose percent-encoding is not UTF-8, naming it', async () => {
      await expectRefused(await ctx.client().request('/api/exercises?q=%FF'), 400, 'INVALID_INPUT', 'q');
    });

    it('refuses malformed JSON with 400 in the API error shape, on auth routes too', async () => {
      await expectRefused(await raw(admin, '/api/auth/update-user', '{"name":'), 400, 'BAD_REQUEST');
      await expectRefused(await raw(admin, '/api/workouts', '{"name":'), 400, 'BAD_REQUEST');
    });
  });

  describe('better-auth bodies better-auth would hand to the database unchecked', () => {
    it.each([
      ['null', null],
      ['a number', 42],
      ['an object', { first: 'A' }],
      ['blank text', '   '],
      ['text over 100 characters', 'n'.repeat(101)],
    ])('refuses update-user with a name that is %s: 400 naming it, and the name is kept', async (_label, name) => {
      const before = await nameOf(adminId);
      await expectRefused(await admin.request('/api/auth/update-user', { method: 'POST', json: { name } }), 400, 'INVALID_INPUT', 'name');
      expect(await nameOf(adminId)).toBe(before);
    });

    it('refuses update-user with an image that is not text or null, and still renames with good input', async () => {
      await expectRefused(
        await admin.request('/api/auth/update-user', { method: 'POST', json: { image: 7 } }),
        400,
        'INVALID_INPUT',
        'image',
      );
      const renamed = await admin.request('/api/auth/update-user', { method: 'POST', json: { name: 'Renamed Admin', image: null } });
      expect(renamed.status).toBe(200);
      expect(await nameOf(adminId)).toBe('Renamed Admin');
    });
  });
});
