/**
 * Which button URLs a promotion (announcement, banner ad) may carry, one rule for both sides (docs/product.md#validation): the
 * schemas of src/shared/schemas/promotions.ts validate with it, the SPA checks it again before rendering a link. A plain
 * module, without zod, so the pages that show promotions load no schema code (docs/architecture.md#performance).
 */

/**
 * True for a button URL a promotion may link to: an absolute http(s) URL, or a path on this site ('/dashboard/…').
 * Control characters, whitespace and backslashes are refused anywhere: the WHATWG URL parser drops tabs and newlines
 * and reads '\\' as '/', so '/\t/evil.example' or '/\\evil.example' would otherwise become '//evil.example', another
 * host. A path must also resolve to this site's own origin. Anything else (javascript:, data:, plain words) is refused
 * so it can never be rendered as a link.
 */
export function isPromotionUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u0020\u007f-\u009f\\]|\s/u.test(value)) return false;
  if (value.startsWith('/')) {
    try {
      return new URL(value, 'http://x').origin === 'http://x';
    } catch {
      return false;
    }
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
