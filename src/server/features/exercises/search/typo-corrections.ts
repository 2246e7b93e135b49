/**
 * The edit distance behind the library search's typo tolerance (docs/product.md#search): how far a misspelt word is
 * from a catalogue term, and how far it may be. query.ts picks the closest term.
 */

/** Words shorter than this are never corrected: a 3-letter word is 1 edit from too many others. */
export const MIN_CORRECTED_LENGTH = 4;
/** Edits allowed for a word of `length` letters, like Elasticsearch's fuzziness AUTO: 4–5 → 1, 6+ → 2. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length <= 5 ? 1 : 2;
}

/** Three reusable rows of the distance table (grown as needed): a search corrects a word against hundreds of terms. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance between `a` and the first `length` characters of `b` (all of it by default):
 * insertions, deletions, substitutions and swaps of two neighbours each cost 1 ('sqaut' → 'squat' is 1). With a finite
 * `limit` only the diagonal band of width 2 × `limit` + 1 is computed (Ukkonen's cut-off), and the answer is `limit + 1`
 * once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY, length = b.length): number {
  const n = a.length;
  const m = Math.min(length, b.length);
  if (Math.abs(n - m) > limit) return limit + 1;
  const big = Number.isFinite(limit) ? limit + 1 : n + m + 1;
  if (rows[0]!.length < m + 2) rows = rows.map(() => new Int32Array(m + 2));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j += 1) previous[j] = j;
  for (let i = 1; i <= n; i += 1) {
    const ca = a.charCodeAt(i - 1);
    const from = Math.max(1, i - limit);
    const to = Math.min(m, i + limit);
    current[from - 1] = from === 1 ? i : big;
    let rowMin = current[from - 1]!;
    for (let j = from; j <= to; j += 1) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < m) current[to + 1] = big;
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[m]!, limit + 1);
}
