import { createRoute } from '@hono/zod-openapi';
import { meResponseSchema } from '@/shared/schemas/me';
import { requireUser } from '../access/access.service';
import { type AppRouter, errorResponses } from '../../http/openapi';

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  summary: 'The signed-in user, role and subscription status',
  responses: {
    200: { description: 'Signed in', content: { 'application/json': { schema: meResponseSchema } } },
    ...errorResponses(401),
  },
});

/** GET /api/me (401 when signed out). The SPA's guard, header and sample banner read it. */
export function registerMeRoutes(app: AppRouter): void {
  app.openapi(getMe, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    return c.json({ user: viewer.user, role: viewer.role, subscription: viewer.subscription }, 200);
  });
}
