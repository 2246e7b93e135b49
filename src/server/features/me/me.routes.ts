import { createRoute } from '@hono/zod-openapi';
import { meResponseSchema } from '@/shared/schemas/me';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonResponse, SIGNED_IN } from '../../http/openapi';

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  middleware: requireUser(),
  summary: 'The signed-in user, role and subscription status',
  operationId: 'getMe',
  tags: ['Me'],
  security: SIGNED_IN,
  description:
    "The user of the session cookie with their role ('admin' or 'user') and subscription status; 401 when signed out. The web app's route guard, header and sample banner read it.",
  responses: {
    200: jsonResponse(meResponseSchema, 'Signed in'),
    ...errorResponses(401),
  },
});

/** GET /api/me (401 when signed out). The SPA's guard, header and sample banner read it. */
export function registerMeRoutes(app: AppRouter): void {
  app.openapi(getMe, async (c) => {
    const viewer = c.var.user;
    return c.json({ user: viewer.user, role: viewer.role, subscription: viewer.subscription }, 200);
  });
}
