import { z } from 'zod';

/** GET /api/me: the signed-in user (with any pending e-mail change), role and subscription status (docs/product.md#session, docs/product.md#users-and-roles, docs/product.md#subscription-status). */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    /** The address an e-mail change waits to be confirmed on, or null (docs/product.md#account-settings). */
    pendingEmail: z.string().nullable(),
  }),
  role: z.enum(['admin', 'user']),
  subscription: z.object({ subscribed: z.boolean(), tier: z.string().nullable(), end: z.string().nullable() }),
});

export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /api/viewer: who is viewing — `{ me }` with the signed-in member as GET /api/me describes them, or `{ me: null }`
 * for a visitor who is not signed in (docs/product.md#session). A signed-out answer is a 200, not a 401: the pages that
 * ask it expect visitors, and a browser logs every 4xx as a failed request.
 */
export const viewerResponseSchema = z.object({ me: meResponseSchema.nullable() }).meta({ id: 'ViewerResponse' });

export type ViewerResponse = z.infer<typeof viewerResponseSchema>;
