import { useSyncExternalStore } from 'react';

/** docs/product.md#limits: the mobile breakpoint is 768 px — below it the sidebar becomes a slide-over panel. */
export const MOBILE_BREAKPOINT_PX = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** True while the viewport is narrower than 768 px; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
