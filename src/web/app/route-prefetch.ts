import type { QueryClient } from '@tanstack/react-query';
import { getExerciseQueryOptions } from '@/web/api/get-exercise';
import { getExercisesQueryOptions } from '@/web/api/get-exercises';
import { getGymsQueryOptions } from '@/web/api/get-gyms';
import { getMeQueryOptions } from '@/web/api/get-me';
import { sessionsKeys } from '@/web/api/open-session';
import { startEarlySessionRead, trainingPreferencesQueryOptions } from '@/web/api/session-early-read';
import { exerciseIdOf } from '@/web/lib/exercise-address';
import { libraryGymId, parseLibraryParams } from '@/web/lib/library-params';
import { wasSignedIn } from '@/web/lib/signed-in-hint';

/**
 * The route loaders' prefetches (docs/architecture.md#performance): the data a page needs first is requested as soon as
 * the router matches it, while the page's chunks still load, instead of once its components mount. Each fills the query
 * cache under the key and with the fetcher the page's own hooks use, so they find the answer (or the request in flight)
 * there. Nothing is awaited: the page renders its skeletons at once and the hooks report errors as ever. This module is
 * in the entry chunk (router.tsx), so it imports only light fetchers: no zod, no better-auth.
 */

/**
 * /dashboard/*: who is signed in (the guard's and the shell's member query), then, once that finds a member, their gyms
 * (the header's gym switcher). Never beside the session check: a session ended elsewhere would make the gyms' request
 * a 401 the browser reports in its console.
 */
export function prefetchMe(queryClient: QueryClient): void {
  queryClient
    .fetchQuery(getMeQueryOptions())
    .then((me) => (me ? queryClient.prefetchQuery(getGymsQueryOptions()) : undefined))
    // The guard's own member query reports a failed session check.
    .catch(() => {});
}

/**
 * /dashboard/exercises: the library's page for the view in `search` (the address's query string), limited to the gym the
 * member's gyms say (libraryGymId, docs/product.md#my-gyms). After the session check, and only if it finds a member, so
 * a signed-out visitor (or one whose session ended elsewhere) makes no request bound to fail with 401; with the
 * address naming no gym and this browser having last seen a member, the plain page is asked for beside the check too
 * (what a member without an active gym sees first).
 */
export function prefetchLibraryPage(queryClient: QueryClient, search: URLSearchParams): void {
  const params = parseLibraryParams(search);
  // The page is the gym's (docs/product.md#my-gyms): the member's gyms say which, the address alone may not.
  const openId = exerciseIdOf(search);
  const page = async () => {
    // An exercise open at the address (docs/product.md#exercise-address) is read beside the page.
    if (openId) void queryClient.prefetchQuery(getExerciseQueryOptions(openId));
    const gyms = await queryClient.fetchQuery(getGymsQueryOptions());
    await queryClient.prefetchQuery(getExercisesQueryOptions({ ...params, gym: libraryGymId(params, gyms) }));
  };
  if (wasSignedIn() && params.gym === null) void queryClient.prefetchQuery(getExercisesQueryOptions({ ...params, gym: null }));
  queryClient
    .fetchQuery(getMeQueryOptions())
    .then((me) => (me ? page() : undefined))
    // The guard's own member query reports a failed session check.
    .catch(() => {});
}

/**
 * /dashboard/sessions/{id}: the session (handed to the page's own read, sessions.ts startEarlySessionRead) and the
 * member's training preferences, beside the session check when this browser last saw a member, else after it finds one
 * (as the library's page). Nothing when the page already has the session in its cache (back from another page).
 */
export function prefetchSession(queryClient: QueryClient, sessionId: string): void {
  if (queryClient.getQueryData(sessionsKeys.detail(sessionId)) !== undefined) return;
  const reads = () => {
    startEarlySessionRead(sessionId);
    void queryClient.prefetchQuery(trainingPreferencesQueryOptions());
  };
  if (wasSignedIn()) {
    reads();
    return;
  }
  queryClient
    .fetchQuery(getMeQueryOptions())
    .then((me) => (me ? reads() : undefined))
    // The guard's own member query reports a failed session check.
    .catch(() => {});
}
