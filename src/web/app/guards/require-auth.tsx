import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { EMAIL_CHANGED_PARAM } from '@/web/lib/account-paths';
import { signInPathFor } from '@/web/lib/return-path';
import { useMe } from '@/web/api/get-me';
import { setSigningOut, useSigningOut } from '@/web/lib/sign-out-state';

/**
 * Guards /dashboard/* (docs/product.md#screens, docs/product.md#roles-and-access): a 'Loading...' spinner while the session loads, a redirect to /auth when nobody
 * is signed in, otherwise the content. If the session cannot be read at all, it says so and offers a retry.
 * While Sign Out runs it keeps the spinner instead of redirecting: Sign Out itself goes to the landing page, and the
 * hold ends when the guard unmounts.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const signingOut = useSigningOut();
  // Leaving the guarded area completes a Sign Out's hold (see useSigningOut).
  useEffect(() => () => setSigningOut(false), []);

  // Data first: a failed background refetch keeps the member signed in (TanStack Query keeps the last data).
  if (me.data) return children;
  if (me.isPending || (me.data === null && signingOut)) return <FullPageLoading />;
  if (me.data === null) return <Navigate to={signedOutTarget(location)} replace />;
  return (
    <main id="main-content" className="flex min-h-svh items-center justify-center px-4">
      <div className="max-w-sm text-center" role="alert">
        <h1 className="text-xl font-semibold">We could not reach Equipped</h1>
        <p className="mt-2 text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button className="mt-5" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </div>
    </main>
  );
}

/**
 * Where a signed-out visitor goes: /auth with the address they asked for, path, query and hash, to return to once signed
 * in (src/web/lib/return-path.ts, docs/product.md#sign-in); but an e-mail change link mailed before the link named /auth
 * itself (`?email-changed=1[&error=…]`) keeps only its flags, so /auth can still say whether the address changed.
 */
export function signedOutTarget(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  if (!params.has(EMAIL_CHANGED_PARAM)) return signInPathFor(`${location.pathname}${location.search}${location.hash}`);
  const kept = new URLSearchParams({ [EMAIL_CHANGED_PARAM]: params.get(EMAIL_CHANGED_PARAM) ?? '1' });
  const error = params.get('error');
  if (error) kept.set('error', error);
  return `/auth?${kept.toString()}`;
}
