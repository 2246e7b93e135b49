/**
 * Whether a new version of the app waits (docs/decisions/0030-installable-app.md). register-service-worker.ts sets it
 * when the service worker reports one; a new version never takes over by itself: the page offers it
 * (src/web/app/update-offer.tsx) and {@link applyUpdate} lets it take over and reloads.
 */

let update: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** Whether a new version of the app waits to take over (for useSyncExternalStore; false on the server). */
export const updateReady = (): boolean => update !== null;

/** Calls `listener` when a new version starts waiting; returns the unsubscribe. */
export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over; the page reloads once it controls the page (workbox-window). No-op when none waits. */
export async function applyUpdate(): Promise<void> {
  await update?.();
}

/** Records that a new version waits; `take` lets it take over and reloads the page. */
export function setUpdate(take: () => Promise<void>): void {
  update = take;
  for (const listener of listeners) listener();
}
