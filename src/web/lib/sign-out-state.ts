import { useSyncExternalStore } from 'react';

// Whether a Sign Out (or an account deletion, which ends with one) is under way in this tab. Module state: the header's
// button and the deletion flow set it, the dashboard guard and the query client's 401 handling read it, and the guard
// clears it once it unmounts (the member has left the dashboard).
let signingOut = false;
const listeners = new Set<() => void>();

/** Marks a Sign Out as started (true) or finished (false), and tells the components that read it. */
export function setSigningOut(value: boolean): void {
  if (signingOut === value) return;
  signingOut = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a Sign Out is under way, outside React (the query client's 401 handling: an expected end, not news). */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * True while a Sign Out is under way. The dashboard guard waits instead of sending the member to /auth when it sees the
 * ended session before the landing page has replaced it (docs/product.md#messages: 'Signed out' lands on /). React Router renders a
 * navigation as a transition, so `await navigate('/')` can resolve while the dashboard is still on screen.
 */
export function useSigningOut(): boolean {
  // Nobody signs out during the server's render of a page (src/web/prerender.tsx), nor while the browser hydrates it.
  return useSyncExternalStore(
    subscribe,
    () => signingOut,
    () => false,
  );
}
