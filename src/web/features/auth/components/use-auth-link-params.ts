import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_SETTINGS_PATH, EMAIL_CHANGED_PARAM } from '@/web/lib/account-paths';
import { RETURN_TO_PARAM, SIGNED_IN_HOME, safeReturnPath } from '@/web/lib/return-path';
import { AUTH_MESSAGES, linkErrorMessage, type LinkKind } from '@/web/features/auth/auth-messages';

/**
 * Where a visit to /auth with these query params goes instead of showing the page, or null to show it (see
 * {@link useAuthLinkParams}). `signedIn` is undefined while the session loads: only the session-independent forward of
 * a sign-up confirmation happens then.
 */
export function authPageRedirect(params: URLSearchParams, signedIn: boolean | undefined): string | null {
  if (params.get('verified') === '1') return `/?${params.toString()}`;
  if (!signedIn) return null;
  if (params.has(EMAIL_CHANGED_PARAM)) return `${ACCOUNT_SETTINGS_PATH}?${params.toString()}`;
  // A reset link is honoured when signed in: its form, or its error with Forgot Password.
  if (params.get('mode') === 'reset' && (params.get('token') || params.get('error'))) return null;
  return safeReturnPath(params.get(RETURN_TO_PARAM)) ?? SIGNED_IN_HOME;
}

/**
 * Reads what e-mail links append to /auth (better-auth redirects) and decides where the visit goes:
 * - `?mode=reset&token=…` → the reset token for 'Set a new password', shown signed in or not (a reset link is a
 *   request of its own; a successful reset signs every session of that account out);
 * - `?email-changed=1` (the e-mail change link, src/web/features/account/api/change-email.ts) → signed in: Account
 *   Settings with the same flags, which says 'Email Changed'; signed out: a one-time toast to sign in with the new address;
 * - `?…&error=CODE` → a readable link error (password reset, e-mail change or sign-up confirmation);
 * - `?verified=1` → forwarded to `/`, where sign-up confirmations now land (docs/product.md#routes; links mailed before
 *   the change still name /auth).
 * Signed-in members otherwise go to the address in `?next=` when it is a safe path of this site (src/web/lib/return-path.ts),
 * else to /dashboard/exercises (docs/product.md#roles-and-access). `signedIn` is undefined while the session loads.
 */
export function useAuthLinkParams(signedIn: boolean | undefined) {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const token = params.get('token');
  const error = params.get('error');
  const emailChanged = params.has(EMAIL_CHANGED_PARAM);
  const toasted = useRef(false);

  const kind: LinkKind = mode === 'reset' ? 'reset' : emailChanged ? 'email-change' : 'verify';
  const linkError = error ? linkErrorMessage(error, kind) : null;
  const resetToken = mode === 'reset' && token && !error ? token : null;

  const redirect = authPageRedirect(params, signedIn);

  useEffect(() => {
    if (!emailChanged || error || signedIn !== false || toasted.current) return;
    toasted.current = true;
    toast.success(AUTH_MESSAGES.emailChangedSignedOut.title, { description: AUTH_MESSAGES.emailChangedSignedOut.description });
    setParams({}, { replace: true });
  }, [emailChanged, error, signedIn, setParams]);

  const clearParams = useCallback(() => setParams({}, { replace: true }), [setParams]);
  /** Replaces the reset token by an error code, as if the link itself had failed: the page then offers Forgot Password. */
  const failResetLink = useCallback((code: string) => setParams({ mode: 'reset', error: code }, { replace: true }), [setParams]);

  return { resetToken, linkError, redirect, clearParams, failResetLink };
}
