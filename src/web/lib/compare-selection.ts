import { MAX_COMPARE } from '@/shared/limits';

/**
 * The comparison selection (docs/product.md#compare "Comparison selection: up to 4 exercises, added, removed or cleared") and its URL.
 * Pure: no React, no DOM beyond URLSearchParams.
 *
 * URL shape: `/dashboard/compare-exercises?ids=<uuid>,<uuid>,…` — one `ids` parameter, comma-separated, in the order the
 * exercises were added. Compact, readable and shareable; uuids need no escaping. Repeated `ids=` parameters and
 * `%2C`-escaped commas are read too (links from other tools), and the page rewrites them to the canonical form.
 */

/** The query parameter that carries the selection. */
export const COMPARE_IDS_PARAM = 'ids';

/** The comparison page's path (docs/product.md#routes). */
export const COMPARE_PATH = '/dashboard/compare-exercises';

// The server validates ids as RFC 9562 uuids (zod's `uuid()`): version 1–8, variant 8/9/a/b, or the nil/max uuids.
// Sending anything else would fail the whole request, so such ids are dropped here, like ids the viewer may not see.
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/;

/**
 * Reads the selection from a query string: every `ids` value split on commas, trimmed, lowercased, non-uuids dropped,
 * duplicates dropped (first kept), at most MAX_COMPARE (docs/product.md#compare "max 4 comparison exercises"; extra ones are dropped).
 * Example: `ids=A-uuid,b-uuid&ids=a-uuid` → ['a-uuid', 'b-uuid'].
 */
export function parseCompareIds(search: URLSearchParams): string[] {
  const ids: string[] = [];
  for (const value of search.getAll(COMPARE_IDS_PARAM)) {
    for (const raw of value.split(',')) {
      const id = raw.trim().toLowerCase();
      if (UUID.test(id) && !ids.includes(id)) ids.push(id);
    }
  }
  return ids.slice(0, MAX_COMPARE);
}

/** The canonical query string of a selection, without '?': 'ids=a,b' or '' when nothing is selected. */
export function toCompareSearch(ids: readonly string[]): string {
  return ids.length > 0 ? `${COMPARE_IDS_PARAM}=${ids.join(',')}` : '';
}

/** The comparison page's URL for a selection: '/dashboard/compare-exercises?ids=a,b'. */
export function compareHref(ids: readonly string[]): string {
  const search = toCompareSearch(ids);
  return search ? `${COMPARE_PATH}?${search}` : COMPARE_PATH;
}

/** Why an exercise could not be added (docs/product.md#compare). */
export type CompareRefusal = 'limit' | 'duplicate';

export type AddResult = { ok: true; ids: string[] } | { ok: false; reason: CompareRefusal };

/**
 * Adds `id` at the end of the selection, or says why not (docs/product.md#compare): 'duplicate' when it is already there
 * ('Already Added'), 'limit' when MAX_COMPARE are already selected ('Limit Reached'). A duplicate is reported even at
 * the limit: it is the more precise answer. Does not change `ids`.
 */
export function addToSelection(ids: readonly string[], id: string): AddResult {
  const normalized = id.toLowerCase();
  if (ids.includes(normalized)) return { ok: false, reason: 'duplicate' };
  if (ids.length >= MAX_COMPARE) return { ok: false, reason: 'limit' };
  return { ok: true, ids: [...ids, normalized] };
}

/** The selection without `id` (order kept). */
export function removeFromSelection(ids: readonly string[], id: string): string[] {
  return ids.filter((current) => current !== id.toLowerCase());
}
