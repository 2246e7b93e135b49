import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the CSS media query `query` matches (window.matchMedia); follows changes. On the server, where there is no
 * viewport, and while hydrating what it rendered, it is `assumed` (false unless told: the server's guess,
 * src/web/lib/viewport-hint.ts); false where the window has no `matchMedia` (a test's DOM).
 */
export function useMediaQuery(query: string, assumed = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => assumed,
  );
}
