/**
 * Whether a member was signed in the last time this browser learnt who is (docs/architecture.md#performance): the route
 * loaders ask for the library's first page beside the session check only then, so a signed-out visitor's first load
 * makes no request bound to fail with 401. A hint for when to fetch, never a grant: the server decides on every request.
 * Kept by the query client, which writes it whenever the member query learns the answer (query-client.ts).
 */

const KEY = 'equipped:signed-in';

/** True when the member query last answered with a member on this browser. False when storage is unavailable. */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Records the member query's answer: a member (`true`) or nobody (`false`). Does nothing when storage is unavailable. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage disabled: the loaders then wait for the session check, as without the hint.
  }
}
