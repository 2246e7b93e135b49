/**
 * The pure half of the library search (docs/product.md#search; "typo-, spacing- and plural-tolerant"): turns the
 * search text into lowercase words with their LIKE patterns. No SQL here; exercise-search-sql.ts builds the query.
 *
 * The database columns these patterns run against (src/server/db/schema/exercises.ts):
 * - `search_text`: lower(name, equipment, muscles, description, tags) — substring search over all five fields;
 * - `search_compact`: the same without description, lowercased, every non-alphanumeric removed — so 'pull up',
 *   'pull-up' and 'pullup' all meet 'Pull-Up', and 'benchpress' meets 'Bench Press'.
 */

/** One word of the search text and the ways a row may match it. */
export type SearchWord = {
  /** The word, lowercase (e.g. 'pull-ups'). */
  word: string;
  /** The word and its singular forms, alphanumerics only (e.g. ['pullup']); empty when the word has none. */
  compactForms: string[];
  /** `%…%` LIKE patterns over `search_text`: the word and its singular forms, wildcards escaped. */
  textPatterns: string[];
  /** `%…%` LIKE patterns over `search_compact` (from `compactForms`). */
  compactPatterns: string[];
};

/** A parsed search: the normalised text, its words, and the whole text compacted (for 'pull up' → 'pullup'). */
export type SearchTerms = {
  /** Lowercase, trimmed, inner whitespace collapsed: 'Pull  Up' → 'pull up'. */
  text: string;
  words: SearchWord[];
  /** The whole text with every non-alphanumeric removed ('pull up' → 'pullup'); '' when there is none. */
  compact: string;
};

/** Escapes LIKE's wildcards and its escape character, so user text matches literally (PostgreSQL's default ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%`, escaped: a case-sensitive substring pattern (the columns are lowercase already). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Lowercase with every character that is not a-z or 0-9 removed, exactly like the `search_compact` column. */
export function compactText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * The word and the singular forms an English plural may come from (docs/product.md#search plural tolerance), fewest first:
 * 'squats' → ['squat'], 'presses' → ['press'], 'flies' → ['fly', 'flie'], 'press' → ['press'], 'abs' → ['abs'].
 *
 * A form that contains another form is dropped, because `%squat%` already finds every row `%squats%` finds.
 * Words shorter than 4 letters are left alone ('abs' must not become 'ab').
 */
export function singularForms(word: string): string[] {
  const forms = [word];
  if (word.length >= 5 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length >= 5 && /(ss|x|z|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return minimalForms(forms);
}

/**
 * Drops every form that contains another (shorter) form of the list, and duplicates: a row containing 'squats' contains
 * 'squat', so `%squat%` alone finds them all. Example: ['dumbbells', 'dumbbell', 'dumbel'] → ['dumbel', 'dumbbell'].
 */
export function minimalForms(forms: string[]): string[] {
  const unique = [...new Set(forms)].sort((a, b) => a.length - b.length);
  return unique.filter((form, index) => !unique.slice(0, index).some((shorter) => form.includes(shorter)));
}

/** The search text as the search uses it: trimmed, lowercase, inner whitespace collapsed ('  Pull   Ups ' → 'pull ups'). */
export function normaliseSearchText(q: string): string {
  return q.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Most words of a search that count; the rest are ignored (a 100-character search has at most ~50 words). */
export const MAX_SEARCH_WORDS = 8;

/**
 * Parses the search text (already trimmed, ≤ 100 characters by the query schema). Returns null for a search with
 * nothing to look for (empty or whitespace only), so the caller applies no search at all.
 * Example: ' Pull-Ups ' → { text: 'pull-ups', compact: 'pullups', words: [{ word: 'pull-ups',
 * textPatterns: ['%pull-up%'], compactForms: ['pullup'], compactPatterns: ['%pullup%'] }] }.
 */
export function parseSearch(q: string): SearchTerms | null {
  const text = normaliseSearchText(q);
  if (text === '') return null;
  const words = [...new Set(text.split(' '))].slice(0, MAX_SEARCH_WORDS).map((word): SearchWord => {
    const compactForms = minimalForms(singularForms(compactText(word)).filter((form) => form !== ''));
    return {
      word,
      compactForms,
      textPatterns: singularForms(word).map(containsPattern),
      compactPatterns: compactForms.map(containsPattern),
    };
  });
  return { text, words, compact: compactText(text) };
}
