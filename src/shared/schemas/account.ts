import { z } from 'zod';

/**
 * The field our server adds to better-auth's POST /api/auth/change-email body (issue 4 §4, spec §5 Email change: the
 * current password is verified first). Checked by the server's account safeguards plugin, sent by the web's Update
 * Email Address form.
 */
export const changeEmailPasswordSchema = z.object({ currentPassword: z.string().min(1) });

export type ChangeEmailPassword = z.infer<typeof changeEmailPasswordSchema>;
