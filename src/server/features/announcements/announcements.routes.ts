import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { announcementInputSchema, announcementResponseSchema } from '@/shared/schemas/promotions';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { ADMIN_ONLY, type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { getActiveAnnouncement, getLatestAnnouncement, saveAnnouncement } from './announcements.service';

const adminErrors = (...more: Array<404 | 422>) => errorResponses(401, 403, ...more);

const activeRoute = createRoute({
  method: 'get',
  path: '/api/announcements/active',
  middleware: requireUser(),
  summary: 'The active announcement for the member bar, or null',
  operationId: 'getActiveAnnouncement',
  tags: ['Promotions'],
  security: SIGNED_IN,
  description: 'The announcement members see in the bar above every page, or null when none is active.',
  responses: { 200: jsonResponse(announcementResponseSchema, 'The active announcement or null'), ...errorResponses(401) },
});

const latestRoute = createRoute({
  method: 'get',
  path: '/api/admin/announcements/latest',
  summary: 'Admin: the newest announcement (active or not), or null',
  operationId: 'adminGetLatestAnnouncement',
  ...ADMIN_ONLY,
  description: 'The newest announcement, active or not, for the admin form; null when none was ever saved.',
  responses: { 200: jsonResponse(announcementResponseSchema, 'The newest announcement or null'), ...adminErrors() },
});

const createAnnouncementRoute = createRoute({
  method: 'post',
  path: '/api/admin/announcements',
  summary: 'Admin: save a new announcement; every other one is deactivated in the same transaction',
  operationId: 'adminCreateAnnouncement',
  ...ADMIN_ONLY,
  description:
    'Saves a new announcement; when it is active every other one is deactivated in the same transaction. Members see the change live (/api/events).',
  request: { body: jsonBody(announcementInputSchema) },
  responses: { 201: jsonResponse(announcementResponseSchema, 'The saved announcement'), ...adminErrors(422) },
});

const updateAnnouncementRoute = createRoute({
  method: 'put',
  path: '/api/admin/announcements/{id}',
  summary: 'Admin: save an existing announcement; every other one is deactivated in the same transaction',
  operationId: 'adminUpdateAnnouncement',
  ...ADMIN_ONLY,
  description:
    'Saves an existing announcement; when it is active every other one is deactivated in the same transaction. Members see the change live (/api/events).',
  request: { params: z.object({ id: z.string().max(100) }), body: jsonBody(announcementInputSchema) },
  responses: { 200: jsonResponse(announcementResponseSchema, 'The saved announcement'), ...adminErrors(404, 422) },
});

/**
 * The announcement API (docs/product.md#announcement-admin, docs/product.md#announcement-bar; docs/product.md#api announcements;
 * docs/product.md#announcement-bar): members read the active one; admins read the latest and save. Admin routes answer 401 to the anonymous
 * and 403 to non-admins before their input is validated.
 */
export function registerAnnouncementRoutes(app: AppRouter, database: Database): void {
  app.openapi(activeRoute, async (c) => {
    return c.json({ announcement: await getActiveAnnouncement(database) }, 200);
  });
  app.openapi(latestRoute, async (c) => c.json({ announcement: await getLatestAnnouncement(database) }, 200));
  app.openapi(createAnnouncementRoute, async (c) => c.json({ announcement: await saveAnnouncement(database, c.req.valid('json')) }, 201));
  app.openapi(updateAnnouncementRoute, async (c) =>
    c.json({ announcement: await saveAnnouncement(database, c.req.valid('json'), c.req.valid('param').id) }, 200),
  );
}
