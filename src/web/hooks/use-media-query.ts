import { useCallback, useSyncExternalStore } from 'react';

/** One MediaQueryList per query, shared by every component that asks (matchMedia builds and evaluates a new one per call). */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * True while the CSS media query `query` matches (window.matchMedia); follows changes. On the server, where there is no
 * viewport, and while hydrating what it rendered, it is `assumed` (false unless told: the server's guess,
 * src/web/lib/viewport-hint.ts); false where the window has no `matchMedia` (a test's DOM).
 */
export function useMediaQuery(query: string, assumed = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => assumed,
  );
}
