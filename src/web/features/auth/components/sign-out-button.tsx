import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { meQueryKey } from '@/web/features/auth/api/get-me';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { authClient } from '@/web/lib/auth-client';

/**
 * Header Sign Out (spec §2 Dashboard shell, §8): on success 'Signed out: You have been successfully signed out' and
 * the landing page; on failure 'Failed to sign out'. Cached member data is dropped so the next member sees none of it.
 */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signOut() {
    setBusy(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error(AUTH_MESSAGES.signOutFailed, { description: authErrorMessage(error) });
        setBusy(false);
        return;
      }
      // Leave the protected area first, so the guard does not bounce us to /auth, then forget the member's data.
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      toast.success(AUTH_MESSAGES.signedOut.title, { description: AUTH_MESSAGES.signedOut.description });
    } catch {
      toast.error(AUTH_MESSAGES.signOutFailed);
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  );
}
