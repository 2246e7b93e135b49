import { z } from 'zod';

/** Longest display name a member may give themselves (characters). */
export const USER_NAME_MAX = 100;
/** Longest profile image address accepted (characters; the web never sets one). */
export const USER_IMAGE_MAX = 2000;

/**
 * POST /api/auth/update-user body. better-auth 1.7 declares this body as "any record" and hands `name` and `image` to the
 * database as they come, so `{"name": null}` or `{"name": {}}` failed there with a 500 (the `user.name` column is NOT
 * NULL text). Here `name` is a non-empty string and `image` a string or null; other keys are left for better-auth to
 * judge (it refuses `email` and fields that are not user input, such as `role`).
 */
export const updateUserBodySchema = z
  .object({
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .min(1, 'Please enter your name')
      .max(USER_NAME_MAX, `Name can be at most ${USER_NAME_MAX} characters`)
      .optional(),
    image: z.string({ error: 'Image must be a web address or null' }).max(USER_IMAGE_MAX).nullable().optional(),
  })
  .loose();

/**
 * Bodies of better-auth routes checked before better-auth sees them, keyed by path: only routes whose own validation
 * lets a wrong type reach the database. The others (sign-up, sign-in, reset-password, change-password, …) declare typed
 * zod bodies in better-auth itself and answer its 400 `VALIDATION_ERROR`.
 */
export const AUTH_BODY_SCHEMAS = {
  '/api/auth/update-user': updateUserBodySchema,
} as const satisfies Record<string, z.ZodType>;
