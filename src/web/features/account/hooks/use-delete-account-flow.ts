import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { meQueryKey } from '@/web/api/get-me';
import { authClient } from '@/web/lib/auth-client';
import { setSigningOut } from '@/web/lib/sign-out-state';
import { ACCOUNT_TOASTS } from '../account-messages';
import { accountErrorToast } from '../account-rules';
import { AccountCallError } from '../api/account-call-error';
import { useDeleteAccount } from '../api/delete-account';
import { forgetOfflineReads } from '@/web/lib/offline-reads';

/**
 * Account deletion as docs/product.md#behaviour describes it: delete the data, then sign out and go to '/' with 'Account Data Cleared: …'
 * (docs/product.md#messages). A wrong password is returned to the dialog (`onWrongPassword`) so it can say so beside the field; any
 * other failure toasts 'Error: Failed to delete account data. Please try again.' and keeps the member where they are.
 */
export function useDeleteAccountFlow({ onWrongPassword }: { onWrongPassword: (message: string) => void }) {
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = (password: string) =>
    deleteAccount.mutate(
      { password },
      {
        onSuccess: async () => {
          // The session has ended. Forget the member first (so a request refused from here on is not taken for a
          // session ended elsewhere), holding the guard's redirect to /auth until the landing page has replaced the
          // dashboard (see SignOutButton; the guard clears the hold when it unmounts).
          setSigningOut(true);
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
          queryClient.setQueryData(meQueryKey, null);
          await forgetOfflineReads();
          await navigate('/', { replace: true });
          // The server already expired the cookie; signing out clears better-auth's client state too.
          await authClient.signOut().catch(() => undefined);
          toast.success(ACCOUNT_TOASTS.accountCleared.title, { description: ACCOUNT_TOASTS.accountCleared.description });
        },
        onError: (error) => {
          const failure = error instanceof AccountCallError ? error : {};
          const shown = accountErrorToast(failure, ACCOUNT_TOASTS.deleteFailed);
          if (shown === ACCOUNT_TOASTS.wrongPassword) onWrongPassword(shown.description);
          else toast.error(shown.title, { description: shown.description });
        },
      },
    );

  return { confirm, pending: deleteAccount.isPending };
}
