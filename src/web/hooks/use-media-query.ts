import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the CSS media query `query` matches (window.matchMedia); follows changes. False when rendered on the
 * server, where there is no viewport.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
