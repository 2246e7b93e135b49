import { createRoute } from '@hono/zod-openapi';
import { meResponseSchema, viewerResponseSchema } from '@/shared/schemas/me';
import { requireUser, signedInViewer } from '../../http/guards';
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

const getViewer = createRoute({
  method: 'get',
  path: '/api/viewer',
  summary: 'Who is viewing: the signed-in user, or nobody',
  operationId: 'getViewer',
  tags: ['Me'],
  description:
    "GET /api/me's answer as `{ me }` for a signed-in user, `{ me: null }` for a visitor who is not: a signed-out visitor is an expected answer here (200), not an error (401), so the pages that ask for visitors too — the landing page, sign-in, the dashboard's guard — cost nobody a failed request. 503 when the session could not be checked.",
  responses: {
    200: jsonResponse(viewerResponseSchema, 'The signed-in user, or null'),
    ...errorResponses(503),
  },
});

/** What /api/me reads beside the viewer: the auth core's pending e-mail change of a member (auth.ts `pendingEmail`). */
export type MeDeps = { pendingEmail: (userId: string) => Promise<string | null> };

/**
 * GET /api/me (401 when signed out) and GET /api/viewer (`{ me: null }` when signed out; docs/product.md#session). The
 * SPA's guard, header and sample banner read the second; API clients that need a member use the first. Account
 * Settings shows `user.pendingEmail` (docs/product.md#account-settings). The pending change is read on every call, not
 * memoised with the viewer, so it appears and disappears at once.
 */
export function registerMeRoutes(app: AppRouter, { pendingEmail }: MeDeps): void {
  app.openapi(getMe, async (c) => {
    const viewer = c.var.user;
    const user = { ...viewer.user, pendingEmail: await pendingEmail(viewer.user.id) };
    return c.json({ user, role: viewer.role, subscription: viewer.subscription }, 200);
  });
  app.openapi(getViewer, async (c) => {
    const viewer = await c.var.viewer();
    if (viewer.kind === 'anonymous' && !viewer.sessionUnknown) return c.json({ me: null }, 200);
    // A session that could not be checked is never told it signed out: 503, as GET /api/me answers it.
    const { user, role, subscription } = signedInViewer(viewer);
    return c.json({ me: { user: { ...user, pendingEmail: await pendingEmail(user.id) }, role, subscription } }, 200);
  });
}
