/**
 * Library paging (docs/product.md#limits: "page buttons show at most 5 numbers centred on the current page ... plus Previous and
 * Next"). Pages are 1-based.
 */

/**
 * Number of pages for `total` items at `pageSize` per page; at least 1, so an empty result still has page 1.
 * @throws RangeError when `pageSize` is not a positive number.
 */
export function totalPages(total: number, pageSize: number): number {
  if (!(pageSize > 0)) throw new RangeError(`pageSize must be positive, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page numbers the pager shows: at most `max` consecutive numbers, centred on `current` where possible and shifted
 * to stay within 1..`pages` near either end (docs/product.md#limits).
 * Examples: (1, 10) → [1,2,3,4,5]; (6, 10) → [4,5,6,7,8]; (10, 10) → [6,7,8,9,10]; (2, 3) → [1,2,3].
 * A `current` outside 1..pages is clamped into it; `pages` below 1 counts as 1. Never throws.
 */
export function pageNumbers(current: number, pages: number, max = 5): number[] {
  const last = Math.max(1, Math.floor(pages));
  const width = Math.max(1, Math.floor(max));
  const page = Math.min(last, Math.max(1, Math.floor(current)));
  const end = Math.min(last, Math.max(page - Math.floor(width / 2), 1) + width - 1);
  const start = Math.max(1, end - width + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
