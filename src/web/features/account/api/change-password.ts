import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/web/lib/auth-client';
import { throwIfFailed } from './account-call-error';

/**
 * Changes the password through better-auth (POST /api/auth/change-password, docs/product.md#account-settings): the server verifies the current
 * password, and `revokeOtherSessions` signs every other session out while this one gets a fresh cookie.
 * @throws AccountCallError (400 INVALID_PASSWORD, PASSWORD_TOO_SHORT; 429 when rate-limited).
 */
export async function changePassword({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }): Promise<void> {
  throwIfFailed(await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
