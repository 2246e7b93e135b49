import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { isTransientFailure } from '@/web/lib/query-client';

/** What the banner says while queries retry through an outage. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Equipped is temporarily unavailable — retrying…';

/** True while some query is being retried (or waits to be) after an outage ({@link isTransientFailure}). */
function retryingThroughOutage(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.fetchStatus !== 'idle' && state.fetchFailureCount > 0 && isTransientFailure(state.fetchFailureReason));
}

/**
 * A bar across the top of every page while the server is unreachable or answers 503 and the page's queries retry with
 * back-off (query-client.ts), so a member sees an outage being waited out instead of an endless spinner or a crash
 * page. It goes away by itself with the first answer. The live region stays in the page so screen readers announce
 * the message when it appears.
 */
export function ServiceStatusBanner() {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  // Never retrying on the server (the build's prerender) nor while hydrating its markup.
  const retrying = useSyncExternalStore(
    subscribe,
    () => retryingThroughOutage(client),
    () => false,
  );
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center px-4 pt-2">
      {retrying && (
        <p className="flex items-center gap-2 rounded-md border border-amber-200 bg-warning px-4 py-2 text-sm font-medium text-warning-foreground shadow-md">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {SERVICE_UNAVAILABLE_MESSAGE}
        </p>
      )}
    </div>
  );
}
