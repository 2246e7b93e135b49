import type { QueryClient } from '@tanstack/react-query';
import { getExercisesQueryOptions } from '@/web/api/get-exercises';
import { getGymsQueryOptions } from '@/web/api/get-gyms';
import { getMeQueryOptions } from '@/web/api/get-me';
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
 * /dashboard/*: who is signed in (the guard's and the shell's member query), and the member's gyms (the header's gym
 * switcher) when this browser last saw a member signed in.
 */
export function prefetchMe(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getMeQueryOptions());
  if (wasSignedIn()) void queryClient.prefetchQuery(getGymsQueryOptions());
}

/**
 * /dashboard/exercises: the library's page for the view in `search` (the address's query string). Beside the session
 * check when this browser last saw a member signed in; otherwise after it, and only if it finds one, so a signed-out
 * visitor makes no request bound to fail with 401.
 */
export function prefetchLibraryPage(queryClient: QueryClient, search: URLSearchParams): void {
  const params = parseLibraryParams(search);
  // The page is the gym's (docs/product.md#my-gyms): the member's gyms say which, the address alone may not.
  const page = async () => {
    const gyms = await queryClient.fetchQuery(getGymsQueryOptions());
    await queryClient.prefetchQuery(getExercisesQueryOptions({ ...params, gym: libraryGymId(params, gyms) }));
  };
  if (wasSignedIn()) {
    // The page's own queries report a failure.
    page().catch(() => {});
    return;
  }
  queryClient
    .fetchQuery(getMeQueryOptions())
    .then((me) => (me ? page() : undefined))
    // The guard's own member query reports a failed session check.
    .catch(() => {});
}
