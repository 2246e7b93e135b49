/**
 * After a deploy, a page opened before it asks for route chunks the new build no longer has (every chunk name carries
 * a content hash). Reloading fetches the new index.html and its chunks; a flag in sessionStorage lets that happen once
 * per tab until a page renders again, so a chunk that stays missing can never make the page reload in a loop (Vite
 * docs, "Load Error Handling").
 */

const RELOADED_KEY = 'equipped:reloaded-for-new-version';

/**
 * Whether `error` is a failed load of a JavaScript or CSS chunk: a rejected dynamic `import()` (Chromium: "Failed to
 * fetch dynamically imported module", Firefox: "error loading dynamically imported module", Safari: "Importing a module
 * script failed") or Vite's preload of a chunk's CSS ("Unable to preload CSS").
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page unless this tab already did so for a failed chunk since its last rendered page.
 *
 * @returns true when the reload was started; false when it was already tried (or sessionStorage is unavailable, so no
 *   guard could be kept) and the page should say a new version is out instead.
 */
export function reloadOnceForNewVersion(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    if (storage.getItem(RELOADED_KEY)) return false;
    storage.setItem(RELOADED_KEY, new Date().toISOString());
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Called once a page has rendered (its chunks loaded): a later deploy may reload this tab once again. */
export function forgetReloadForNewVersion(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(RELOADED_KEY);
  } catch {
    // No storage, no flag to forget.
  }
}

/**
 * Runs a route's `lazy` loader; when its chunk fails to load, reloads the tab once instead ({@link
 * reloadOnceForNewVersion}) and leaves the navigation pending while the page goes. A second failure (or any other
 * error) reaches the route's error page, which then says a new version is out.
 */
export async function loadOrReloadOnce<T>(load: () => Promise<T>, reloadOnce: () => boolean = reloadOnceForNewVersion): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return new Promise<T>(() => {});
    throw error;
  }
}
