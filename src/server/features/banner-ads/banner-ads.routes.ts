import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { bannerAdInputSchema, bannerAdListSchema, bannerAdSchema, bannerAdSlotParamsSchema } from '@/shared/schemas/promotions';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { ADMIN_ONLY, type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { deleteBannerAd, listActiveBannerAds, listAllBannerAds, saveBannerAd } from './banner-ads.service';

const adminErrors = (...more: Array<404 | 422>) => errorResponses(401, 403, ...more);

const activeRoute = createRoute({
  method: 'get',
  path: '/api/banner-ads',
  middleware: requireUser(),
  summary: 'The active banner ads whose countdown has not ended, by display order (for the library)',
  operationId: 'listActiveBannerAds',
  tags: ['Promotions'],
  security: SIGNED_IN,
  description: 'The active banner ads whose countdown has not ended, by display order, for the library grid.',
  responses: { 200: jsonResponse(bannerAdListSchema, 'Active banner ads'), ...errorResponses(401) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/banner-ads',
  summary: 'Admin: every saved slot, active or not, by display order',
  operationId: 'adminListBannerAds',
  ...ADMIN_ONLY,
  description: 'Every saved banner-ad slot (1 to 3), active or not, by display order.',
  responses: { 200: jsonResponse(bannerAdListSchema, 'Saved banner ads'), ...adminErrors() },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/api/admin/banner-ads/{slot}',
  summary: 'Admin: save slot 1, 2 or 3 (inserted when empty, else updated)',
  operationId: 'adminSaveBannerAd',
  ...ADMIN_ONLY,
  description: 'Saves slot 1, 2 or 3: inserted when empty, else updated. Members see the change live (/api/events).',
  request: { params: bannerAdSlotParamsSchema, body: jsonBody(bannerAdInputSchema) },
  responses: { 200: jsonResponse(z.object({ bannerAd: bannerAdSchema }), 'The saved banner ad'), ...adminErrors(422) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/banner-ads/{slot}',
  summary: 'Admin: empty slot 1, 2 or 3',
  operationId: 'adminDeleteBannerAd',
  ...ADMIN_ONLY,
  description: 'Empties slot 1, 2 or 3; 404 when it is already empty.',
  request: { params: bannerAdSlotParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...adminErrors(404, 422) },
});

/**
 * The banner-ad API (docs/product.md#banner-ads, docs/product.md#library; docs/product.md#api banner_ads): members read the
 * active ads; admins list, save and empty the three fixed slots. Admin routes answer 401 to the anonymous and 403 to
 * non-admins before their input is validated.
 */
export function registerBannerAdRoutes(app: AppRouter, database: Database): void {
  app.openapi(activeRoute, async (c) => {
    return c.json({ items: await listActiveBannerAds(database) }, 200);
  });
  app.openapi(listRoute, async (c) => c.json({ items: await listAllBannerAds(database) }, 200));
  app.openapi(saveRoute, async (c) =>
    c.json({ bannerAd: await saveBannerAd(database, c.req.valid('param').slot, c.req.valid('json')) }, 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteBannerAd(database, c.req.valid('param').slot);
    return c.body(null, 204);
  });
}
