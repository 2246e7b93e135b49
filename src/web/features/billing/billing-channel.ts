/**
 * Tells the app's other tabs that the subscription changed (docs/product.md#subscription: the page and the library notice a return from
 * checkout without a manual reload). BroadcastChannel where the browser has it; otherwise a localStorage write, whose
 * `storage` event reaches the other tabs of the origin.
 */

const CHANNEL = 'equipped-billing';
const STORAGE_KEY = 'equipped-billing-changed';

/** Announces a subscription change to every other tab of this origin. */
export function announceSubscriptionChange(): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: 'subscription-changed' });
    channel.close();
    return;
  }
  try {
    localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode quotas); the other tab still re-checks when it regains focus.
  }
}

/** Calls `onChange` whenever another tab announces a subscription change; returns the unsubscribe function. */
export function onSubscriptionChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => onChange();
    return () => channel.close();
  }
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
