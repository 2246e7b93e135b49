import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BannerAd, BannerAdInput, BannerAdList } from '@/shared/schemas/promotions';
import { bannerAds } from '../../db/schema';
import type { TestClient, TestContext } from '../../test/test-app';
import { PROMOTION_INPUT_DEFAULTS, startAppWithAdminAndMember } from '../../test/builders/promotion-test-helpers';

// Banner ads (docs/product.md#banner-ads and the library's ads, docs/product.md#banner-ads, docs/product.md#validation, docs/product.md#api): three fixed
// slots, headline required, nulls, permissions, and what members receive.
describe('banner ads API', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let member: TestClient;
  const inADay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

  beforeAll(async () => ({ ctx, admin, member } = await startAppWithAdminAndMember()));
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.db.delete(bannerAds);
  });

  const save = (client: TestClient, slot: number | string, json: unknown) =>
    client.request(`/api/admin/banner-ads/${slot}`, { method: 'PUT', json });
  const remove = (client: TestClient, slot: number | string) => client.request(`/api/admin/banner-ads/${slot}`, { method: 'DELETE' });
  const saved = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { bannerAd: BannerAd }).bannerAd;
  };
  const list = async (client: TestClient, path: string) => {
    const response = await client.request(path);
    expect(response.status).toBe(200);
    return ((await response.json()) as BannerAdList).items;
  };
  const input = (overrides: Partial<BannerAdInput> = {}): BannerAdInput => ({
    headline: 'Try Premium free for 7 days',
    subtext: null,
    ...PROMOTION_INPUT_DEFAULTS,
    ...overrides,
  });

  it('answers 401 to the anonymous and 403 to members on the admin routes, changing nothing', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.request('/api/banner-ads')).status).toBe(401);
    expect((await anonymous.request('/api/admin/banner-ads')).status).toBe(401);
    expect((await save(anonymous, 1, input())).status).toBe(401);
    expect((await remove(anonymous, 1)).status).toBe(401);

    expect((await member.request('/api/admin/banner-ads')).status).toBe(403);
    expect((await save(member, 1, input())).status).toBe(403);
    expect((await save(member, 9, { headline: '' })).status).toBe(403);
    expect((await remove(member, 1)).status).toBe(403);
    expect(await ctx.db.select().from(bannerAds)).toEqual([]);
  });

  it('requires a headline, stores empty subtext, button text and URL as null, and knows only slots 1 to 3', async () => {
    const empty = await save(admin, 1, input({ headline: '  ' }));
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { issues: unknown[] } }).error.issues).toContainEqual({
      path: 'headline',
      message: 'Headline is required.',
    });
    expect((await save(admin, 1, input({ buttonUrl: 'javascript:alert(1)' }))).status).toBe(422);
    for (const slot of [0, 4, 'x']) expect((await save(admin, slot, input())).status, String(slot)).toBe(422);

    const ad = await saved(await save(admin, 2, input({ headline: ' Spring Sale ', subtext: '', buttonText: '', buttonUrl: ' ' })));
    expect(ad).toMatchObject({
      headline: 'Spring Sale',
      subtext: null,
      buttonText: null,
      buttonUrl: null,
      displayOrder: 2,
      isActive: true,
    });
  });

  it('saving a slot again updates the same ad; deleting empties the slot', async () => {
    const first = await saved(await save(admin, 3, input({ headline: 'One' })));
    const again = await saved(
      await save(
        admin,
        3,
        input({ headline: 'Two', subtext: 'Now with more', buttonText: 'Go', buttonUrl: 'https://example.com/go', isActive: false }),
      ),
    );
    expect(again).toMatchObject({
      id: first.id,
      headline: 'Two',
      subtext: 'Now with more',
      buttonText: 'Go',
      buttonUrl: 'https://example.com/go',
      isActive: false,
    });
    expect(await ctx.db.select().from(bannerAds)).toHaveLength(1);

    expect((await remove(admin, 3)).status).toBe(204);
    expect(await ctx.db.select().from(bannerAds)).toEqual([]);
    expect((await remove(admin, 3)).status).toBe(404);
  });

  it('members get the active ads by display order, without inactive ones or ones whose countdown ended', async () => {
    await saved(await save(admin, 3, input({ headline: 'Third' })));
    await saved(await save(admin, 1, input({ headline: 'First', countdownEnd: inADay() })));
    await saved(await save(admin, 2, input({ headline: 'Second' })));
    expect((await list(member, '/api/banner-ads')).map((ad) => ad.headline)).toEqual(['First', 'Second', 'Third']);

    await saved(await save(admin, 2, input({ headline: 'Second', isActive: false })));
    await ctx.db
      .update(bannerAds)
      .set({ countdownEnd: new Date(Date.now() - 1000) })
      .where(eq(bannerAds.displayOrder, 1));
    expect((await list(member, '/api/banner-ads')).map((ad) => ad.headline)).toEqual(['Third']);
    // The admin sees every slot, by display order.
    expect((await list(admin, '/api/admin/banner-ads')).map((ad) => [ad.displayOrder, ad.headline, ad.isActive])).toEqual([
      [1, 'First', true],
      [2, 'Second', false],
      [3, 'Third', true],
    ]);
  });

  it('refuses a newly chosen countdown end in the past, but lets an ad whose countdown passed be saved unchanged', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const refused = await save(admin, 1, input({ countdownEnd: past }));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('The countdown end must be in the future.');

    const ad = await saved(await save(admin, 1, input({ countdownEnd: inADay() })));
    const ended = new Date(Date.now() - 5_000);
    await ctx.db.update(bannerAds).set({ countdownEnd: ended }).where(eq(bannerAds.id, ad.id));
    const kept = await saved(
      await save(admin, 1, input({ headline: 'Edited after it ended', countdownEnd: ended.toISOString(), isActive: false })),
    );
    expect(kept).toMatchObject({ headline: 'Edited after it ended', countdownEnd: ended.toISOString(), isActive: false });
  });
});
