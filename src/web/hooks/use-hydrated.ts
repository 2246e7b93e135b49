import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server (the build's prerender) or hydrates prerendered markup, true on every
 * render after, and from the first render of a page that was not prerendered. A component whose output depends on
 * what only the browser knows (the address's query string, storage) renders its server form until this is true, so
 * the hydrated markup matches the prerendered HTML (React docs, useSyncExternalStore: getServerSnapshot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
