import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { useMe } from '@/web/features/auth/api/get-me';

/**
 * Guards /dashboard/* (spec §2, §6): a 'Loading...' spinner while the session loads, a redirect to /auth when nobody
 * is signed in, otherwise the content. If the session cannot be read at all, it says so and offers a retry.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();

  // Data first: a failed background refetch keeps the member signed in (TanStack Query keeps the last data).
  if (me.data) return children;
  if (me.isPending) return <FullPageLoading />;
  if (me.data === null) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
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
