import { parseCompareIds, toCompareSearch } from './compare-selection';

/**
 * The last comparison the member looked at, kept in sessionStorage so the library's Compare action adds to it instead
 * of starting over (issue 3 §1: users start from the library). Per tab and gone when the tab closes, like the session's
 * other view state; the URL stays the source of truth on the comparison page itself, which writes here whenever its
 * selection settles. Storage can be unavailable (private modes, quotas): then the action starts a new comparison.
 *
 * Kept per member (`equipped.compare.ids.<userId>`): a tab outlives a sign-out, and the next member signing in on it
 * must start from their own comparison, not the previous member's. Saving drops any other member's stored selection,
 * so at most one member's comparison sits in the tab. Without a member (`userId` undefined) nothing is read or kept.
 */
const KEY_PREFIX = 'equipped.compare.ids';

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

/** `userId`'s stored selection (validated as a URL would be), or [] when none is stored, no member or no storage. */
export function readLastSelection(userId: string | undefined): string[] {
  if (!userId) return [];
  try {
    return parseCompareIds(new URLSearchParams(window.sessionStorage.getItem(keyOf(userId)) ?? ''));
  } catch {
    return [];
  }
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
    // Storage full or blocked: the Compare action then starts a new comparison, which is still correct.
  }
}
