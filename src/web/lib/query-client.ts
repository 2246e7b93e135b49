import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { rememberSignedIn } from './signed-in-hint';
import { isSigningOut } from './sign-out-state';

/** The signed-in member's query (`meQueryKey` of web/api/get-me.ts; lib code cannot import a feature). */
const ME_QUERY_KEY = ['me'] as const;

/** Shown when the server stops recognising a session the page still shows as signed in. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Whether a failed request met an outage a retry can cure rather than an answer: the network failed (status 0) or the
 * server or a proxy in front of it said 502, 503 or 504 (docs/product.md#messages: retryable for statuses 502, 503, 504 and network
 * failures; the API answers 503 with `Retry-After` while its database is unreachable).
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** Retries of a query during an outage: with {@link retryDelay} about three minutes, then the page shows its error. */
export const TRANSIENT_RETRIES = 10;

/**
 * Whether TanStack Query retries a failed query; `failureCount` is the number of retries already made (0 after the
 * first failure). An outage ({@link isTransientFailure}) is retried {@link TRANSIENT_RETRIES} times while the page says
 * so (service-status-banner.tsx); any other 5xx or unexpected error at most twice. A 4xx (401 signed out, 403, 404,
 * 422, 429) is an answer, not a glitch, so it surfaces at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isTransientFailure(error)) return failureCount < TRANSIENT_RETRIES;
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}

/**
 * Milliseconds before retry number `failureCount + 1`: exponential back-off from 1 s, doubling up to 30 s (TanStack
 * Query's default curve), but never sooner than the server's `Retry-After` (RFC 9110 §10.2.3), itself capped at 60 s.
 */
export function retryDelay(failureCount: number, error: unknown): number {
  const backOff = Math.min(1_000 * 2 ** failureCount, 30_000);
  const retryAfter = error instanceof ApiError && error.retryAfter ? Math.min(error.retryAfter * 1_000, 60_000) : 0;
  return Math.max(backOff, retryAfter);
}

/**
 * Creates the app's QueryClient; one per page load (tests create their own).
 *
 * A 401 from any request while the page shows a signed-in member means the session ended elsewhere (signed out on
 * another tab, a password change or reset revoking it, the account deleted): the member query is fetched again, and
 * when the server confirms nobody is signed in, the route guards send the visitor to /auth (docs/product.md#roles-and-access: signed-out
 * visitors are redirected from protected screens) with {@link SESSION_ENDED_MESSAGE}, and everything else cached is
 * dropped (it was the member's). Concurrent 401s share one check;
 * none is made while this tab is signing out itself (sign-out-state.ts), which says so in its own words.
 * Every answer of the member query is also kept as the route loaders' signed-in hint (signed-in-hint.ts).
 */
export function createQueryClient(): QueryClient {
  let checking: Promise<void> | null = null;
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!(error instanceof ApiError) || error.status !== 401 || queryKey?.[0] === ME_QUERY_KEY[0]) return;
    if (!client.getQueryData(ME_QUERY_KEY) || checking || isSigningOut()) return;
    checking = client
      .invalidateQueries({ queryKey: ME_QUERY_KEY })
      .then(() => {
        if (client.getQueryData(ME_QUERY_KEY) !== null) return;
        // The member's cached pages, favourites and workouts must not greet whoever signs in next on this tab.
        client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
        toast.error(SESSION_ENDED_MESSAGE);
      })
      .finally(() => {
        checking = null;
      });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // The member query's every answer (a fetch, Sign Out's `setQueryData(null)`) keeps the signed-in hint of the route loaders.
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== ME_QUERY_KEY[0]) return;
    rememberSignedIn(event.query.state.data !== null && event.query.state.data !== undefined);
  });
  return client;
}

export const queryClient = createQueryClient();
