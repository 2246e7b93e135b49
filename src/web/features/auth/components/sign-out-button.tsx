import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { meQueryKey } from '@/web/api/get-me';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { setSigningOut } from '@/web/lib/sign-out-state';
import { forgetOfflineReads } from '@/web/lib/offline-reads';

/**
 * Header Sign Out (docs/product.md#dashboard-shell, docs/product.md#messages): once the server has ended the session, the landing page and 'Signed
 * out: You have been successfully signed out'; on failure 'Failed to sign out' and the member stays where they are,
 * still signed in. Cached member data is dropped so the next member sees none of it. better-auth's client loads on the
 * click, not with the header: the dashboard's first load does without it (docs/architecture.md#performance).
 */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signOut() {
    setBusy(true);
    // Until the landing page has replaced the dashboard, the guard must not bounce to /auth on seeing the ended session
    // (seen in e2e runs: the member ended on /auth). The guard clears the hold when it unmounts; a failure clears it here.
    setSigningOut(true);
    try {
      const { authClient } = await import('@/web/lib/auth-client');
      const { error } = await authClient.signOut();
      if (error) {
        setSigningOut(false);
        toast.error(AUTH_MESSAGES.signOutFailed, { description: authErrorMessage(error) });
        return;
      }
      await forgetOfflineReads();
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      toast.success(AUTH_MESSAGES.signedOut.title, { description: AUTH_MESSAGES.signedOut.description });
    } catch {
      setSigningOut(false);
      toast.error(AUTH_MESSAGES.signOutFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      {/* Icon only in the phone header (its row is full); the name stays for screen readers. */}
      <span className="max-md:sr-only">Sign Out</span>
    </Button>
  );
}
