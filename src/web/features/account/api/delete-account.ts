import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/web/lib/auth-client';
import { throwIfFailed } from './account-call-error';

/**
 * Deletes the signed-in member through better-auth (POST /api/auth/delete-user, docs/product.md#account-settings): the password is verified,
 * then one transaction removes the user and everything they own, and the session cookie is expired.
 * @throws AccountCallError (400 INVALID_PASSWORD; 429 when rate-limited).
 */
export async function deleteAccount({ password }: { password: string }): Promise<void> {
  throwIfFailed(await authClient.deleteUser({ password }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
