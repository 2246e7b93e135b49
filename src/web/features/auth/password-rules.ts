import { z } from 'zod';

/**
 * Project decision (brief for issue 2): new passwords need at least 8 characters — better-auth's default minimum — so
 * the form refuses what the server would refuse. (spec §5 shows no rule at sign-up; §9's 6 is Account Settings'.)
 */
export const PASSWORD_MIN_LENGTH = 8;

/** The 'Set a new password' form after a reset link: min 8 characters, and both entries must match. */
export const newPasswordSchema = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
