import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementInput, AnnouncementResponse } from '@/shared/schemas/promotions';
import { announcements } from '../../db/schema';
import type { TestClient, TestContext } from '../../test/test-app';
import { PROMOTION_INPUT_DEFAULTS, startAppWithAdminAndMember } from '../../test/builders/promotion-test-helpers';

// Announcements (docs/product.md#admin card and member bar, docs/product.md#behaviour, docs/product.md#validation, docs/product.md#api; docs/product.md#announcement-admin, docs/architecture.md#tests): validation, nulls, permissions,
// and at most one active announcement even when saves race.
describe('announcements API', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let member: TestClient;
  const MISSING = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => ({ ctx, admin, member } = await startAppWithAdminAndMember()));
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.db.delete(announcements);
  });

  const create = (client: TestClient, json: unknown) => client.request('/api/admin/announcements', { method: 'POST', json });
  const update = (client: TestClient, id: string, json: unknown) =>
    client.request(`/api/admin/announcements/${id}`, { method: 'PUT', json });
  const saved = async (response: Response) => {
    expect([200, 201]).toContain(response.status);
    return ((await response.json()) as { announcement: Announcement }).announcement;
  };
  const active = async (client: TestClient) => {
    const response = await client.request('/api/announcements/active');
    expect(response.status).toBe(200);
    return ((await response.json()) as AnnouncementResponse).announcement;
  };
  const activeRows = () => ctx.db.select().from(announcements).where(eq(announcements.isActive, true));
  const input = (overrides: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    title: 'Spring challenge',
    ...PROMOTION_INPUT_DEFAULTS,
    ...overrides,
  });

  it('answers 401 to the anonymous on every route and 403 to members on the admin routes, changing nothing', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.request('/api/announcements/active')).status).toBe(401);
    expect((await anonymous.request('/api/admin/announcements/latest')).status).toBe(401);
    expect((await create(anonymous, input())).status).toBe(401);
    expect((await update(anonymous, MISSING, input())).status).toBe(401);

    expect((await member.request('/api/admin/announcements/latest')).status).toBe(403);
    const forbidden = await create(member, input());
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    // Refused before validation: a member learns nothing about the body's shape.
    expect((await create(member, { title: '' })).status).toBe(403);
    expect((await update(member, MISSING, input())).status).toBe(403);
    expect(await ctx.db.select().from(announcements)).toEqual([]);
  });

  it("refuses an empty title with 'Title is required.' and stores empty button text and URL as null", async () => {
    for (const title of ['', '   ']) {
      const response = await create(admin, input({ title }));
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { message: string; issues: Array<{ path: string; message: string }> } };
      expect(body.error.issues).toContainEqual({ path: 'title', message: 'Title is required.' });
    }
    const announcement = await saved(await create(admin, input({ title: '  Deload week  ', buttonText: '  ', buttonUrl: '' })));
    expect(announcement).toMatchObject({ title: 'Deload week', buttonText: null, buttonUrl: null, countdownEnd: null, isActive: true });
    const [row] = await ctx.db.select().from(announcements);
    expect(row).toMatchObject({ title: 'Deload week', buttonText: null, buttonUrl: null });
  });

  it('accepts http(s) and on-site button URLs and refuses anything else', async () => {
    for (const buttonUrl of ['https://equipped.example/spring', '/dashboard/subscription']) {
      expect((await saved(await create(admin, input({ buttonText: 'Join', buttonUrl })))).buttonUrl).toBe(buttonUrl);
    }
    for (const buttonUrl of ['javascript:alert(1)', 'not a url', '//evil.example/x', 'ftp://files.example/a']) {
      const response = await create(admin, input({ buttonText: 'Join', buttonUrl }));
      expect(response.status, buttonUrl).toBe(422);
    }
    const badDate = await create(admin, input({ countdownEnd: 'next friday' }));
    expect(badDate.status).toBe(422);
  });

  it('shows members the active announcement with its countdown and button, and nothing once it is switched off', async () => {
    expect(await active(member)).toBeNull();
    const countdownEnd = '2031-05-01T17:30:00.000Z';
    const first = await saved(
      await create(
        admin,
        input({
          title: 'Summer sale',
          countdownEnd: '2031-05-01T19:30:00+02:00',
          buttonText: 'Upgrade',
          buttonUrl: '/dashboard/subscription',
        }),
      ),
    );
    expect(first.countdownEnd).toBe(countdownEnd);
    expect(await active(member)).toEqual(first);

    const off = await saved(await update(admin, first.id, input({ title: 'Summer sale', isActive: false })));
    expect(off).toMatchObject({ id: first.id, isActive: false, countdownEnd: null, buttonText: null });
    expect(new Date(off.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime());
    expect(await active(member)).toBeNull();
  });

  it('saving one announcement deactivates every other; the admin card reads the newest', async () => {
    const first = await saved(await create(admin, input({ title: 'First' })));
    const second = await saved(await create(admin, input({ title: 'Second' })));
    expect(await activeRows()).toEqual([expect.objectContaining({ id: second.id })]);
    expect((await active(member))?.id).toBe(second.id);

    // Re-activating the older one switches the newer one off.
    await saved(await update(admin, first.id, input({ title: 'First again' })));
    expect((await activeRows()).map((row) => row.id)).toEqual([first.id]);

    const latest = await admin.request('/api/admin/announcements/latest');
    expect(latest.status).toBe(200);
    expect(((await latest.json()) as AnnouncementResponse).announcement).toMatchObject({ id: second.id, title: 'Second', isActive: false });
  });

  it('answers 404 for an unknown announcement and leaves the active one as it was', async () => {
    const current = await saved(await create(admin, input({ title: 'Keep me' })));
    expect((await update(admin, MISSING, input({ title: 'Ghost' }))).status).toBe(404);
    expect((await update(admin, 'not-a-uuid', input({ title: 'Ghost' }))).status).toBe(404);
    expect((await activeRows()).map((row) => row.id)).toEqual([current.id]);
  });

  it('leaves exactly one active announcement when many saves race, every save succeeding', async () => {
    const existing = await saved(await create(admin, input({ title: 'Existing' })));
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => create(admin, input({ title: `Racer ${i}` }))),
      update(admin, existing.id, input({ title: 'Existing, edited' })),
      update(admin, existing.id, input({ title: 'Existing, edited twice' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 200, 200]);
    const activeNow = await activeRows();
    expect(activeNow).toHaveLength(1);
    expect(await ctx.db.select().from(announcements)).toHaveLength(7);
    expect((await active(member))?.id).toBe(activeNow[0]!.id);
  });

  it('the database itself refuses a second active announcement (partial unique index)', async () => {
    await saved(await create(admin, input({ title: 'Only one' })));
    await expect(ctx.db.insert(announcements).values({ title: 'Sneaky', isActive: true })).rejects.toThrow();
    expect(await activeRows()).toHaveLength(1);
  });
});
