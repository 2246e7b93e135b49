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
    "The user of the session cookie with their role ('admin' or 'user'), subscription status and pending e-mail change (`user.pendingEmail`: the address waiting for confirmation, or null); 401 when signed out. The web app's route guard, header, sample banner and Account Settings read it.",
  responses: {
    200: jsonResponse(meResponseSchema, 'Signed in'),
    ...errorResponses(401),
  },
});

/** What /api/me reads beside the viewer: the auth core's pending e-mail change of a member (auth.ts `pendingEmail`). */
export type MeDeps = { pendingEmail: (userId: string) => Promise<string | null> };

/**
 * GET /api/me (401 when signed out). The SPA's guard, header and sample banner read it; Account Settings shows
 * `user.pendingEmail` (docs/product.md#account-settings). The pending change is read on every call, not memoised with the
 * viewer, so it appears and disappears at once.
 */
export function registerMeRoutes(app: AppRouter, { pendingEmail }: MeDeps): void {
  app.openapi(getMe, async (c) => {
    const viewer = c.var.user;
    const user = { ...viewer.user, pendingEmail: await pendingEmail(viewer.user.id) };
    return c.json({ user, role: viewer.role, subscription: viewer.subscription }, 200);
  });
}
