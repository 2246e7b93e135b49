import { parseCompareIds, toCompareSearch } from './compare-selection';

/**
 * The last comparison the member looked at, kept in sessionStorage so the library's Compare action adds to it instead
 * of starting over (issue 3 §1: users start from the library). Per tab and gone when the tab closes, like the session's
 * other view state; the URL stays the source of truth on the comparison page itself, which writes here whenever its
 * selection settles. Storage can be unavailable (private modes, quotas): then the action starts a new comparison.
 */
const KEY = 'equipped.compare.ids';

/** The stored selection (validated as a URL would be), or [] when none is stored or storage is unavailable. */
export function readLastSelection(): string[] {
  try {
    return parseCompareIds(new URLSearchParams(window.sessionStorage.getItem(KEY) ?? ''));
  } catch {
    return [];
  }
}

/** Remembers `ids` as the last comparison (an empty list clears it). Never throws. */
export function saveLastSelection(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, toCompareSearch(ids));
  } catch {
    // Storage full or blocked: the Compare action then starts a new comparison, which is still correct.
  }
}
