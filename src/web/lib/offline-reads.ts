/**
 * The API reads the service worker keeps for the gym floor (docs/decisions/0030-installable-app.md, docs/product.md#offline):
 * who is signed in, whether a workout is in progress, and the member's training preferences — what the dashboard's
 * guard, the "Workout in progress" bar and the session page need to open without a network. They are answered by the
 * network whenever it answers (Workbox's NetworkFirst) and from the last answer kept only when it does not. The
 * session itself is kept by the session page (its own copy holds the changes not yet sent). Nothing else of the API is
 * ever answered by the service worker, and no API path is answered by the app page it falls back to.
 */

/** The Cache Storage cache the kept reads live in; deleted at sign-out and sign-in so no other member's answers stay. */
export const OFFLINE_READS_CACHE = 'equipped-offline-reads';

/** The API paths kept (exact). */
const OFFLINE_READ_PATHS: ReadonlySet<string> = new Set(['/api/viewer', '/api/sessions/open', '/api/training-preferences']);

/**
 * Whether a request is one of the kept reads: a GET on our origin of one of {@link OFFLINE_READ_PATHS}, with no query.
 *
 * @param url the request's URL; `origin` the app's own (the service worker's `self.location.origin`).
 */
export function isOfflineRead(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.search === '' && OFFLINE_READ_PATHS.has(url.pathname);
}

/**
 * Whether a navigation may be answered by the app page when the network is gone: every page of the app, never an API
 * path (a download such as `/api/sessions/export.csv` opened as a page) or the development outbox.
 */
export function isAppNavigation(url: URL): boolean {
  return !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev/') && url.pathname !== '/api';
}

/**
 * Forgets every kept read (Cache Storage, {@link OFFLINE_READS_CACHE}): called when a member signs out or in, so an
 * answer about one member is never shown to another on the same device. Resolves when done; never throws (a browser
 * without Cache Storage has nothing kept).
 */
export async function forgetOfflineReads(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(OFFLINE_READS_CACHE);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
