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
    // Leave the protected area before the session ends: once better-auth's client learns the session is gone, the
    // guard would otherwise redirect to /auth before our navigation to / runs (a race seen in the e2e run).
    await navigate('/', { replace: true });
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error(AUTH_MESSAGES.signOutFailed, { description: authErrorMessage(error) });
        return;
      }
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      toast.success(AUTH_MESSAGES.signedOut.title, { description: AUTH_MESSAGES.signedOut.description });
    } catch {
      toast.error(AUTH_MESSAGES.signOutFailed);
    } finally {
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
