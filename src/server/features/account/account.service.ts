import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, verification } from '../../db/schema';

/**
 * Removes a member and everything they own in one transaction (docs/product.md#account-settings "One transaction removes the user, sessions,
 * favourites, suggestions, workouts and settings"; docs/product.md#account-settings; docs/architecture.md#the-system).
 *
 * Deleting the `user` row is one statement whose foreign keys cascade (migrations 0001–0003, all `ON DELETE cascade`):
 * session, account (the password hash), user_favorites, suggested_exercises, user_action_log, workouts and through them
 * workout_exercises, subscriptions, billing_customers. The `verification` table has no foreign key: its rows bound to
 * this user (better-auth stores the user id as the value of password-reset and delete-account tokens) go in the same
 * transaction, so no token of a deleted account survives.
 *
 * Run as better-auth's `deleteUser.beforeDelete` (auth.ts): better-auth 1.7.25 itself deletes sessions, accounts and
 * the user in three statements outside any transaction (internal-adapter `deleteUser`), which could leave a user
 * without a password if it failed half-way. After this commits, its own deletes find nothing left.
 *
 * @param db the Drizzle handle; `userId` better-auth's user id. Resolves once committed; throws (and changes nothing)
 * on a database error.
 */
export async function deleteAccountData(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
