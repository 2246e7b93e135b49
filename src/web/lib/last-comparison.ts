import { parseCompareIds, toCompareSearch } from './compare-selection';

/**
 * The member's comparison selection of this tab, kept in sessionStorage (docs/decisions/0007-comparison-selection-in-the-url.md):
 * the library's Compare toggles pick into it without leaving the page, its tray lists it, and the comparison page
 * (whose URL stays the source of truth there) writes here whenever its selection settles, so the sidebar link and the
 * library reopen it. Per tab and gone when the tab closes, like the session's other view state. Storage can be
 * unavailable (private modes, quotas): then the selection lasts only as long as the page that holds it.
 *
 * Kept per member (`equipped.compare.ids.<userId>`, value `ids=<uuid>,<uuid>`): a tab outlives a sign-out, and the
 * next member signing in on it must start from their own comparison, not the previous member's. Saving drops any other
 * member's stored selection, so at most one member's comparison sits in the tab. Without a member (`userId`
 * undefined) nothing is read or kept.
 *
 * Writers notify subscribers (`subscribeLastSelection`), so every view of the selection on the page — the cards'
 * toggles and the tray — changes together (React's useSyncExternalStore contract).
 */
const KEY_PREFIX = 'equipped.compare.ids';

const listeners = new Set<() => void>();

/** The storage key of `userId`'s selection. */
function keyOf(userId: string): string {
  return `${KEY_PREFIX}.${userId}`;
}

/** Every stored comparison key but `keep` (other members' selections, and the unkeyed key of earlier builds). */
function otherKeys(storage: Storage, keep: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && key !== keep && (key === KEY_PREFIX || key.startsWith(`${KEY_PREFIX}.`))) keys.push(key);
  }
  return keys;
}

/**
 * The raw stored value of `userId`'s selection ('ids=a,b', or '' when none, no member or no storage). A string, so it
 * can serve as a useSyncExternalStore snapshot (equal values compare equal).
 */
export function lastSelectionSnapshot(userId: string | undefined): string {
  if (!userId) return '';
  try {
    return window.sessionStorage.getItem(keyOf(userId)) ?? '';
  } catch {
    return '';
  }
}

/** `userId`'s stored selection (validated as a URL would be), or [] when none is stored, no member or no storage. */
export function readLastSelection(userId: string | undefined): string[] {
  return parseCompareIds(new URLSearchParams(lastSelectionSnapshot(userId)));
}

/** Remembers `ids` as `userId`'s last comparison (an empty list clears it); other members' are dropped. Never throws. */
export function saveLastSelection(userId: string | undefined, ids: readonly string[]): void {
  if (!userId) return;
  try {
    const storage = window.sessionStorage;
    const key = keyOf(userId);
    for (const other of otherKeys(storage, key)) storage.removeItem(other);
    if (ids.length === 0) storage.removeItem(key);
    else storage.setItem(key, toCompareSearch(ids));
  } catch {
    // Storage full or blocked: the selection then lives only in the page's URL, which is still correct.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every save in this tab; returns the unsubscribe function (useSyncExternalStore's shape). */
export function subscribeLastSelection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
