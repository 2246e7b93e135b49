import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/web/hooks/use-hydrated';

/** The flag of a sign-up confirmation link's landing (`/?verified=1`); better-auth adds `error=<CODE>` when it fails. */
export const CONFIRMED_PARAM = 'verified';

// Loaded only when a confirmation link lands: it needs the session (better-auth client), which the landing page's
// initial JavaScript leaves out (docs/architecture.md#performance: ≤ 150 KB gzip).
const ConfirmationLinkToast = lazy(async () => ({ default: (await import('./confirmation-link-toast')).ConfirmationLinkToast }));

/**
 * Placed on the landing page, the sign-up confirmation redirect's target (docs/product.md#routes: '/' is "also the target
 * of the sign-up confirmation redirect"). Renders nothing; with `?verified=1` in the URL it toasts the outcome once.
 */
export function ConfirmationLinkNotice() {
  const [params] = useSearchParams();
  // The prerendered landing page has no query string: nothing to match until hydration is over.
  const hydrated = useHydrated();
  if (!hydrated || params.get(CONFIRMED_PARAM) !== '1') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationLinkToast />
    </Suspense>
  );
}
