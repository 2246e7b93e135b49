/**
 * The edit distance behind the library search's typo tolerance (docs/product.md#search): how far a misspelt word is
 * from a catalogue term, and how far it may be. search-index.ts picks the closest term.
 */

/** Words shorter than this are never corrected: a 3-letter word is 1 edit from too many others. */
export const MIN_CORRECTED_LENGTH = 4;
/** Edits allowed for a word of `length` letters, like Elasticsearch's fuzziness AUTO: 4–5 → 1, 6+ → 2. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two neighbours each cost 1
 * ('sqaut' → 'squat' is 1). Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

