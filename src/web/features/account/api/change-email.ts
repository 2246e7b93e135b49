import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailPassword } from '@/shared/schemas/account';
import { meQueryKey } from '@/web/api/get-me';
import { authClient } from '@/web/lib/auth-client';
import { EMAIL_CHANGE_LANDING_PATH, EMAIL_CHANGED_PARAM } from '@/web/lib/account-paths';
import { throwIfFailed } from './account-call-error';

/**
 * Asks better-auth to change the e-mail (POST /api/auth/change-email, docs/product.md#account-settings): the server checks `currentPassword`
 * first and mails one confirmation link to the new address; the address changes only when it is followed, which then
 * lands on /auth with `?email-changed=1` (or `&error=…`): possibly in another browser, signed out, so not on a guarded
 * page. /auth sends a signed-in member on to Account Settings.
 * @throws AccountCallError (400 INVALID_PASSWORD for a wrong password, 429 when rate-limited).
 */
export async function changeEmail({ newEmail, currentPassword }: { newEmail: string } & ChangeEmailPassword): Promise<void> {
  const callbackURL = `${window.location.origin}${EMAIL_CHANGE_LANDING_PATH}?${EMAIL_CHANGED_PARAM}=1`;
  const extra: ChangeEmailPassword = { currentPassword };
  throwIfFailed(await authClient.changeEmail({ newEmail, callbackURL, fetchOptions: { body: extra } }));
}

/** {@link changeEmail} as a mutation; on success /api/me is read again, so Account Information shows the pending address. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}
