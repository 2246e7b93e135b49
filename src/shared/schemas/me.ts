import { z } from 'zod';

/** GET /api/me: the signed-in user, role and subscription status (spec §3 Session/user, User role, Subscription status). */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  }),
  role: z.enum(['admin', 'user']),
  subscription: z.object({ subscribed: z.boolean(), tier: z.string().nullable(), end: z.string().nullable() }),
});

export type MeResponse = z.infer<typeof meResponseSchema>;
