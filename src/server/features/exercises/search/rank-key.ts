/**
 * The relevance order of the library search as one number per candidate, higher first (docs/product.md#search,
 * "Ranking"); ties are broken by the shorter name, then the name order (ranking.ts).
 *
 * The key is `tier × TIER_STEP + within`, and what `within` weighs depends on the tier:
 * - every word in the name or aliases (tier ≥ {@link TIER_NAME_OR_ALIAS}): the popularity, then the words as a phrase in
 *   the name, then the field points — `(popularity × 2 + phrase) × LEVEL_STEP + points`;
 * - otherwise: how many words were found in a defining field (name, aliases, equipment, primary muscles), then the
 *   popularity, then the field points, then the phrase — `(strong × 10 + popularity) × LEVEL_STEP + points × 2 + phrase`.
 *
 * Why the parts never spill into each other: a search has at most 8 words, each scoring at most the name's weight,
 * 10, so `points` (the score × 10, rounded) is at most 800 and `points × 2 + phrase` at most 1,601, below LEVEL_STEP;
 * the popularity is 0–5 and `strong` at most 8, so `within` stays below 860,000, below TIER_STEP. Every part is an
 * integer, so the key is exact.
 */

// Match tiers, best first (docs/product.md#search).
/** The name is the search (compacted and stemmed). */
export const TIER_NAME_IS = 7;
/** An alias is the search. */
export const TIER_ALIAS_IS = 6;
/** Every word is a whole word of the name. */
export const TIER_NAME_WORDS = 5;
/** Every word is a whole word of the aliases. */
export const TIER_ALIAS_WORDS = 4;
/** Every word is found in the name or aliases. */
export const TIER_NAME_OR_ALIAS = 3;
/** Any other match. */
export const TIER_ELSEWHERE = 1;

/** What one tier weighs in the key: more than anything within a tier. */
const TIER_STEP = 1e7;
/** What one level within a tier (popularity, phrase, defining words) weighs: more than the field points. */
const LEVEL_STEP = 10_000;

/**
 * The rank key of one candidate (higher ranks first; see the module comment for what each part weighs).
 *
 * @param tier its match tier (TIER_*).
 * @param popularity its curated popularity, 0–5.
 * @param phrase 1 when the words occur as a phrase in its name ({@link containsPhrase}), else 0.
 * @param points its field points: the sum over words of the best field weight × quality factor, × 10, rounded.
 * @param strong how many words were found in a defining field (read below {@link TIER_NAME_OR_ALIAS} only).
 */
export function rankKey(tier: number, popularity: number, phrase: number, points: number, strong: number): number {
  const within =
    tier >= TIER_NAME_OR_ALIAS
      ? (popularity * 2 + phrase) * LEVEL_STEP + points
      : (strong * 10 + popularity) * LEVEL_STEP + points * 2 + phrase;
  return tier * TIER_STEP + within;
}

/** Whether `phrase` occurs as consecutive words of `stems`, or `stems` joined contain it joined ('pull up' in 'Pull-Up'). */
export function containsPhrase(stems: string[], phrase: string[]): boolean {
  if (phrase.length === 1) return stems.some((word) => word.startsWith(phrase[0]!)) || stems.join('').includes(phrase[0]!);
  // Plain loops: this runs for every candidate with all words in its name, thousands per search at 100,000 exercises.
  const first = phrase[0]!;
  for (let start = 0; start + phrase.length <= stems.length; start += 1) {
    if (!stems[start]!.startsWith(first)) continue;
    let offset = 1;
    while (offset < phrase.length && stems[start + offset]!.startsWith(phrase[offset]!)) offset += 1;
    if (offset === phrase.length) return true;
  }
  return false;
}
