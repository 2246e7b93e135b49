/**
 * Whether a member was signed in the last time this browser learnt who is (docs/architecture.md#performance): the route
 * loaders ask for the library's first page beside the session check only then, so a signed-out visitor's first load
 * makes no request bound to fail with 401. A hint for when to fetch, never a grant: the server decides on every request.
 * Kept by the query client, which writes it whenever the member query learns the answer (query-client.ts).
 */

import { SESSION_COOKIE_ATTRIBUTE } from '@/shared/prerendered-pages';

const KEY = 'equipped:signed-in';

/** The app's root element, where a preloaded shell leaves its mark; undefined outside a page (unit tests in Node). */
const shellRoot = () => globalThis.document?.getElementById('root') ?? undefined;

/**
 * True when the page's HTML was asked for with a session cookie (the server's preloaded shell marks its root with
 * SESSION_COOKIE_ATTRIBUTE, src/shared/prerendered-pages.ts) or the member query last answered with a member on this
 * browser. False otherwise, and when storage is unavailable.
 */
export function wasSignedIn(): boolean {
  if (shellRoot()?.hasAttribute(SESSION_COOKIE_ATTRIBUTE)) return true;
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Records the member query's answer: a member (`true`) or nobody (`false`). Does nothing when storage is unavailable. */
export function rememberSignedIn(signedIn: boolean): void {
  // The shell's mark spoke for the request that loaded the page; once nobody is signed in, it no longer holds.
  if (!signedIn) shellRoot()?.removeAttribute(SESSION_COOKIE_ATTRIBUTE);
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage disabled: the loaders then wait for the session check, as without the hint.
  }
}
