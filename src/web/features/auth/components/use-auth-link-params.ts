import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES, linkErrorMessage } from '@/web/features/auth/auth-messages';

/**
 * Reads what e-mail links append to /auth (better-auth redirects):
 * - `?mode=reset&token=…` → the reset token for 'Set a new password';
 * - `?mode=reset&error=INVALID_TOKEN` or `?verified=1&error=…` → a readable link error;
 * - `?verified=1` → a one-time 'Email confirmed!' toast once the session is known (`signedIn` undefined while loading).
 */
export function useAuthLinkParams(signedIn: boolean | undefined) {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const token = params.get('token');
  const error = params.get('error');
  const verified = params.get('verified') === '1';
  const toasted = useRef(false);

  const linkError = error ? linkErrorMessage(error, mode === 'reset' ? 'reset' : 'verify') : null;
  const resetToken = mode === 'reset' && token && !error ? token : null;

  useEffect(() => {
    if (!verified || error || signedIn === undefined || toasted.current) return;
    toasted.current = true;
    const message = signedIn ? AUTH_MESSAGES.emailConfirmedSignedIn : AUTH_MESSAGES.emailConfirmed;
    toast.success(message.title, { description: message.description });
    if (!signedIn) setParams({}, { replace: true });
  }, [verified, error, signedIn, setParams]);

  const clearParams = useCallback(() => setParams({}, { replace: true }), [setParams]);

  return { resetToken, linkError, clearParams };
}
