import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { isSigningOut } from './sign-out-state';

/** The signed-in member's query (`meQueryKey` of features/auth/api/get-me.ts; lib code cannot import a feature). */
const ME_QUERY_KEY = ['me'] as const;

/** Shown when the server stops recognising a session the page still shows as signed in. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Retries only what a retry can fix: network failures and 5xx, at most twice. A 4xx (401 signed out, 403, 404, 422,
 * 429) is an answer, not a glitch, so it surfaces at once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return true;
}

/**
 * Creates the app's QueryClient; one per page load (tests create their own).
 *
 * A 401 from any request while the page shows a signed-in member means the session ended elsewhere (signed out on
 * another tab, a password change or reset revoking it, the account deleted): the member query is fetched again, and
 * when the server confirms nobody is signed in, the route guards send the visitor to /auth (spec §6: signed-out
 * visitors are redirected from protected screens) with {@link SESSION_ENDED_MESSAGE}, and everything else cached is
 * dropped (it was the member's). Concurrent 401s share one check;
 * none is made while this tab is signing out itself (sign-out-state.ts), which says so in its own words.
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
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
