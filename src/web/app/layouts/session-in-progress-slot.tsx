import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useOpenSession } from '@/web/api/open-session';

const SessionInProgressBar = lazy(async () => ({
  default: (await import('@/web/app/layouts/session-in-progress-bar')).SessionInProgressBar,
}));

/**
 * Where the "Workout in progress" bar goes (docs/product.md#start-a-session): on every dashboard page but the session's
 * own and the start pages, while the member has an open session. The bar's code loads only then, so the library's first
 * load carries just this check (docs/architecture.md#performance).
 */
export function SessionInProgressSlot() {
  const { data: open } = useOpenSession();
  const { pathname } = useLocation();
  if (!open || pathname.startsWith('/dashboard/sessions/') || pathname.endsWith('/start')) return null;
  return (
    <Suspense fallback={null}>
      <SessionInProgressBar open={open} />
    </Suspense>
  );
}
