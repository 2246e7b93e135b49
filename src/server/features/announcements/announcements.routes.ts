import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { announcementInputSchema, announcementResponseSchema } from '@/shared/schemas/promotions';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { ADMIN_ONLY, type AppRouter, errorResponses, SIGNED_IN } from '../../http/openapi';
import { requireAdmin, requireUser } from '../access/access.service';
import { getActiveAnnouncement, getLatestAnnouncement, saveAnnouncement } from './announcements.service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const adminErrors = (...more: Array<404 | 422>) => errorResponses(401, 403, ...more);

const activeRoute = createRoute({
  method: 'get',
  path: '/api/announcements/active',
  summary: 'The active announcement for the member bar, or null',
  operationId: 'getActiveAnnouncement',
  tags: ['Promotions'],
  security: SIGNED_IN,
  description: 'The announcement members see in the bar above every page, or null when none is active.',
  responses: { 200: json(announcementResponseSchema, 'The active announcement or null'), ...errorResponses(401) },
});

const latestRoute = createRoute({
  method: 'get',
  path: '/api/admin/announcements/latest',
  summary: 'Admin: the newest announcement (active or not), or null',
  operationId: 'adminGetLatestAnnouncement',
  ...ADMIN_ONLY,
  description: 'The newest announcement, active or not, for the admin form; null when none was ever saved.',
  responses: { 200: json(announcementResponseSchema, 'The newest announcement or null'), ...adminErrors() },
});

const createAnnouncementRoute = createRoute({
  method: 'post',
  path: '/api/admin/announcements',
  summary: 'Admin: save a new announcement; every other one is deactivated in the same transaction',
  operationId: 'adminCreateAnnouncement',
  ...ADMIN_ONLY,
  description:
    'Saves a new announcement; when it is active every other one is deactivated in the same transaction. Members see the change live (/api/events).',
  request: { body: body(announcementInputSchema) },
  responses: { 201: json(announcementResponseSchema, 'The saved announcement'), ...adminErrors(422) },
});

const updateAnnouncementRoute = createRoute({
  method: 'put',
  path: '/api/admin/announcements/{id}',
  summary: 'Admin: save an existing announcement; every other one is deactivated in the same transaction',
  operationId: 'adminUpdateAnnouncement',
  ...ADMIN_ONLY,
  description:
    'Saves an existing announcement; when it is active every other one is deactivated in the same transaction. Members see the change live (/api/events).',
  request: { params: z.object({ id: z.string().max(100) }), body: body(announcementInputSchema) },
  responses: { 200: json(announcementResponseSchema, 'The saved announcement'), ...adminErrors(404, 422) },
});

/**
 * The announcement API (spec §2 'Announcement Banner admin card', 'Announcement bar (member view)'; §7 announcements;
 * issue 5 §2): members read the active one; admins read the latest and save. Admin routes answer 401 to the anonymous
 * and 403 to non-admins before their input is validated.
 */
export function registerAnnouncementRoutes(app: AppRouter, database: Database): void {
  const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    requireAdmin(await c.var.viewer());
    await next();
  };
  app.use('/api/admin/announcements', adminOnly);
  app.use('/api/admin/announcements/*', adminOnly);

  app.openapi(activeRoute, async (c) => {
    requireUser(await c.var.viewer());
    return c.json({ announcement: await getActiveAnnouncement(database) }, 200);
  });
  app.openapi(latestRoute, async (c) => c.json({ announcement: await getLatestAnnouncement(database) }, 200));
  app.openapi(createAnnouncementRoute, async (c) =>
    c.json({ announcement: await saveAnnouncement(database, c.req.valid('json')) }, 201),
  );
  app.openapi(updateAnnouncementRoute, async (c) =>
    c.json({ announcement: await saveAnnouncement(database, c.req.valid('json'), c.req.valid('param').id) }, 200),
  );
}
