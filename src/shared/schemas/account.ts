import { z } from 'zod';

/**
 * The field our server adds to better-auth's POST /api/auth/change-email body (docs/product.md#account-settings: the
 * current password is verified first). Checked by the server's account safeguards plugin, sent by the web's Update
 * Email Address form.
 */
export const changeEmailPasswordSchema = z.object({ currentPassword: z.string().min(1) });

export type ChangeEmailPassword = z.infer<typeof changeEmailPasswordSchema>;
